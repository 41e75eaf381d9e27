import MastheadFormat
import MastheadSupport
import Synchronization

/// The two lanes' counters for `GET /metrics`: render time by endpoint and lane, requests shed and jobs dropped by
/// endpoint, requests in flight by lane, and the render queue's cost and depth (read from the queue itself).
final class RenderMetrics: Sendable {
    /// Where a render ran: on the connection thread that read the request, or on a render thread.
    enum Lane: Int, CaseIterable, Sendable {
        case connection
        case render

        var label: String { self == .connection ? "connection" : "render" }
    }

    /// Upper bounds of the render-time buckets, in seconds.
    static let buckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

    private struct Histogram {
        var buckets = [Int](repeating: 0, count: RenderMetrics.buckets.count)
        var count = 0
        var seconds = 0.0
    }

    /// One histogram per route and lane, at `route * 2 + lane`.
    private let histograms: [Locked<Histogram>]
    /// Requests answered `503` because the render queue was full, by route.
    private let shed: Locked<[Int]>
    /// Jobs dropped because their client had gone, by route.
    private let dropped: Locked<[Int]>
    /// Requests being answered on connection threads now (parsing, the cache, cheap renders).
    let connectionLaneInFlight = Atomic<Int>(0)

    /// The endpoints' paths, the metrics' routes.
    let paths: [String]

    /// Metrics for the endpoints at `paths`.
    init(paths: [String]) {
        self.paths = paths
        histograms = (0..<paths.count * Lane.allCases.count).map { _ in Locked(Histogram()) }
        shed = Locked([Int](repeating: 0, count: paths.count))
        dropped = Locked([Int](repeating: 0, count: paths.count))
    }

    /// The route of the endpoint at `path`, for the other calls; `nil` for any other path, which is not counted.
    func route(of path: String) -> Int? { paths.firstIndex(of: path) }

    /// Counts one render on `lane` that `took` so long.
    func rendered(route: Int?, lane: Lane, took: Duration) {
        guard let route else { return }
        let seconds = took / .seconds(1)
        histograms[route * Lane.allCases.count + lane.rawValue].withLock { histogram in
            histogram.count += 1
            histogram.seconds += seconds
            if let bucket = RenderMetrics.buckets.firstIndex(where: { seconds <= $0 }) {
                histogram.buckets[bucket] += 1
            }
        }
    }

    /// Counts one request shed with `503` (the queue was full, or the service was stopping).
    func shedRequest(route: Int?) {
        if let route { shed.withLock { $0[route] += 1 } }
    }

    /// Counts one job dropped unrendered because its client had gone.
    func droppedJob(route: Int?) {
        if let route { dropped.withLock { $0[route] += 1 } }
    }

    /// Requests shed at `route` so far.
    func shedCount(route: Int) -> Int { shed.withLock { $0[route] } }

    /// Jobs dropped at `route` so far.
    func droppedCount(route: Int) -> Int { dropped.withLock { $0[route] } }

    /// A copy of the histogram of `route` on `lane`: cumulative bucket counts, count and sum of seconds.
    func histogram(route: Int, lane: Lane) -> (buckets: [Int], count: Int, seconds: Double) {
        histograms[route * Lane.allCases.count + lane.rawValue].withLock { histogram in
            var cumulative = 0
            return (
                histogram.buckets.map {
                    cumulative += $0
                    return cumulative
                }, histogram.count, histogram.seconds
            )
        }
    }
}
