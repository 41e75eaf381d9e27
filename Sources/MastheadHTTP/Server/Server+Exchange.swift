import CMicroHTTPD

extension Server {
    /// Runs the handler; the one place where errors become answers. An ``HTTPError`` becomes its problem+json, any
    /// other error a 500 (reported to ``ServerConfiguration/onUnexpectedError``), and the server keeps serving.
    func answer(_ request: Result<Request, HTTPError>) -> Response {
        switch request {
        case .failure(let error):
            return error.response
        case .success(let request):
            do {
                return try handler(request)
            } catch let error as HTTPError {
                return error.response
            } catch {
                configuration.onUnexpectedError?(request, error)
                return HTTPError(status: 500, detail: "the service failed to answer this request").response
            }
        }
    }

    /// Builds the request value from the connection: path and query decoded here, headers copied.
    func makeRequest(exchange: Exchange, connection: OpaquePointer) -> Result<Request, HTTPError> {
        let parts = exchange.rawURL.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.isEmpty ? "/" : String(parts[0])
        guard let path = PercentDecoding.decode(rawPath.utf8, plusIsSpace: false) else {
            return .failure(HTTPError.badRequest("the path is not valid percent-encoded UTF-8"))
        }
        var query: [QueryItem] = []
        var rawQuery = parts.count > 1 ? String(parts[1]) : ""
        if rawQuery.isEmpty {
            rawQuery = Server.queryFromArguments(connection)
        }
        do {
            query = try PercentDecoding.decodeQuery(rawQuery)
        } catch {
            return .failure(error)
        }
        return .success(
            Request(
                method: exchange.method, path: path, rawPath: rawPath, query: query,
                headers: Server.headers(of: connection), body: exchange.body))
    }

    /// Refuses a body over the limit with 413 and closes the connection, so the rest is never read.
    func refuseLargeBody(exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
        let error = HTTPError(
            status: 413, detail: "the request body is larger than \(configuration.bodyLimit) bytes")
        var response = error.response
        response.headers.set("Connection", "close")
        return send(response, exchange: exchange, on: connection)
    }

    /// Queues `response` on the connection. Wraps `MHD_create_response_from_buffer`, `MHD_add_response_header` and
    /// `MHD_queue_response`.
    func send(_ response: Response, exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
        exchange.answered = true
        exchange.status = response.status
        exchange.bytes = exchange.method == "HEAD" ? 0 : response.body.count
        let created = response.body.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let created else { return .NO }
        defer { MHD_destroy_response(created) }
        for field in configuration.defaultHeaders {
            MHD_add_response_header(created, field.name, field.value)
        }
        for field in response.headers {
            MHD_add_response_header(created, field.name, field.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), created)
    }

    /// The connection's header fields in order. Wraps `MHD_get_connection_values`.
    static func headers(of connection: OpaquePointer) -> Headers {
        final class Box { var headers = Headers() }
        let box = Box()
        withExtendedLifetime(box) {
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
                    box.headers.add(String(cString: key), value.map { String(cString: $0) } ?? "")
                    return .YES
                }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.headers
    }

    /// The query string rebuilt from libmicrohttpd's parsed arguments, still percent-encoded (the unescape
    /// callback keeps them as sent). libmicrohttpd strips the query from the URL it passes to the handler.
    static func queryFromArguments(_ connection: OpaquePointer) -> String {
        final class Box { var pieces: [String] = [] }
        let box = Box()
        withExtendedLifetime(box) {
            _ = MHD_get_connection_values(
                connection, .GET_ARGUMENT_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
                    let name = String(cString: key)
                    box.pieces.append(value.map { name + "=" + String(cString: $0) } ?? name)
                    return .YES
                }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.pieces.joined(separator: "&")
    }
}
