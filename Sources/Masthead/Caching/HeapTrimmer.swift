import CMalloc
import Synchronization

/// Hands the heap's free memory back to the system now and then, after large documents.
///
/// Timelines and filmstrips are written in buffers of a megabyte or more. glibc's malloc serves such blocks from
/// its heap once a few have been freed (it raises its threshold for mapping them on their own), and the holes they
/// leave behind stay resident: over a mixed run the service ended 15–25 MB higher than its live data. Returning
/// the free memory (`malloc_trim`) costs a millisecond or two, so it is done once per `budget` bytes of large
/// documents rather than after each; mapping every large block on its own instead made a 1000-frame timeline half
/// as slow again, from the page faults of its fresh buffers. Can go if glibc stops raising its threshold.
final class HeapTrimmer: Sendable {
    /// Documents at least this large count towards the budget.
    static let largeDocument = 1 << 20

    private let budget: Int
    private let trim: @Sendable () -> Void
    private let written = Atomic<Int>(0)

    /// A trimmer that calls `trim` (by default, `malloc_trim`) after every `budget` bytes of large documents.
    init(budget: Int = 32 << 20, trim: @escaping @Sendable () -> Void = { _ = masthead_malloc_trim() }) {
        self.budget = budget
        self.trim = trim
    }

    /// Counts a document of `count` bytes, and trims the heap once the large ones add up to the budget.
    func noteDocument(of count: Int) {
        guard count >= Self.largeDocument else { return }
        let total = written.add(count, ordering: .relaxed).newValue
        guard total >= budget else { return }
        // One thread wins the reset and trims; the others go on.
        if written.compareExchange(expected: total, desired: 0, ordering: .relaxed).exchanged {
            trim()
        }
    }
}
