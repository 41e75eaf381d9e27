import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#endif

extension Server {
    /// The fields that make the answer on `connection` this request's own: its `X-Request-ID` and, when the handler
    /// ran, its `Server-Timing`; keeps the request's ids on `exchange` for its record. Every answer goes through
    /// here, the server's own refusals included, so each one carries the id its log line has. The fields are added
    /// to the libmicrohttpd response as it is made (``makeResponse(_:trace:)``), not to the response's own
    /// headers, which a cached answer shares with every other request for it.
    func trace(exchange: Exchange, on connection: OpaquePointer) -> TraceFields {
        let trace = Server.withHeaderValue("X-Request-ID", of: connection) { requestID in
            Server.withHeaderValue("traceparent", of: connection) { traceparent in
                RequestTrace(requestID: requestID, traceparent: traceparent, makeID: RequestIDSource.shared.next)
            }
        }
        exchange.trace = trace
        return TraceFields(requestID: trace.requestID, handlerMicroseconds: exchange.handlerMicroseconds)
    }

    /// An answer's per-request header fields. The values are lent to libmicrohttpd as C strings in place (the
    /// `Server-Timing` one written on the stack): passing a `String` where C wants a `char *` copies it into a new
    /// array first.
    struct TraceFields {
        /// The `X-Request-ID` value.
        let requestID: String
        /// What the `Server-Timing` value is made of (``ServerTiming/withValue(microseconds:_:)``); `nil` when no
        /// handler ran, and the answer has no `Server-Timing`.
        let handlerMicroseconds: Int?

        /// Adds the fields to a libmicrohttpd response.
        func add(to response: OpaquePointer) {
            Server.addHeader(name: "X-Request-ID", value: requestID, to: response)
            if let handlerMicroseconds {
                ServerTiming.withValue(microseconds: handlerMicroseconds) { value in
                    _ = MHD_add_response_header(response, "Server-Timing", value)
                }
            }
        }

        /// Takes the fields away from a libmicrohttpd response again; `false` when one was not there. Wraps
        /// `MHD_del_response_header`.
        func remove(from response: OpaquePointer) -> Bool {
            var removed = requestID.withCString { MHD_del_response_header(response, "X-Request-ID", $0) } == .YES
            if let handlerMicroseconds {
                let timing = ServerTiming.withValue(microseconds: handlerMicroseconds) { value in
                    MHD_del_response_header(response, "Server-Timing", value)
                }
                removed = timing == .YES && removed
            }
            return removed
        }
    }

    /// A copy of a reusable answer lent to one request with its trace fields (``ReusableResponse/borrow(_:)``),
    /// given back when the request is over.
    struct LentResponse {
        let reusable: ReusableResponse
        let response: OpaquePointer
        let fields: TraceFields

        /// Gives the copy back without this request's fields; one whose fields cannot be found is destroyed instead.
        func giveBack() {
            if fields.remove(from: response) {
                reusable.giveBack(response)
            } else {
                MHD_destroy_response(response)
            }
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
