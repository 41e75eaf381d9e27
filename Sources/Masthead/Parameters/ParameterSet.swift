import MastheadFormat
import MastheadHTTP

/// The parameters of one request, from its query string (GET) or its JSON object body (POST), checked against the
/// names the endpoint knows.
///
/// Query and body mean the same thing: a query item is kept as its text, a JSON member as its value, and the typed
/// readers in ``ParameterReader`` accept either. A parameter given twice, an unknown name, a body that is not a
/// JSON object, or a NUL character anywhere is refused here with a 400 naming the parameter.
struct ParameterSet {
    /// One parameter as sent.
    enum Value {
        /// From the query string; `nil` when the item had no `=` (`?guides`).
        case text(String?)
        /// From the JSON body.
        case json(JSONValue)
    }

    /// Names and values in the order sent. A list, not a dictionary: requests carry a handful of parameters with
    /// short names, which compare faster than they hash.
    private(set) var values: [(name: String, value: Value)] = []

    /// Reads the request's parameters: the query for GET and HEAD, the JSON body for POST.
    init(request: Request, allowed: Set<String>) throws(HTTPError) {
        if request.method == "POST" {
            guard request.query.isEmpty else {
                throw HTTPError.badRequest(
                    "POST takes its parameters in the JSON body, not the query string", parameter: request.query[0].name)
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
            throw HTTPError.badRequest("the body is not valid JSON: \(error.description)")
        }
        guard case .object(let members) = parsed else {
            throw HTTPError.badRequest("the body must be a JSON object, like {\"style\":\"large\",\"offset\":26}")
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

    private func contains(_ name: String) -> Bool {
        values.contains { $0.name == name }
    }

    private static func check(name: String, allowed: Set<String>) throws(HTTPError) {
        guard allowed.contains(name) else {
            let shown = name.utf8.count > 64 ? String(name.prefix(64)) + "…" : name
            throw HTTPError.badRequest(
                "unknown parameter '\(shown)'", parameter: shown, allowed: allowed.sorted())
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
    /// The key of the ``Scene`` these parameters decode to: the path and every parameter but `offset`, in the order
    /// sent. A `POST` whose body differs from an earlier one only in its offset, as a design tool scrubbing through
    /// one header sends, finds the scene decoded for the earlier one.
    ///
    /// Values are written exactly and unambiguously (a number by its bits, a string with its length), so two sets
    /// that differ in any value, however slightly, never share a key. Sets that mean the same thing but are written
    /// differently (`null` for an absent member, members in another order) may get two keys: two decodings, each
    /// right.
    func sceneKey(path: String) -> CacheKey {
        var bytes: [UInt8] = [CacheKey.Space.postScene.rawValue]
        bytes.reserveCapacity(path.utf8.count + 16 * values.count + 64)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0)
        for (name, value) in values where name != "offset" {
            ParameterSet.append(text: name, to: &bytes)
            switch value {
            case .text(nil):
                bytes.append(UInt8(ascii: "-"))
            case .text(let text?):
                bytes.append(UInt8(ascii: "q"))
                ParameterSet.append(text: text, to: &bytes)
            case .json(let json):
                ParameterSet.append(json: json, to: &bytes)
            }
        }
        return CacheKey(bytes)
    }

    private static func append(json: JSONValue, to bytes: inout [UInt8]) {
        switch json {
        case .null:
            bytes.append(UInt8(ascii: "n"))
        case .bool(let flag):
            bytes.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .number(let number):
            bytes.append(UInt8(ascii: "#"))
            append(word: number.bitPattern, to: &bytes)
        case .string(let text):
            bytes.append(UInt8(ascii: "s"))
            append(text: text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            append(word: UInt64(elements.count), to: &bytes)
            for element in elements { append(json: element, to: &bytes) }
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            append(word: UInt64(members.count), to: &bytes)
            for (name, value) in members {
                append(text: name, to: &bytes)
                append(json: value, to: &bytes)
            }
        }
    }

    /// A string's UTF-8 bytes after their count, so no string can run into what follows it.
    private static func append(text: String, to bytes: inout [UInt8]) {
        append(word: UInt64(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    private static func append(word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
