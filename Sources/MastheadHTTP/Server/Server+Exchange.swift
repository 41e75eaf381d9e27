import CMicroHTTPD
import MastheadFormat
import MastheadSupport

extension Server {
    /// Runs the handler; the one place where errors become answers. An ``HTTPError`` becomes its problem+json, any
    /// other error a 500 (reported to ``ServerConfiguration/onUnexpectedError``), and the server keeps serving.
    func answer(_ request: Request) -> Response {
        do {
            return try handler(request)
        } catch let error as HTTPError {
            return error.response
        } catch {
            configuration.onUnexpectedError?(request, error)
            return HTTPError(status: 500, detail: "the service failed to answer this request").response
        }
    }

    /// The answer to the request on `connection`: its request value made (``makeRequest(exchange:connection:)``)
    /// and answered, or the 400 that says why it cannot be made. The request is made and answered in one place and
    /// never wrapped (a `Result` of it cost a generic copy and destruction of the whole request on every answer).
    func answer(exchange: Exchange, connection: OpaquePointer) -> Response {
        do {
            let request = try makeRequest(exchange: exchange, connection: connection)
            exchange.handlerStarted = .now()
            defer { exchange.handlerMicroseconds = exchange.handlerStarted.microseconds(to: .now()) }
            return answer(request)
        } catch {
            return error.response
        }
    }

    /// Builds the request value from the connection: path decoded here, the query when the handler asks for it
    /// (``Request/decodeQuery()``), headers copied.
    func makeRequest(exchange: Exchange, connection: OpaquePointer) throws(HTTPError) -> Request {
        let rawPath = exchange.rawURL
        guard let path = PercentDecoding.decode(rawPath.utf8, plusIsSpace: false) else {
            throw HTTPError.badRequest("the path is not valid percent-encoded UTF-8")
        }
        let (query, rawQuery) = try Server.query(of: connection, memoryLimit: configuration.connectionMemoryLimit)
        return Request(
            method: exchange.method, path: path, rawPath: rawPath, query: query ?? [], rawQuery: rawQuery,
            headers: Server.headers(of: connection), body: exchange.body)
    }

    /// Refuses a body over the limit with 413 and closes the connection, so the rest is never read.
    func refuseLargeBody(exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
        let error = HTTPError(
            status: 413, detail: "the request body is larger than \(bodyLimit(of: exchange)) bytes")
        return refuse(error, exchange: exchange, on: connection)
    }

    /// Answers `error` and closes the connection, so nothing more is read from it.
    func refuse(_ error: HTTPError, exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
        var response = error.response
        response.headers.set("Connection", "close")
        return send(response, exchange: exchange, on: connection)
    }

    /// Queues `response` on the connection. A reusable response is prepared once and queued again as it is, or, when
    /// each answer carries its request's trace fields, sent from a copy lent to this request alone.
    func send(_ response: Response, exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
        var response = response
        if stopping.load(ordering: .relaxed) {
            // The server is stopping: this answer is the connection's last, and says so.
            response.reusable = nil
            response.headers.set("Connection", "close")
        }
        let fields = configuration.traceRequests ? trace(exchange: exchange, on: connection) : nil
        exchange.answered = true
        exchange.status = response.status
        exchange.bytes = exchange.method == "HEAD" || response.status == 304 ? 0 : response.body.count
        if let reusable = response.reusable {
            guard let fields else {
                guard let prepared = reusable.pointer({ makeResponse(response, trace: nil) }) else { return .NO }
                return MHD_queue_response(connection, UInt32(response.status), prepared)
            }
            // A traced answer is this request's alone: a copy no other request uses, with this request's fields.
            guard let copy = reusable.borrow({ makeResponse(response, trace: nil) }) else { return .NO }
            let lent = LentResponse(reusable: reusable, response: copy, fields: fields)
            fields.add(to: copy)
            let queued = MHD_queue_response(connection, UInt32(response.status), copy)
            if queued == .YES { exchange.lent = lent } else { lent.giveBack() }
            return queued
        }
        guard let created = makeResponse(response, trace: fields) else { return .NO }
        defer { MHD_destroy_response(created) }
        return MHD_queue_response(connection, UInt32(response.status), created)
    }

    /// A libmicrohttpd response with the body (lent in place, or copied when small and sent once: ``LentBody``), the
    /// default headers, the response's own and the request's trace fields. Wraps `MHD_add_response_header`.
    func makeResponse(_ response: Response, trace: TraceFields?) -> OpaquePointer? {
        guard let created = LentBody.response(with: response.body, reused: response.reusable != nil) else {
            return nil
        }
        for field in configuration.defaultHeaders {
            Server.addHeader(name: field.name, value: field.value, to: created)
        }
        for field in response.headers {
            Server.addHeader(name: field.name, value: field.value, to: created)
        }
        if let trace { trace.add(to: created) }
        return created
    }

