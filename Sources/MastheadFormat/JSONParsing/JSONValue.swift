/// A parsed JSON value, as produced by ``JSONParser``.
///
/// Objects keep their members in document order and keep duplicate keys, so a caller can reject duplicates
/// (see ``duplicateKey``) instead of silently taking the first or last. Numbers are `Double`s: integers beyond
/// 2^53 lose precision, `-0` stays negative zero, and values too large for a `Double` were rejected by the parser.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, always finite.
    case number(Double)
    /// A string; it may contain any Unicode scalar, including U+0000 written as `\u0000`.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object's members in document order, duplicates included.
    case object([(String, JSONValue)])

    /// The value of the first member named `key`, or `nil` if there is none or this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The first key that occurs more than once in this object, or `nil` if keys are unique or this is not an
    /// object. Only this level is checked, not nested objects.
    public var duplicateKey: String? {
        guard case .object(let members) = self, members.count > 1 else { return nil }
        var seen = Set<String>(minimumCapacity: members.count)
        for (key, _) in members where !seen.insert(key).inserted {
            return key
        }
        return nil
    }

    /// The string, or `nil` if this is not a string.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The number, or `nil` if this is not a number.
    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The Boolean, or `nil` if this is not `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements, or `nil` if this is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members in document order, or `nil` if this is not an object.
    public var objectMembers: [(String, JSONValue)]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }
}
