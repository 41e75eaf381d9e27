import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#endif

/// Checks on a request's framing that libmicrohttpd 0.9.75 does not make itself. A request failing one is refused
/// with a 400 and its connection closed, since nothing after it on the connection can be trusted either.
enum RequestFraming {
    /// What is wrong with the request's framing, or `nil` when nothing is.
    static func problem(
        connection: OpaquePointer, url: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, memoryLimit: Int
    ) -> String? {
        if let url, let version,
            targetHidesNUL(connection: connection, url: url, version: version, memoryLimit: memoryLimit)
        {
            return "the request line holds a NUL byte"
        }
        if hasConflictingContentLengths(connection) {
            return "the request has Content-Length fields that disagree"
        }
        // RFC 9112 §3.2: an HTTP/1.1 request without Host must be refused; libmicrohttpd 0.9.75 lets it through.
        if let version, strcmp(version, "HTTP/1.1") == 0,
            MHD_lookup_connection_value(connection, .HEADER_KIND, "Host") == nil
        {
            return "an HTTP/1.1 request needs a Host header"
        }
        return nil
    }

    /// A 414 for a request target over `targetLimit` (``ServerConfiguration/requestTargetLimit``), or a 431 for
    /// header fields over `fieldsLimit` (``ServerConfiguration/headerFieldsLimit``); `nil` when the head is within
    /// both. `memoryLimit` is the connection's memory (``ServerConfiguration/connectionMemoryLimit``). It takes the
    /// three numbers, not the configuration: passing that copies it, which retains and releases its every closure
    /// and array on each request.
    ///
    /// Checked here so that the answer is problem+json: libmicrohttpd refuses a head itself, with its own HTML, only
    /// when it does not fit in the connection's memory, which is larger than both limits together. The target lies
    /// in the connection's read buffer from `url` up to the space before `version`; the header fields are the head
    /// (``MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE``) less the request line and the empty line that ends them.
    static func oversize(
        connection: OpaquePointer, method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?, memoryLimit: Int, targetLimit: Int, fieldsLimit: Int
    ) -> HTTPError? {
        guard let method, let url, let version else { return nil }
        let span = url.distance(to: version)
        guard span > 0, span <= memoryLimit else { return nil }
        let target = span - 1
        if target > targetLimit {
            let limit = targetLimit
            return HTTPError(
                status: 414, detail: "the request target is \(target) bytes; at most \(limit) are allowed")
        }
        let head = masthead_mhd_head_size(connection)
        let requestLine = method.distance(to: version) + strlen(version) + 2
        let fields = head - requestLine - 2
        if head > 0, requestLine > 0, fields > fieldsLimit {
            let limit = fieldsLimit
            return HTTPError(
                status: 431, detail: "the header fields are \(fields) bytes; at most \(limit) are allowed")
        }
        return nil
    }

    /// Whether a NUL byte in the request target hid what follows it.
    ///
    /// libmicrohttpd reads the target as a C string, so `GET /v1/geometry?title=a<NUL>b` would be answered as if
    /// it were `?title=a`. The target lies in the connection's read buffer from `url` up to the space before
    /// `version`, split in place at `?`, `&` and `=`: the path and the query items libmicrohttpd reports, each with
    /// the byte that ends it, cover all of it unless a NUL cut something off. A NUL as the target's very last byte
    /// hides nothing and is let through. `version` outside the buffer (`memoryLimit`) means no version was sent.
    /// Can go when libmicrohttpd refuses NUL in the request line itself (0.9.75 does not).
    static func targetHidesNUL(
        connection: OpaquePointer, url: UnsafePointer<CChar>, version: UnsafePointer<CChar>, memoryLimit: Int
    ) -> Bool {
        let span = url.distance(to: version)
        guard span > 0, span <= memoryLimit else { return false }
        // The count lives on the stack and is lent to the callback: no object is made for it on every request.
        var covered = strlen(url) + 1
        withUnsafeMutablePointer(to: &covered) { counter in
            _ = MHD_get_connection_values(
                connection, .GET_ARGUMENT_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    context.assumingMemoryBound(to: Int.self).pointee +=
                        strlen(key) + 1 + (value.map { strlen($0) + 1 } ?? 0)
                    return .YES
                }, counter)
        }
        return covered + 1 < span
    }

    /// Whether `Content-Length` is sent more than once with different values. libmicrohttpd 0.9.75 reads the first
    /// and ignores the rest, where a proxy in front may read another: RFC 9112 §6.3 makes it an unrecoverable error.
    /// Runs on every request, so it compares the C strings in place rather than copying them.
    static func hasConflictingContentLengths(_ connection: OpaquePointer) -> Bool {
        struct Search {
            var first: UnsafePointer<CChar>?
            var conflict = false
        }
        var search = Search()
        withUnsafeMutablePointer(to: &search) { state in
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND,
                { context, _, key, value in
                    guard let context, let key, strcasecmp(key, "Content-Length") == 0 else { return .YES }
                    let search = context.assumingMemoryBound(to: Search.self)
                    // libmicrohttpd gives every header field a value, possibly empty, so `value` is not nil here.
                    guard let value else { return .YES }
                    if let first = search.pointee.first {
                        if strcmp(first, value) != 0 { search.pointee.conflict = true }
                    } else {
                        search.pointee.first = value
                    }
                    return .YES
                }, state)
        }
        return search.conflict
    }
}
