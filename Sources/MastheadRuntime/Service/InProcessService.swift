import MastheadAudit
import MastheadEndpoints
import MastheadHTTP
import MastheadParameters
import MastheadPreview
import MastheadSupport
import MastheadText

/// The service's routes and endpoints answering in the calling thread, with no server and no sockets.
///
/// Built from the same configuration, fonts, routes and responder as ``Service``, so a request answered here takes
/// the code path a request over HTTP takes after libmicrohttpd has parsed it, but for one thing: a costly request is
/// rendered in the calling thread too (there is no render pool), after the same cost limit. The fuzz target and its
/// regression tests drive it; the `/metrics` gauge of open connections reads 0.
public struct InProcessService: Sendable {
    private let router: Router
    private let responder: EndpointResponder

    /// Loads the fonts and the static folder named by `configuration`; throws like ``Service/init(configuration:)``.
    /// With `servesFiles` false the static folder is neither needed nor served (the command line's `render`).
    public init(configuration: ServiceConfiguration, servesFiles: Bool = true) throws {
        let caching = CachePolicy(enabled: configuration.cacheBytes > 0)
        let shaper = try TextShaper(configuration: configuration, caching: caching)
        let lanes = RenderLanes(configuration: configuration, pooled: false)
        responder = EndpointResponder(
            context: RenderContext(shaper: shaper, caching: caching),
            cache: ResponseCache(byteLimit: configuration.cacheBytes, counters: caching.counters), caching: caching,
            lanes: lanes)
        router = try Routes.make(
            configuration: configuration, responder: responder,
            metrics: ServiceMetrics(caches: caching.counters, lanes: lanes),
            isReady: { true }, openConnections: { 0 }, servesFiles: servesFiles)
    }

    /// Answers `request` as the network service does: from the answer cache when it can (a repeated `GET`, a known
    /// scene at a new offset), otherwise through the routes. Throws what a handler throws: an ``HTTPError`` for a
    /// request the client got wrong, anything else for a failure the server would answer with a 500.
    public func respond(to request: Request) throws -> Response {
        try responder.cachedAnswer(to: request) ?? router.respond(to: request)
    }

    /// The report of the audit `request` asks for (a `GET` or `POST` to `/v1/audit`): decoded and held against the
    /// cost limit as over HTTP, so it throws the same ``HTTPError``s, then run in the calling thread. Its document
    /// (``AuditEndpoint/document(of:)``) is the body of the HTTP answer to the same request; `masthead audit` counts
    /// the findings from the report itself.
    package func audit(_ request: Request) throws(HTTPError) -> AuditReport {
        let endpoint = AuditEndpoint()
        let parameters = try ParameterSet(request: request, allowed: endpoint.parameterNames)
        let audit = try endpoint.decode(ParameterReader(parameters: parameters), context: responder.context)
        if let refusal = responder.lanes.refusal(for: audit.cost) { throw refusal }
        return Audit.run(audit.request, measurer: responder.context.shaper)
    }

    /// What the answer cache alone answers `request` with (a repeated plain `GET`, or a known scene at a new
    /// offset), or `nil` when the routes would answer it.
    public func cachedAnswer(to request: Request) -> Response? {
        responder.cachedAnswer(to: request)
    }
}
