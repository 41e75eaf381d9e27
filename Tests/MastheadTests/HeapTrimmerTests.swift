import CMalloc
import Synchronization
import Testing

@testable import MastheadPreview
@testable import MastheadRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The heap is trimmed once per budget of large documents, and never for small ones; blocks as large as a picture
/// are mapped on their own.
struct HeapTrimmerTests {
    final class Count: Sendable {
        let value = Atomic<Int>(0)
    }

    @Test func smallDocumentsNeverTrim() {
        let trims = Count()
        let trimmer = HeapTrimmer(budget: 4 << 20) { trims.value.add(1, ordering: .relaxed) }
        for _ in 0..<10_000 { trimmer.noteDocument(of: HeapTrimmer.largeDocument - 1) }
        #expect(trims.value.load(ordering: .relaxed) == 0)
    }

    @Test func largeDocumentsTrimOncePerBudget() {
        let trims = Count()
        let trimmer = HeapTrimmer(budget: 4 << 20) { trims.value.add(1, ordering: .relaxed) }
        for _ in 0..<3 { trimmer.noteDocument(of: 1 << 20) }
        #expect(trims.value.load(ordering: .relaxed) == 0)
        trimmer.noteDocument(of: 1 << 20)  // 4 MiB: the budget is spent
        #expect(trims.value.load(ordering: .relaxed) == 1)
        for _ in 0..<8 { trimmer.noteDocument(of: 1 << 20) }
        #expect(trims.value.load(ordering: .relaxed) == 3)
    }

    /// Left to itself, glibc would serve the second block from the heap, having raised its threshold to the size of
    /// the first when it was freed; there, once freed, it would stay resident.
    @Test func blocksAsLargeAsAPictureAreMappedEvenAfterOneWasFreed() throws {
        HeapTrimmer.mapLargeBlocks()
        let size = 1179 * 2556 * 4  // a phone's PNG surface at scale 3
        #expect(size >= HeapTrimmer.mappedBlock)
        free(try #require(malloc(size)))
        // glibc maps a block only when no free chunk of the heap holds it, and tests running beside this one may
        // have left one that large: the blocks are kept until one comes mapped, which takes a few at most.
        var blocks: [UnsafeMutableRawPointer] = []
        defer {
            for block in blocks { free(block) }
        }
        var mapped = false
        for _ in 0..<4 where !mapped {
            let before = masthead_malloc_mapped_bytes()
            blocks.append(try #require(malloc(size)))
            mapped = masthead_malloc_mapped_bytes() >= before + size
        }
        #expect(mapped)
    }

    @Test func concurrentDocumentsTrimAboutOncePerBudget() async {
        let trims = Count()
        let trimmer = HeapTrimmer(budget: 8 << 20) { trims.value.add(1, ordering: .relaxed) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<64 { trimmer.noteDocument(of: 1 << 20) } }
            }
        }
        // 512 MiB in all: 64 budgets, give or take the ones two threads crossed at once.
        #expect((32...64).contains(trims.value.load(ordering: .relaxed)))
    }
}
