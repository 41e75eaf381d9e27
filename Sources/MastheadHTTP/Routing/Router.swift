/// Matches a request's method and exact path to a handler.
///
/// Answers that need no handler are made here: `HEAD` runs the `GET` handler (the server drops the body),
/// `OPTIONS` answers a CORS preflight for any path, a known path with another method gets 405 with `Allow`, and a
/// path nobody claims goes to the fallback (static files) for `GET`/`HEAD`, or 404.
public struct Router: Sendable {
    /// A request handler; thrown ``HTTPError``s become their problem+json answer at the server.
    public typealias Handler = @Sendable (Request) throws -> Response

    private var routes: [String: [String: Handler]] = [:]
    private var fallback: Handler?

    /// Creates an empty router.
    public init() {}

    /// Routes `methods` at the exact `path` to `handler`.
    public mutating func add(_ methods: [String], _ path: String, _ handler: @escaping Handler) {
        for method in methods {
            routes[path, default: [:]][method] = handler
        }
    }

    /// Handles `GET` and `HEAD` requests for paths that no route claims (static files).
    public mutating func setFallback(_ handler: @escaping Handler) {
        fallback = handler
    }

    /// The methods routed at `path`, as an `Allow` header value, including the implied `HEAD` and `OPTIONS`.
    public func allowedMethods(at path: String) -> String? {
        guard let methods = routes[path] else { return nil }
        var names = Set(methods.keys)
        if names.contains("GET") { names.insert("HEAD") }
        names.insert("OPTIONS")
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        return order.filter(names.contains).joined(separator: ", ")
    }

    /// Answers `request`, throwing what its handler throws.
    public func respond(to request: Request) throws -> Response {
        // A malformed query is a 400 on every path, before anything else is looked at.
        var request = request
        try request.decodeQuery()
        if request.method == "OPTIONS" {
            return preflight(for: request)
        }
        let method = request.method == "HEAD" ? "GET" : request.method
        if let methods = routes[request.path] {
            if let handler = methods[method] {
                return try handler(request)
            }
            throw HTTPError(
                status: 405, detail: "\(request.method) is not allowed on \(request.path)",
                headers: ["Allow": allowedMethods(at: request.path) ?? "OPTIONS"])
        }
        if let fallback {
            guard method == "GET" else {
                throw HTTPError(
                    status: 405, detail: "\(request.method) is not allowed on \(request.path)",
                    headers: ["Allow": "GET, HEAD, OPTIONS"])
            }
            return try fallback(request)
        }
        throw HTTPError(status: 404, detail: "no resource at \(request.path)")
    }

    private func preflight(for request: Request) -> Response {
        var response = Response(status: 204)
        // The path's own methods, in both fields: a preflight is not told a POST is welcome where it gets 405.
        let methods = allowedMethods(at: request.path) ?? "GET, HEAD, OPTIONS"
        response.headers.set("Allow", methods)
        response.headers.set("Access-Control-Allow-Methods", methods)
        response.headers.set(
            "Access-Control-Allow-Headers", request.headers["Access-Control-Request-Headers"] ?? "Content-Type")
        response.headers.set("Access-Control-Max-Age", "86400")
        return response
    }
}
