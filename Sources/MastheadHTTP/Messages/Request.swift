/// One HTTP request as the application sees it: no C types, everything decoded and owned.
public struct Request: Sendable {
    /// The method in upper case as sent (`GET`, `POST`, …).
    public var method: String
    /// The percent-decoded path, always starting with `/`.
    public var path: String
    /// The path exactly as sent, before decoding.
    public var rawPath: String
    /// Decoded query items in the order they were sent; duplicates are kept. A request from the network arrives
    /// with its query undecoded (``rawQuery`` only) and reads `[]` here until ``decodeQuery()`` has run; ``Router``
    /// runs it before routing.
    public var query: [QueryItem] {
        get { decodedQuery ?? [] }
        set { decodedQuery = newValue }
    }
    /// The query exactly as sent (still percent-encoded), when the request came from the network; `nil` for a
    /// request built in code. Two requests with the same raw query are the same request, which lets an answer
    /// cache find a request's answer without decoding it.
    public var rawQuery: String?
    /// The decoded items; `nil` until the raw query is decoded.
    private var decodedQuery: [QueryItem]?
    /// Request headers; names compare case-insensitively.
    public var headers: Headers
    /// The body bytes (empty for bodiless requests), at most the server's body limit.
    public var body: [UInt8]

    /// Creates a request. With a `rawQuery` and no `query` items, the items are decoded from it by
    /// ``decodeQuery()``.
    public init(
        method: String, path: String, rawPath: String? = nil, query: [QueryItem] = [], rawQuery: String? = nil,
        headers: Headers = Headers(), body: [UInt8] = []
    ) {
        self.rawQuery = rawQuery
        self.method = method
        self.path = path
        self.rawPath = rawPath ?? path
        self.decodedQuery = query.isEmpty && rawQuery != nil ? nil : query
        self.headers = headers
        self.body = body
    }

    /// Decodes ``rawQuery`` into ``query`` unless that is done (or the request was built with its items); throws
    /// a 400 for a query that is not valid percent-encoded UTF-8.
    public mutating func decodeQuery() throws(HTTPError) {
        guard decodedQuery == nil else { return }
        decodedQuery = try PercentDecoding.decodeArguments(rawQuery ?? "")
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
