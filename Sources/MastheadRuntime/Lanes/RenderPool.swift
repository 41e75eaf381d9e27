import MastheadHTTP
import MastheadSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The render lane: threads of its own that render the costly jobs (``RenderCost``), one after another from a queue
/// bounded by estimated cost, while the connection threads go on with everything else.
///
/// A job whose client has gone by the time a thread takes it is dropped unrendered. A job that does not fit the
/// queue is refused at once (``submit(_:)``) with the seconds after which the queue should have room. From the stop
/// on, what still waits when ``shedAt`` comes is answered `503` without being rendered.
final class RenderPool: Sendable {
    /// Cost units a render thread gets through in a second with a CPU to itself: the units are microseconds of CPU.
    static let unitsPerSecond = 1_000_000

    /// The longest a costly request is let wait for a render thread, at the pace lately seen: a request that would
    /// wait longer is answered `503` at once. With a render of half a second of CPU at a tenth of a CPU (nice 10
    /// against busy connection threads), a client still has its answer well within 30 s.
    static let maxWait: Duration = .seconds(10)

    /// The longest a request may have waited when a render thread takes it; one that waited longer (the CPUs were
    /// busier than when it was let in) is answered `503` rather than made to wait for its render as well.
    static let maxWaited: Duration = .seconds(15)

    let queue: RenderQueue
    let threads: Int
    let metrics: RenderMetrics
    /// When waiting jobs start to be answered `503`; never until the stop.
    private let shedAt = Atomic<MonotonicInstant>(.distantFuture)

    /// Starts `threads` render threads on a queue that holds at most `budget` cost units.
    init(threads: Int, budget: Int, metrics: RenderMetrics) {
        queue = RenderQueue(budget: budget)
        self.threads = max(1, threads)
        self.metrics = metrics
        for _ in 0..<self.threads { RenderPool.spawn(self) }
    }

    /// Queues `work`; `nil` when queued, else the `503` to answer at once, with `Retry-After` in whole seconds: the
    /// cost ahead of it spread over the render threads, at the pace they have lately kept.
    func submit(_ work: RenderWork) -> HTTPError? {
        if MonotonicInstant.now() >= shedAt.load(ordering: .relaxed) {
            metrics.shedRequest(route: work.route)
            return RenderPool.stopping
        }
        let (wait, dropped) = queue.add(work, threads: threads, maxWait: RenderPool.maxWait)
        for job in dropped { drop(job) }
        guard let wait else { return nil }
        metrics.shedRequest(route: work.route)
        let seconds = Int(min(3600, wait / .seconds(1)).rounded(.up))
        return HTTPError(
            status: 503,
            detail: "the service is busy with costly renders: about \(seconds) s of work is ahead of this request; "
                + "send it again after Retry-After seconds",
            headers: ["Retry-After": String(max(1, seconds))])
    }

    /// From `deadline` on, waiting jobs and new ones are answered `503`.
    func shed(from deadline: MonotonicInstant) {
        shedAt.store(deadline, ordering: .relaxed)
    }

    /// The answer to a job that waited longer than ``maxWaited``.
    static let waitedTooLong = HTTPError(
        status: 503, detail: "the service is busy with costly renders and this one waited too long; send it again",
        headers: ["Retry-After": "5"])

    /// The answer to a job that the stop keeps from rendering.
    static let stopping = HTTPError(
        status: 503, detail: "the service is stopping and cannot render this in time; send the request again",
        headers: ["Retry-After": "1"])

    /// The nice value of a render thread: when the CPUs are short, the threads that read requests (nice 0) get about
    /// nine tenths of them, so a health check or a cached answer does not wait for a render to be preempted.
    static let niceness: Int32 = 10

    /// One render thread's life: take a job, drop it if its client has gone, otherwise render and answer it. Wraps
    /// `setpriority(2)`, which on Linux sets the calling thread's nice value alone.
    private func run() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, RenderPool.niceness)
        while true {
            let work = queue.next()
            let started = MonotonicInstant.now()
            if work.deferred.isClientGone {
                // Off the running count before the drop is counted, so that whoever sees the drop sees the thread free.
                queue.finished(work, took: nil)
                drop(work)
            } else if started >= shedAt.load(ordering: .relaxed) {
                metrics.shedRequest(route: work.route)
                work.deferred.complete(RenderPool.stopping.response)
                queue.finished(work, took: nil)
            } else if started - work.queued > RenderPool.maxWaited {
                metrics.shedRequest(route: work.route)
                work.deferred.complete(RenderPool.waitedTooLong.response)
                queue.finished(work, took: nil)
            } else {
                let response = work.render()
                let took = MonotonicInstant.now() - started
                metrics.rendered(route: work.route, lane: .render, took: took)
                queue.finished(work, took: took)
                work.deferred.complete(response)
            }
        }
    }

    /// Drops a job whose client has gone. Its answer, a `503`, is never read; completing it resumes the connection,
    /// so that libmicrohttpd sees it closed and ends the request.
    private func drop(_ work: RenderWork) {
        metrics.droppedJob(route: work.route)
        work.deferred.complete(
            HTTPError(
                status: 503, detail: "the connection closed before the render started", headers: ["Retry-After": "1"]
            )
            .response)
    }

    /// Starts one detached thread running ``run()``. Wraps `pthread_create`.
    private static func spawn(_ pool: RenderPool) {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(pool).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<RenderPool>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<RenderPool>.fromOpaque(context).release()
            fatalError("cannot start a render thread (pthread_create: \(created))")
        }
        pthread_detach(thread)
    }
}
