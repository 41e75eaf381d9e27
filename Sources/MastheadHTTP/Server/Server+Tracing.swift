import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#endif

extension Server {
    /// Adds `X-Request-ID` and, when the handler ran, `Server-Timing` to the answer on `connection`, and keeps the
    /// request's ids on `exchange` for its record. Every answer goes through here, the server's own refusals
    /// included, so each one carries the id its log line has. The answer is then this request's alone: a reusable
    /// response is sent as a fresh copy with the fields added.
    func trace(_ response: inout Response, exchange: Exchange, on connection: OpaquePointer) {
        let trace = Server.withHeaderValue("X-Request-ID", of: connection) { requestID in
            Server.withHeaderValue("traceparent", of: connection) { traceparent in
                RequestTrace(requestID: requestID, traceparent: traceparent, makeID: RequestIDSource.shared.next)
            }
        }
        exchange.trace = trace
        response.reusable = nil
        response.headers.add("X-Request-ID", trace.requestID)
        if let microseconds = exchange.handlerMicroseconds {
            response.headers.add("Server-Timing", ServerTiming.value(microseconds: microseconds))
        }
    }

    /// Runs `body` with the bytes of the first header field named `name` (compared case-insensitively by
    /// libmicrohttpd), without the spaces and tabs around it, which are not part of a field's value (RFC 9110 §5.5;
    /// libmicrohttpd 0.9.75 keeps the trailing ones), or `nil` when the request has none. Wraps
    /// `MHD_lookup_connection_value`.
    static func withHeaderValue<Result>(
        _ name: String, of connection: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, name) else { return body(nil) }
        let count = strlen(value)
        return value.withMemoryRebound(to: UInt8.self, capacity: count + 1) { start in
            let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
            var first = 0
            var end = count
            while first < end && isSpace(start[first]) { first += 1 }
            while end > first && isSpace(start[end - 1]) { end -= 1 }
            return body(UnsafeBufferPointer(start: start + first, count: end - first))
        }
    }
}
