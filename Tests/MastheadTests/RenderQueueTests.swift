import Synchronization
import Testing

@testable import MastheadHTTP
@testable import MastheadRuntime

/// The render lane's queue: bounded by cost and by the wait at the pace lately seen, first in first out, and a
/// request whose client has gone is taken out when room is needed.
struct RenderQueueTests {
    static func work(cost: Int, gone: Bool = false) -> RenderWork {
        let deferred = DeferredResponse()
        if gone { deferred.abandon() }
        return RenderWork(cost: cost, route: nil, deferred: deferred) { Response(status: 200) }
    }

    @Test(arguments: [
        // (costs added in turn, budget, which are accepted)
        ([900, 200, 100], 1000, [true, false, true]),
        ([5000], 1000, [true]),  // an empty queue takes any one job
        ([400, 400, 400], 1000, [true, true, false]),
    ])
    func theQueueHoldsAtMostItsBudget(costs: [Int], budget: Int, accepted: [Bool]) {
        let queue = RenderQueue(budget: budget)
        for (cost, expected) in zip(costs, accepted) {
            let (wait, _) = queue.add(RenderQueueTests.work(cost: cost), threads: 1, maxWait: .seconds(100))
            #expect((wait == nil) == expected, "cost \(cost)")
        }
    }

    @Test func aFullQueueFirstTakesOutRequestsWhoseClientHasGone() {
        let queue = RenderQueue(budget: 1000)
        _ = queue.add(RenderQueueTests.work(cost: 600, gone: true), threads: 1, maxWait: .seconds(100))
        let (wait, dropped) = queue.add(RenderQueueTests.work(cost: 600), threads: 1, maxWait: .seconds(100))
        #expect(wait == nil)
        #expect(dropped.count == 1)
        #expect(queue.state.depth == 1 && queue.state.queuedCost == 600)
    }

    @Test func theWaitIsCountedAtThePaceTheThreadsKept() {
        let queue = RenderQueue(budget: 100_000_000)
        _ = queue.add(RenderQueueTests.work(cost: 3_000_000), threads: 1, maxWait: .seconds(10))
        // 3 s of work ahead at a million units a second: 8 s more fits a 10 s wait, 8 s more does not.
        let (first, _) = queue.add(RenderQueueTests.work(cost: 5_000_000), threads: 1, maxWait: .seconds(10))
        #expect(first == nil)
        let (second, _) = queue.add(RenderQueueTests.work(cost: 5_000_000), threads: 1, maxWait: .seconds(10))
        #expect(second == .seconds(13))
        // Renders that took ten times their estimate slow the pace, and the wait ahead grows with it.
        for _ in 0..<20 {
            let running = queue.next()
            queue.finished(running, took: .seconds(Double(running.cost) / 100_000))
            _ = queue.add(RenderQueueTests.work(cost: running.cost), threads: 1, maxWait: .seconds(1000))
        }
        #expect(queue.state.pace < 200_000)
    }

    @Test func aDeferredAnswerCountsOnlyItsFirstCompletionAndReportsItOnce() {
        let deferred = DeferredResponse()
        let calls = Counter()
        #expect(deferred.complete(Response(status: 200)))
        #expect(!deferred.complete(Response(status: 503)))
        deferred.park(probe: { false }, onReady: { calls.add() })
        #expect(calls.value == 1)
        #expect(deferred.take()?.status == 200)
        #expect(!deferred.isClientGone)
        deferred.abandon()
        #expect(deferred.isClientGone)
    }
}

/// A count the closures above can share.
final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