    /// Adds one header field to a response. The strings are lent as C strings in place: passing a `String` where C
    /// wants a `char *` copies it into a new array first, twice per field of every answer. Wraps
    /// `MHD_add_response_header`.
    static func addHeader(name: String, value: String, to response: OpaquePointer) {
        name.withCString { name in
            value.withCString { value in _ = MHD_add_response_header(response, name, value) }
        }
    }

    /// The connection's header fields in order, copied as one block of bytes: each becomes a `String` only when the
    /// handler asks for it (``Headers``). The block is written on the stack when it fits 1 KiB (nearly always; a
    /// larger temporary allocation would come from the heap), into an array of its size otherwise. Wraps
    /// `masthead_mhd_header_block`.
    static func headers(of connection: OpaquePointer) -> Headers {
        let small = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer -> [UInt8]? in
            guard let start = buffer.baseAddress else { return nil }
            let length = masthead_mhd_header_block(connection, start, buffer.count)
            return length <= buffer.count ? Array(UnsafeBufferPointer(start: start, count: length)) : nil
        }
        if let small { return Headers(received: small) }
        let length = masthead_mhd_header_block(connection, nil, 0)
        let block = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            count = min(masthead_mhd_header_block(connection, buffer.baseAddress, buffer.count), buffer.count)
        }
        return Headers(received: block)
    }

    /// The query as sent (``Request/rawQuery``) and, only when it is not well-formed UTF-8 or cannot be rebuilt,
    /// its items decoded from libmicrohttpd's parsed arguments, which throws the 400 that names what is wrong. A
    /// well-formed query is decoded later, when the handler asks (``Request/decodeQuery()``): an answer found by the
    /// raw query costs no decoding.
    static func query(of connection: OpaquePointer, memoryLimit: Int) throws(HTTPError)
        -> (items: [QueryItem]?, raw: String?)
    {
        let raw = withRawQuery(of: connection, capacity: memoryLimit) { UTF8Validation.string($0) }
        // An empty raw query with arguments is `?&` (one empty item), which the rebuilt query cannot show.
        if let raw, !raw.isEmpty || MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, nil, nil) == 0 {
            return (nil, raw)
        }
        let items = try decodedArguments(of: connection)
        // `?&` has no raw query: its rebuilt text is that of no query at all, and an answer cache keyed by it
        // would answer it as `/v1/geometry` with no query.
        return (items, raw == nil ? rawQuery(of: connection, capacity: memoryLimit) : nil)
    }

    /// The query items, decoded from libmicrohttpd's parsed arguments (kept percent-encoded by the unescape
    /// callback, so the decoding and its UTF-8 checks are ours). Wraps `MHD_get_connection_values`.
    static func decodedArguments(of connection: OpaquePointer) throws(HTTPError) -> [QueryItem] {
        typealias Argument = (name: UnsafePointer<CChar>, value: UnsafePointer<CChar>?)
        var raw: [Argument] = []
        withUnsafeMutablePointer(to: &raw) { raw in
            _ = MHD_get_connection_values(
                connection, .GET_ARGUMENT_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    context.assumingMemoryBound(to: [Argument].self).pointee.append((key, value))
                    return .YES
                }, raw)
        }
        // The pointers stay valid for the whole access-handler call, which this is part of.
        var items: [QueryItem] = []
        items.reserveCapacity(raw.count)
        for (key, value) in raw {
            items.append(try PercentDecoding.decodeItem(name: key, value: value))
        }
        return items
    }

    /// The query as sent (``Request/rawQuery``), rebuilt from libmicrohttpd's arguments; it lives in the connection's
    /// memory, so `capacity` (that memory's size) always holds it. Wraps `masthead_mhd_raw_query`.
    static func rawQuery(of connection: OpaquePointer, capacity: Int) -> String {
        // The raw query stays percent-encoded ASCII unless the client sent raw bytes; decoding repairs those, and
        // the items have already refused them.
        withRawQuery(of: connection, capacity: capacity) { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `body` with the query as sent, rebuilt on the stack when it fits 1 KiB (nearly always) and in a heap
    /// buffer of `capacity` bytes (the connection's memory, which holds any query) otherwise. Wraps
    /// `masthead_mhd_raw_query`. (Above 1 KiB, a temporary allocation may come from the heap.)
    static func withRawQuery<Result>(
        of connection: OpaquePointer, capacity: Int, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let small = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 1024) { buffer -> Result? in
            guard let start = buffer.baseAddress else { return nil }
            let length = masthead_mhd_raw_query(connection, start, buffer.count)
            return length <= buffer.count ? body(UnsafeRawBufferPointer(start: start, count: length)) : nil
        }
        if let small { return small }
        var large = [CChar](repeating: 0, count: capacity)
        let length = large.withUnsafeMutableBufferPointer { buffer in
            masthead_mhd_raw_query(connection, buffer.baseAddress!, buffer.count)
        }
        return large.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0.prefix(min(length, capacity)))) }
    }
}
