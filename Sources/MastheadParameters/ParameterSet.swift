import MastheadFormat
import MastheadHTTP

/// The parameters of one request, from its query string (GET) or its JSON object body (POST), checked against the
/// names the endpoint knows.
///
/// Query and body mean the same thing: a query item is kept as its text, a JSON member as its value, and the typed
/// readers in ``ParameterReader`` accept either. A parameter given twice, an unknown name, a body that is not a
/// JSON object, or a NUL character anywhere is refused here with a 400 naming the parameter.
package struct ParameterSet {
    /// One parameter as sent.
    package enum Value {
        /// From the query string; `nil` when the item had no `=` (`?guides`).
        case text(String?)
        /// From the JSON body.
        case json(JSONValue)
    }

    /// Names and values in the order sent. A list, not a dictionary: requests carry a handful of parameters with
    /// short names, which compare faster than they hash.
    package private(set) var values: [(name: String, value: Value)] = []

    /// Reads the request's parameters: the query for GET and HEAD, the JSON body for POST.
    package init(request: Request, allowed: Set<String>) throws(HTTPError) {
        if request.method == "POST" {
            guard request.query.isEmpty else {
                throw HTTPError.badRequest(
                    "POST takes its parameters in the JSON body, not the query string", parameter: request.query[0].name
                )
            }
            try self.init(body: request.body, allowed: allowed)
        } else {
            try self.init(query: request.query, allowed: allowed)
        }
    }

    init(query: [QueryItem], allowed: Set<String>) throws(HTTPError) {
        for item in query {
            try ParameterSet.check(name: item.name, allowed: allowed)
            guard !contains(item.name) else {
                throw HTTPError.badRequest("\(item.name) is given more than once", parameter: item.name)
            }
            if let value = item.value, value.utf8.contains(0) {
                throw HTTPError.badRequest("\(item.name) must not contain NUL characters", parameter: item.name)
            }
            values.append((item.name, .text(item.value)))
        }
    }

    init(body: [UInt8], allowed: Set<String>) throws(HTTPError) {
        // No body means every default; a body of spaces alone is no JSON document, and is refused as one.
        if body.isEmpty { return }
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(body)
        } catch {
            // A number too large for a double is refused by the parser, before any member is read; it is still a
            // value out of range for the member that holds it, and the error names that member.
            if error.reason == .numberOutOfRange, let name = error.member {
                try ParameterSet.check(name: name, allowed: allowed)
                let number = String(
                    decoding: body[error.offset...].prefix(while: ParameterSet.isNumberByte), as: UTF8.self)
                throw HTTPError.badRequest(
                    "\(name) must \(error.isNested ? "hold finite numbers" : "be a finite number"); "
                        + "\(ParameterReader.clipped(number)) is too large (at byte \(error.offset) of the body)",
                    parameter: name)
            }
            throw HTTPError.badRequest("the body is not valid JSON: \(error.description)")
        }
        guard case .object(let members) = parsed else {
            throw HTTPError.badRequest("the body must be a JSON object, like {\"style\":\"large\",\"offset\":26}")
        }
        // Only a body that carries a picture may be larger than the server's usual limit (API.md).
        if body.count > Limits.bodyBytes, !members.contains(where: { $0.0 == "image" }) {
            throw HTTPError(
                status: 413,
                detail: "the request body is larger than \(Limits.bodyBytes) bytes; only a body that carries an image "
                    + "may be larger (up to \(Limits.imageBodyBytes) bytes)")
        }
        for (name, value) in members {
            try ParameterSet.check(name: name, allowed: allowed)
            guard !contains(name) else {
                throw HTTPError.badRequest("\(name) is given more than once", parameter: name)
            }
            values.append((name, .json(value)))
        }
    }

    /// The value sent for `name`; `nil` when absent or JSON `null`.
    subscript(name: String) -> Value? {
        for entry in values where entry.name == name {
            if case .json(.null) = entry.value { return nil }
            return entry.value
        }
        return nil
    }

    /// Whether `byte` is one a JSON number is written with.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.eE".utf8.contains(byte)
    }

    private func contains(_ name: String) -> Bool {
        values.contains { $0.name == name }
    }

    private static func check(name: String, allowed: Set<String>) throws(HTTPError) {
        guard allowed.contains(name) else {
            let shown = name.utf8.count > 64 ? String(name.prefix(64)) + "…" : name
            let names = allowed.sorted()
            // A parameter of another endpoint (a timeline's `from` sent to /v1/geometry) says where it belongs.
            let elsewhere = ParameterTable.all.first { $0.name == name }.map { parameter in
                " here: it is read by \(parameter.group.endpointsCell)"
            }
            throw HTTPError.badRequest(
                "unknown parameter '\(shown)'" + (elsewhere ?? "") + ParameterReader.didYouMean(name, among: names),
                parameter: shown, allowed: names)
        }
    }
}

extension ParameterSet {
    /// A set holding one value, for reading a JSON string with the query's syntax.
    static func single(_ name: String, _ value: Value) -> ParameterSet {
        var set = ParameterSet()
        set.values = [(name, value)]
        return set
    }

    private init() {}
}

extension ParameterSet {
    /// Whether `image` is a sent picture (a `data:` URI), whose checking and decoding is costly
    /// (``CostModel/sentPicture``).
    package var sendsPicture: Bool {
        values.contains { name, value in
            guard name == "image" else { return false }
            switch value {
            case .text(let text): return text?.hasPrefix("data:") ?? false
            case .json(.string(let text)): return text.hasPrefix("data:")
            default: return false
            }
        }
    }
}
