import MastheadFormat

/// An error that knows its own HTTP status and turns into an RFC 9457 `application/problem+json` answer.
///
/// Handlers throw it for anything the client did wrong; the server turns every other error into a 500 at one place
/// and keeps serving.
public struct HTTPError: Error, Sendable, Equatable {
    /// The status code (4xx or 5xx).
    public var status: Int
    /// A sentence saying what went wrong, written for the person who sent the request.
    public var detail: String
    /// The request parameter at fault, when there is one.
    public var parameter: String?
    /// For enumerations: the values that would have been accepted.
    public var allowed: [String]?
    /// Extra header fields for the answer (`Allow` on a 405).
    public var headers: [String: String]

    /// Creates an error.
    public init(
        status: Int, detail: String, parameter: String? = nil, allowed: [String]? = nil, headers: [String: String] = [:]
    ) {
        self.status = status
        self.detail = detail
        self.parameter = parameter
        self.allowed = allowed
        self.headers = headers
    }

    /// A 400 naming the parameter at fault.
    public static func badRequest(_ detail: String, parameter: String? = nil, allowed: [String]? = nil) -> HTTPError {
        HTTPError(status: 400, detail: detail, parameter: parameter, allowed: allowed)
    }

    /// The problem+json answer for this error.
    public var response: Response {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.member("type", "about:blank")
        json.member("title", StatusReason.phrase(for: status))
        json.key("status")
        json.integer(status)
        json.member("detail", detail)
        if let parameter {
            json.member("parameter", parameter)
        }
        if let allowed {
            json.key("allowed")
            json.beginArray()
            for value in allowed { json.string(value) }
            json.endArray()
        }
        json.endObject()
        var response = Response(status: status, contentType: "application/problem+json", body: json.bytes)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            response.headers.set(name, value)
        }
        return response
    }
}
