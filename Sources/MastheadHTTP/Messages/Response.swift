/// One HTTP response: status, headers and the whole body.
///
/// Bodies are small (geometry documents and previews), so they are built in memory and handed to libmicrohttpd
/// in one piece.
public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields; `Content-Length` is added by the server.
    public var headers: Headers
    /// The body bytes. For `HEAD`, and for a `304` (which carries the body of the `200` it stands for), the server
    /// sends the headers of this body and not the body itself.
    public var body: [UInt8]
    /// Set when this exact response (status, headers, body) is sent again and again, like a cached answer: the
    /// server then prepares it once and reuses it. See ``ReusableResponse``.
    public var reusable: ReusableResponse?
    /// Set when the answer is not ready yet: the server parks the connection and sends what the deferred answer is
    /// completed with (``DeferredResponse``); the rest of this response is not sent.
    public var deferred: DeferredResponse?

    /// Creates a response.
    public init(status: Int = 200, headers: Headers = Headers(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a body and its content type.
    public init(status: Int = 200, contentType: String, body: [UInt8]) {
        self.init(status: status, headers: Headers([("Content-Type", contentType)]), body: body)
    }

    /// A UTF-8 text body with a content type.
    public init(status: Int = 200, contentType: String, text: String) {
        self.init(status: status, contentType: contentType, body: Array(text.utf8))
    }

    /// An answer that comes later, from whoever completes `deferred`.
    public static func deferred(_ deferred: DeferredResponse) -> Response {
        var response = Response(status: 0)
        response.deferred = deferred
        return response
    }
}
