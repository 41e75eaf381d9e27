import MastheadSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The state of one request while libmicrohttpd calls the access handler for it, from its headers to completion.
///
/// Created on the first call (which must not answer, or libmicrohttpd closes the connection afterwards), handed
/// to libmicrohttpd as the request's `void *` context with one retain, and released exactly once when the request
/// completes. Only the connection's own thread touches it, so it needs no lock (a deferred answer is handed over
/// through ``DeferredResponse``, which has its own).
final class Exchange {
    let method: String
    /// The path as sent, still percent-encoded; libmicrohttpd passes the URL without its query.
    let rawURL: String
    let started: MonotonicInstant
    var body: [UInt8] = []
    var answered = false
    /// The largest body this request may have (``ServerConfiguration/bodyLimit(forPath:)``); -1 until a body or an
    /// announced length asks for it (``Server/bodyLimit(of:)``), which most requests (a `GET`) never do.
    var bodyLimit = -1
    /// Bytes received past the body limit (a chunked body that announced no length); they are discarded.
    var overflow = 0
    var status = 0
    var bytes = 0
    /// The answer the connection is parked for, between the handler's deferred return and the answer's sending.
    var deferred: DeferredResponse?
    /// The request's id and trace id, once its answer is sent by a server that traces requests.
    var trace: RequestTrace?
    /// The copy of a reusable answer this request was sent, given back when the request is over.
    var lent: Server.LentResponse?
    /// When the handler was called, for ``handlerMicroseconds`` of an answer that is completed later.
    var handlerStarted = MonotonicInstant.zero
    /// Microseconds the handler took, once it has answered (not for an answer the server made itself); for a deferred
    /// answer, up to its completion, so the wait for a render thread and the render are counted.
    var handlerMicroseconds: Int?

    init(method: String, rawURL: String) {
        self.method = method
        self.rawURL = rawURL
        started = .now()
    }

    /// The method as a string: the common ones as constants, which cost no copy and no UTF-8 check of the bytes
    /// (every request makes this string, and most are `GET`), any other one copied as sent.
    static func methodName(_ method: UnsafePointer<CChar>) -> String {
        if strcmp(method, "GET") == 0 { return "GET" }
        if strcmp(method, "POST") == 0 { return "POST" }
        if strcmp(method, "HEAD") == 0 { return "HEAD" }
        if strcmp(method, "OPTIONS") == 0 { return "OPTIONS" }
        return String(cString: method)
    }

    /// The path of a request target. An absolute-form target (`http://host/v1/geometry`, which RFC 9112 §3.2.2 says
    /// a server must accept, and proxies send) is answered as its path; libmicrohttpd has already cut the query.
    static func originForm(_ target: String) -> String {
        guard target.utf8.first != UInt8(ascii: "/") else { return target }
        for scheme in ["http://", "https://"] {
            guard target.utf8.count > scheme.utf8.count,
                target.utf8.prefix(scheme.utf8.count).elementsEqual(scheme.utf8, by: { $0 | 0x20 == $1 })
            else { continue }
            let rest = target.utf8.dropFirst(scheme.utf8.count)
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return "/" }
            return String(target[slash...])
        }
        return target
    }
}
