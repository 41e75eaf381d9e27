import CMalloc
import Synchronization

/// Hands the heap's free memory back to the system now and then, after large documents, and keeps the largest
/// blocks out of the heap altogether.
///
/// Timelines and filmstrips are written in buffers of a megabyte or more, which glibc's malloc serves from its heap
/// (they are below ``mappedBlock``), and the holes they leave behind stay resident. Returning the free memory
/// (`malloc_trim`) costs a millisecond or two, so it is done once per `budget` bytes of large documents rather than
/// after each; mapping every large block on its own instead slows a long timeline down with the page faults of its
/// fresh buffers (bench/README.md has the figures).
final class HeapTrimmer: Sendable {
    /// Blocks of this size and larger get a mapping of their own, given back to the system as soon as they are
    /// freed: the surface a PNG is drawn into (`width × height × 4` bytes: a phone at scale 3 is 1179 × 2556 px),
    /// and cairo's groups of the same size, but no document's buffer, nor a timeline's frames.
    ///
    /// Left to itself, glibc raises its threshold for mapping a block to the size of the largest one freed: after
    /// the first PNG every surface came from a thread's heap, and a surface freed at the top of a thread's heap
    /// stayed resident, out of `malloc_trim`'s reach, once in each thread that had drawn one.
    static let mappedBlock = 8 << 20

    /// The free top of a heap beyond which malloc gives it back: twice ``mappedBlock``, glibc's own ratio when it
    /// raises the mapping threshold itself.
    static let heapTopTrim = 2 * mappedBlock

    /// Fixes malloc's thresholds for the whole process (``mappedBlock``, ``heapTopTrim``). Called once, at start.
    static func mapLargeBlocks() {
        _ = masthead_malloc_map_blocks_from(Int32(mappedBlock), Int32(heapTopTrim))
    }

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
