import MastheadFormat
import MastheadSupport
import Synchronization

/// Counters for `GET /metrics` in the Prometheus text format: requests by route and status, a latency histogram
/// by route, cache hits and misses by cache kind, bytes sent, open connections, and the two lanes'
/// (``RenderMetrics``).
///
/// Routes are the service's own paths; every other path is counted as `static` (answered from `Public/`) or
/// `other`, so a client probing random paths cannot grow the metrics without bound.
final class ServiceMetrics: Sendable {
    static let routes =
        Routes.endpoints.map(\.path) + [
            "/v1/catalog", "/openapi.json", "/healthz", "/readyz", "/metrics", "static", "other",
        ]
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

    private struct RouteCounters {
        var statuses: [Int: Int] = [:]
        var buckets = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var count = 0
        var seconds = 0.0
    }

    private let counters: [Locked<RouteCounters>]
    /// Every cache's look-ups, by kind.
    let caches: CacheCounters
    private let bytesSent = Atomic<Int>(0)
    /// The lanes, for their render metrics and the render queue's state.
    let lanes: RenderLanes

    init(caches: CacheCounters, lanes: RenderLanes) {
        counters = ServiceMetrics.routes.map { _ in Locked(RouteCounters()) }
        self.caches = caches
        self.lanes = lanes
    }

    /// Counts one finished request.
    func record(path: String, status: Int, bytes: Int, microseconds: Int) {
        // A search from the front, where the endpoints are: cheaper than hashing the path (measured).
        let index =
            ServiceMetrics.routes.firstIndex(of: path)
            ?? (status == 200 || status == 304 ? ServiceMetrics.routes.count - 2 : ServiceMetrics.routes.count - 1)
        let seconds = Double(microseconds) / 1_000_000
        bytesSent.add(bytes, ordering: .relaxed)
        counters[index].withLock { route in
            route.statuses[status, default: 0] += 1
            route.count += 1
            route.seconds += seconds
            if let bucket = ServiceMetrics.buckets.firstIndex(where: { seconds <= $0 }) {
                route.buckets[bucket] += 1
            }
        }
    }

    /// The exposition text. `openConnections` comes from the server.
    func exposition(openConnections: Int) -> String {
        var text = "# HELP masthead_requests_total Requests answered, by route and status.\n"
        text += "# TYPE masthead_requests_total counter\n"
        var histogram = "# HELP masthead_request_duration_seconds Time from request headers to the end of the answer.\n"
        histogram += "# TYPE masthead_request_duration_seconds histogram\n"
        for (index, route) in ServiceMetrics.routes.enumerated() {
            let snapshot = counters[index].withLock { $0 }
            for (status, count) in snapshot.statuses.sorted(by: { $0.key < $1.key }) {
                text += "masthead_requests_total{route=\"\(route)\",status=\"\(status)\"} \(count)\n"
            }
            guard snapshot.count > 0 else { continue }
            var cumulative = 0
            for (bucket, bound) in ServiceMetrics.buckets.enumerated() {
                cumulative += snapshot.buckets[bucket]
                histogram +=
                    "masthead_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)\n"
            }
            histogram += "masthead_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(snapshot.count)\n"
            histogram +=
                "masthead_request_duration_seconds_sum{route=\"\(route)\"} \(NumberFormat.string(snapshot.seconds))\n"
            histogram += "masthead_request_duration_seconds_count{route=\"\(route)\"} \(snapshot.count)\n"
        }
        text += histogram
        text += "# HELP masthead_cache_hits_total Cache look-ups that found their entry, by cache kind.\n"
        text += "# TYPE masthead_cache_hits_total counter\n"
        for kind in CacheKind.allCases {
            text += "masthead_cache_hits_total{kind=\"\(kind.rawValue)\"} \(caches.hits(kind))\n"
        }
        text += "# HELP masthead_cache_misses_total Cache look-ups that did not, by cache kind.\n"
        text += "# TYPE masthead_cache_misses_total counter\n"
        for kind in CacheKind.allCases {
            text += "masthead_cache_misses_total{kind=\"\(kind.rawValue)\"} \(caches.misses(kind))\n"
        }
        text += "# HELP masthead_response_bytes_total Body bytes sent.\n# TYPE masthead_response_bytes_total counter\n"
        text += "masthead_response_bytes_total \(bytesSent.load(ordering: .relaxed))\n"
        text += "# HELP masthead_open_connections Connections open now.\n# TYPE masthead_open_connections gauge\n"
        text += "masthead_open_connections \(openConnections)\n"
        let queue = lanes.pool?.queue
        return text
            + lanes.metrics.exposition(queue: queue?.state ?? RenderQueue.Snapshot(), budget: queue?.budget ?? 0)
    }
}
