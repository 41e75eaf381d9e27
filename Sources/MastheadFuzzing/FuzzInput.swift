import MastheadHTTP

/// One fuzz input read as an HTTP request: `<endpoint><method><query>\n<body>`.
///
/// - The first byte picks the path: `0` is ``paths``[0], `1` the next one and so on (any other byte picks by its
///   value minus `0`, wrapping). `/` instead takes the whole target, `path?query`, from the query line, so paths and
///   static files are reached too.
/// - The second byte picks the method: `G` GET, `P` POST, `H` HEAD, `O` OPTIONS, `U` PUT, `D` DELETE; any other
///   byte picks from ``methods`` by its value.
/// - Then the query string, up to the first line feed (and cut at a NUL, as the server reads it as a C string).
/// - Everything after that line feed is the body, at most ``bodyLimit`` bytes (the server answers 413 beyond).
///
/// The format keeps seed files readable: `0Gstyle=large&offset=26` asks for one geometry document.
public struct FuzzInput: Sendable, Equatable {
    /// The paths the first byte picks from, in the order of their selector digits.
    public static let paths = [
        "/v1/geometry", "/v1/timeline", "/v1/catalog", "/v1/preview.svg", "/v1/filmstrip.svg", "/v1/curves.svg",
        "/healthz", "/metrics", "/openapi.json", "/",
    ]
    /// The methods the second byte picks from.
    public static let methods = ["GET", "POST", "HEAD", "OPTIONS", "PUT", "DELETE"]
    /// The server's body limit (``ServerConfiguration/bodyLimit``'s default).
    public static let bodyLimit = 64 * 1024

    /// The request method.
    public var method: String
    /// The request target as sent: path, then `?` and the raw query when there is one.
    public var target: String
    /// The body bytes.
    public var body: [UInt8]

    /// Splits `bytes` as described above; short inputs mean `GET /v1/geometry` with no parameters.
    public init(_ bytes: [UInt8]) {
        var rest = bytes[...]
        let selector = rest.popFirst() ?? UInt8(ascii: "0")
        let methodByte = rest.popFirst() ?? UInt8(ascii: "G")
        method = FuzzInput.method(for: methodByte)
        let lineEnd = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
        var line = rest[rest.startIndex..<lineEnd]
        if let nul = line.firstIndex(of: 0) { line = line[line.startIndex..<nul] }
        body = lineEnd == rest.endIndex ? [] : Array(rest[rest.index(after: lineEnd)...].prefix(FuzzInput.bodyLimit))
        // The server reads the target as a C string and repairs invalid UTF-8 the same way.
        let text = String(decoding: line, as: UTF8.self)
        if selector == UInt8(ascii: "/") {
            target = text.hasPrefix("/") ? text : "/" + text
        } else {
            let count = FuzzInput.paths.count
            let index = ((Int(selector) - Int(UInt8(ascii: "0"))) % count + count) % count
            let path = FuzzInput.paths[index]
            target = text.isEmpty ? path : path + "?" + text
        }
    }

    /// The request the server would hand to its router, decoded exactly as the server decodes it, or the 400 it
    /// answers before routing (a path or query that is not valid percent-encoded UTF-8).
    public func request(headers: Headers = Headers()) -> Result<Request, HTTPError> {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.isEmpty ? "/" : String(parts[0])
        guard let path = PercentDecoding.decode(rawPath.utf8, plusIsSpace: false) else {
            return .failure(HTTPError.badRequest("the path is not valid percent-encoded UTF-8"))
        }
        let rawQuery = parts.count > 1 ? String(parts[1]) : ""
        let query: [QueryItem]
        do {
            query = try PercentDecoding.decodeQuery(rawQuery)
        } catch {
            return .failure(error)
        }
        return .success(
            Request(
                method: method, path: path, rawPath: rawPath, query: query, rawQuery: rawQuery, headers: headers,
                body: body))
    }

    private static func method(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "G"): "GET"
        case UInt8(ascii: "P"): "POST"
        case UInt8(ascii: "H"): "HEAD"
        case UInt8(ascii: "O"): "OPTIONS"
        case UInt8(ascii: "U"): "PUT"
        case UInt8(ascii: "D"): "DELETE"
        default: methods[Int(byte) % methods.count]
        }
    }
}
