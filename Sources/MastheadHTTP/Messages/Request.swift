/// One HTTP request as the application sees it: no C types, everything decoded and owned.
public struct Request: Sendable {
    /// The method in upper case as sent (`GET`, `POST`, …).
    public var method: String
    /// The percent-decoded path, always starting with `/`.
    public var path: String
    /// The path exactly as sent, before decoding.
    public var rawPath: String
    /// Decoded query items in the order they were sent; duplicates are kept.
    public var query: [QueryItem]
    /// The query exactly as sent (still percent-encoded), when the request came from the network; `nil` for a
    /// request built in code. Two requests with the same raw query are the same request, which lets an answer
    /// cache skip decoding.
    public var rawQuery: String?
    /// Request headers; names compare case-insensitively.
    public var headers: Headers
    /// The body bytes (empty for bodiless requests), at most the server's body limit.
    public var body: [UInt8]

    /// Creates a request.
    public init(
        method: String, path: String, rawPath: String? = nil, query: [QueryItem] = [], rawQuery: String? = nil,
        headers: Headers = Headers(), body: [UInt8] = []
    ) {
        self.rawQuery = rawQuery
        self.method = method
        self.path = path
        self.rawPath = rawPath ?? path
        self.query = query
        self.headers = headers
        self.body = body
    }
}

/// One `name=value` pair of a query string, percent-decoded.
public struct QueryItem: Sendable, Hashable {
    /// The decoded name.
    public var name: String
    /// The decoded value; `nil` when the item had no `=` at all (`?flag`).
    public var value: String?

    /// Creates a query item.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}
