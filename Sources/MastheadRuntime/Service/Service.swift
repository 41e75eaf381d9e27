import MastheadHTTP
import MastheadPreview
import MastheadSupport
import MastheadText
import Synchronization

/// The whole Masthead service: configuration in, a running HTTP server out.
///
/// Built by a function separate from the executable's `main`, so tests start the very same service on port 0.
public final class Service: Sendable {
    /// The configuration it was started with.
    public let configuration: ServiceConfiguration
    /// The HTTP server.
    public let server: Server
    /// What `/readyz` answers.
    public let readiness: Readiness
    /// The cost limit and the render lane.
    let lanes: RenderLanes

    /// Loads what the service needs (fonts, static folder) and prepares the server; nothing listens yet.
    ///
    /// Throws a one-line error for anything missing, naming the file or folder (and for fonts, the package).
    public init(configuration: ServiceConfiguration) throws {
        self.configuration = configuration
        HeapTrimmer.mapLargeBlocks()
        let caching = CachePolicy(enabled: configuration.cacheBytes > 0)
        let shaper = try TextShaper(configuration: configuration, caching: caching)
        let lanes = RenderLanes(configuration: configuration, pooled: true)
        self.lanes = lanes
        let metrics = ServiceMetrics(caches: caching.counters, lanes: lanes)
        let responder = EndpointResponder(
            context: RenderContext(shaper: shaper, caching: caching),
            cache: ResponseCache(byteLimit: configuration.cacheBytes, counters: caching.counters), caching: caching,
            lanes: lanes)
        let serverCell = ServerCell()
        let readiness = Readiness()
        self.readiness = readiness
        let router = try Routes.make(
            configuration: configuration, responder: responder, metrics: metrics, isReady: { readiness.isReady },
            openConnections: { serverCell.gauge?.value ?? 0 })
        var serverConfiguration = ServerConfiguration()
        serverConfiguration.host = configuration.host
        serverConfiguration.port = configuration.port
        serverConfiguration.threads = configuration.threads
        serverConfiguration.epoll = configuration.epoll
        serverConfiguration.connectionTimeout = configuration.connectionTimeout
        serverConfiguration.connectionLimit = configuration.maxConnections
        Routes.limitBodies(of: &serverConfiguration)
        // A page on another origin (a design tool's plug-in) may read the request id and the timing too.
        serverConfiguration.defaultHeaders =
            [("Access-Control-Allow-Origin", "*"), ("Access-Control-Expose-Headers", "X-Request-ID, Server-Timing")]
            + SecurityHeaders.everyAnswer
        serverConfiguration.traceRequests = true
        let logRequests = configuration.logRequests
        serverConfiguration.onRequestCompleted = { record in
            metrics.record(
                path: record.path, status: record.status, bytes: record.bytes, microseconds: record.microseconds)
            if logRequests { RequestLog.write(record) }
        }
        serverConfiguration.onUnexpectedError = { request, error in
            RequestLog.message("unexpected error answering \(request.method) \(request.path): \(error)")
        }
        // The answer cache first (a repeated request, a slider's next offset), then the routes.
        let inFlight = lanes.metrics
        server = Server(configuration: serverConfiguration) { request in
            inFlight.connectionLaneInFlight.add(1, ordering: .relaxed)
            defer { inFlight.connectionLaneInFlight.subtract(1, ordering: .relaxed) }
            return try responder.cachedAnswer(to: request) ?? router.respond(to: request)
        }
        serverCell.gauge = server.connectionGauge
    }

    /// Starts listening.
    public func start() throws {
        try server.start()
        RequestLog.message(
            "masthead listening on port \(server.port) with \(configuration.threads) threads and "
                + "\(configuration.renderThreads) render threads")
    }

    /// How long before the shutdown timeout renders still waiting are answered `503` (at most half the timeout).
    static let renderMargin: Duration = .seconds(2)

    /// Starts the drain: `/readyz` answers 503 from now on; everything else is answered as before.
    public func beginDrain() {
        readiness.stopAccepting()
        RequestLog.message("masthead draining for \(configuration.drainSeconds) s: /readyz answers 503")
    }

    /// Stops: no new connections, every request on the connections already accepted answered, for up to `timeout`.
    /// Returns how many connections were cut at the deadline; 0 is a clean stop.
    @discardableResult
    public func stop(timeout: Duration = .seconds(10)) -> Int {
        readiness.stopAccepting()
        // Renders still waiting this close to the deadline are answered 503 rather than started: one that starts
        // then, as costly as the limit allows, ends within the time left.
        let margin = min(timeout / 2, Service.renderMargin)
        lanes.pool?.shed(from: MonotonicInstant.now() + (timeout - margin))
        let cut = server.stop(timeout: timeout)
        if cut > 0 {
            RequestLog.message("masthead stopped at the shutdown timeout; connections cut: \(cut)")
        } else {
            RequestLog.message("masthead stopped")
        }
        return cut
    }
}

/// Lets a route reach the open-connections gauge of the server, which is created after the routes.
///
/// It holds the server's ``ConnectionGauge``, not the server: the server holds the routes, so a strong reference to
/// it would make a cycle that outlives the service, and a weak one slows every retain of the server.
final class ServerCell: Sendable {
    private let storage = Mutex<ConnectionGauge?>(nil)

    var gauge: ConnectionGauge? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
