/// How the HTTP server listens and what it tolerates.
public struct ServerConfiguration: Sendable {
    /// Address to bind: `nil`, `::` or `*` for every address (IPv6 and IPv4), or a literal address or host name.
    public var host: String?
    /// TCP port; 0 picks a free one (read it back from ``Server/port``).
    public var port: Int = 8080
    /// Threads answering requests; each runs its own event loop.
    public var threads: Int = 2
    /// Each thread waits with `epoll` (without `MHD_USE_TURBO`) rather than `poll`; off by default, see ``Server``.
    public var epoll = false
    /// Seconds a connection may stay idle (or trickle its request) before it is closed.
    public var connectionTimeout: Int = 10
    /// Most connections open at once; more are refused at accept.
    public var connectionLimit: Int = 1024
    /// Largest request body, in bytes, on a path not in ``largeBodyPaths``; a larger one gets 413 without being read.
    public var bodyLimit: Int = 64 * 1024
    /// Paths whose body may be larger, up to ``largeBodyLimit``: those whose body may carry a picture. Such a path's
    /// handler refuses a body over ``bodyLimit`` that carries none itself.
    public var largeBodyPaths: Set<String> = []
    /// Largest request body, in bytes, on a path in ``largeBodyPaths``.
    public var largeBodyLimit: Int = 2 * 1024 * 1024
    /// Memory libmicrohttpd gives each connection for the request line, the headers and its own bookkeeping. A head
    /// that does not fit is refused by libmicrohttpd itself (414 or 431 with its HTML body), so this is kept larger
    /// than ``requestTargetLimit`` plus ``headerFieldsLimit``, which the server checks first. libmicrohttpd zeroes
    /// it between requests: keep it small.
    public var connectionMemoryLimit: Int = 32 * 1024
    /// Longest request target (path and query, as sent); a longer one gets 414 as problem+json.
    public var requestTargetLimit: Int = 16 * 1024
    /// Most bytes of header fields (names, values and line ends); more get 431 as problem+json.
    public var headerFieldsLimit: Int = 8 * 1024
    /// Header fields added to every answer, including the server's own errors (CORS).
    public var defaultHeaders: [(name: String, value: String)] = []
    /// Whether every answer carries `X-Request-ID` (the client's, or one made) and `Server-Timing` (the handler's
    /// time), and the request's record its ids (``RequestTrace``). Such answers are made for each request: a
    /// ``ReusableResponse`` is not reused.
    public var traceRequests = false
    /// Called once per finished request, on a server thread; keep it short.
    public var onRequestCompleted: (@Sendable (RequestRecord) -> Void)?
    /// Called when a handler throws something other than ``HTTPError`` (it becomes a 500).
    public var onUnexpectedError: (@Sendable (Request, any Error) -> Void)?

    /// A configuration with defaults.
    public init() {}

    /// The largest body a request to `path` (as sent, without its query) may have.
    public func bodyLimit(forPath path: String) -> Int {
        largeBodyPaths.contains(path) ? largeBodyLimit : bodyLimit
    }
}

/// What the server knows about one finished request, for logs and metrics.
public struct RequestRecord: Sendable {
    /// The method as sent.
    public var method: String
    /// The path as sent (still percent-encoded), without the query.
    public var path: String
    /// The status answered; 0 when the connection ended before any answer.
    public var status: Int
    /// Body bytes answered.
    public var bytes: Int
    /// Microseconds from the request's headers to the end of the answer.
    public var microseconds: Int
    /// The request id its answer carried in `X-Request-ID`; `nil` when the server does not trace requests, or the
    /// request ended before any answer.
    public var requestID: String? = nil
    /// The trace id of its `traceparent`, when it sent a valid one.
    public var traceID: String? = nil
}
