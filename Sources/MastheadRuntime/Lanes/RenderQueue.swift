#if canImport(Glibc)
    import Glibc
#endif

/// The render lane's queue: first in, first out, bounded by the total estimated cost of what waits in it. Render
/// threads sleep on its condition variable until work comes.
///
/// A class around a `pthread_mutex_t` and a `pthread_cond_t` (Synchronization's `Mutex` has no condition to wait
/// on), so it is `@unchecked Sendable`: every field is read and written under the mutex.
final class RenderQueue: @unchecked Sendable {
    /// What the queue holds now.
    struct Snapshot: Sendable {
        var depth = 0
        var queuedCost = 0
        var running = 0
        var runningCost = 0
        /// Cost units one render thread has been getting through per second of wall time, lately: fewer than the
        /// calibrated ``RenderPool/unitsPerSecond`` when the CPUs are busy with other work.
        var pace = Double(RenderPool.unitsPerSecond)
    }

    private var items: [RenderWork] = []
    private var head = 0
    private var snapshot = Snapshot()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let ready: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    /// Most total estimated cost the queue holds (`--render-queue-cost`).
    let budget: Int

    init(budget: Int) {
        self.budget = budget
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(ready, nil)
    }

    deinit {
        pthread_cond_destroy(ready)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        ready.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// What waits and runs now.
    var state: Snapshot { locked { snapshot } }

    /// Adds `work` when it fits the budget and the wait it would have, at the pace lately seen, is at most
    /// `maxWait`, after taking out waiting work whose client has gone, and wakes a thread. Returns `wait`:
    /// `nil` when added, else the time the work ahead of it (waiting and running) would take at that pace on
    /// `threads` threads, for `Retry-After`; and the work taken out, to be answered outside the lock. A queue with
    /// nothing waiting takes any one job, so a job as costly as the whole budget still runs.
    func add(_ work: RenderWork, threads: Int, maxWait: Duration) -> (wait: Duration?, dropped: [RenderWork]) {
        locked {
            var dropped: [RenderWork] = []
            func wait() -> Duration {
                .seconds(
                    Double(snapshot.queuedCost + snapshot.runningCost + work.cost) / (Double(threads) * snapshot.pace))
            }
            func fits() -> Bool {
                snapshot.depth == 0 || (snapshot.queuedCost + work.cost <= budget && wait() <= maxWait)
            }
            if !fits() { dropped = removeAll { $0.deferred.isClientGone } }
            guard fits() else { return (wait(), dropped) }
            items.append(work)
            snapshot.depth += 1
            snapshot.queuedCost += work.cost
            pthread_cond_signal(ready)
            return (nil, dropped)
        }
    }

    /// The next job, waiting for one; it counts as running until ``finished(_:)``.
    func next() -> RenderWork {
        locked {
            while head == items.count { pthread_cond_wait(ready, mutex) }
            let work = items[head]
            head += 1
            if head == items.count || head > 256 {
                items.removeFirst(head)
                head = 0
            }
            snapshot.depth -= 1
            snapshot.queuedCost -= work.cost
            snapshot.running += 1
            snapshot.runningCost += work.cost
            return work
        }
    }

    /// A job from ``next()`` is done, after it `took` so long in wall time if it was rendered (`nil` if not).
    func finished(_ work: RenderWork, took: Duration?) {
        locked {
            snapshot.running -= 1
            snapshot.runningCost -= work.cost
            // A render's own pace, weighed in a fifth at a time; jobs under a millisecond say little.
            if let took, took > .milliseconds(1), work.cost > 0 {
                let seconds = took / .seconds(1)
                let pace = min(1e8, max(1e3, Double(work.cost) / seconds))
                snapshot.pace = snapshot.pace * 0.8 + pace * 0.2
            }
        }
    }

    /// Takes every waiting job for which `condition` holds out of the queue and returns them; called locked.
    private func removeAll(where condition: (RenderWork) -> Bool) -> [RenderWork] {
        var kept: [RenderWork] = []
        var removed: [RenderWork] = []
        for work in items[head...] {
            if condition(work) { removed.append(work) } else { kept.append(work) }
        }
        items = kept
        head = 0
        snapshot.depth = kept.count
        snapshot.queuedCost = kept.reduce(0) { $0 + $1.cost }
        return removed
    }
}
