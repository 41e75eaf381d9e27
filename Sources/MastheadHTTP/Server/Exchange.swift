#if canImport(Glibc)
    import Glibc
#endif

/// The state of one request while libmicrohttpd calls the access handler for it, from its headers to completion.
///
/// Created on the first call (which must not answer, or libmicrohttpd closes the connection afterwards), handed
/// to libmicrohttpd as the request's `void *` context with one retain, and released exactly once when the request
/// completes. Only the connection's own thread touches it, so it needs no lock.
final class Exchange {
    let method: String
    /// The path as sent, still percent-encoded; libmicrohttpd passes the URL without its query.
    let rawURL: String
    let started: UInt64
    var body: [UInt8] = []
    var answered = false
    /// Bytes received past the body limit (a chunked body that announced no length); they are discarded.
    var overflow = 0
    var status = 0
    var bytes = 0

    init(method: String, rawURL: String) {
        self.method = method
        self.rawURL = rawURL
        started = Exchange.now()
    }

    /// Microseconds on the monotonic clock. Wraps `clock_gettime(2)`.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1000
    }
}
