import MastheadHTTP
import MastheadPreview
import MastheadSupport
import MastheadText

/// The service's routes and endpoints answering in the calling thread, with no server and no sockets.
///
/// Built from the same configuration, fonts, routes and responder as ``Service``, so a request answered here takes
/// the code path a request over HTTP takes after libmicrohttpd has parsed it. The fuzz target and its regression
/// tests drive it; the `/metrics` gauge of open connections reads 0.
public struct InProcessService: Sendable {
    private let router: Router
    private let responder: EndpointResponder

    /// Loads the fonts and the static folder named by `configuration`; throws like ``Service/init(configuration:)``.
    public init(configuration: ServiceConfiguration) throws {
        let caching = CachePolicy(enabled: configuration.cacheBytes > 0)
        let shaper = try TextShaper(
            folders: FontFolders(
                inter: configuration.fontDirectory, fallback: configuration.fallbackFontDirectory,
                roboto: configuration.robotoFontDirectory),
            caching: caching)
        responder = EndpointResponder(
            context: RenderContext(shaper: shaper, caching: caching),
            cache: ResponseCache(byteLimit: configuration.cacheBytes, counters: caching.counters), caching: caching)
        router = try Routes.make(
            configuration: configuration, responder: responder, metrics: ServiceMetrics(caches: caching.counters),
            isReady: { true }, openConnections: { 0 })
    }

    /// Answers `request` through the router, throwing what a handler throws: an ``HTTPError`` for a request the
    /// client got wrong, anything else for a failure the server would answer with a 500.
    public func respond(to request: Request) throws -> Response {
        try router.respond(to: request)
    }

    /// What the network service answers a plain `GET` with before building a request (a repeated request, or a
    /// known scene at a new offset), or `nil` when it would take the full path. See
    /// ``MastheadHTTP/ServerConfiguration/quickAnswer``.
    public func quickAnswer(path: String, query: String) -> Response? {
        var query = query
        return query.withUTF8 { responder.quickAnswer(path: path, query: UnsafeRawBufferPointer($0)) }
    }
}
