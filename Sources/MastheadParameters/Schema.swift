import MastheadFormat

/// Small constructors for the JSON Schema (2020-12) objects the OpenAPI description is made of.
///
/// Each returns a plain ``JSONValue`` whose members are in a fixed order, so the written document is byte-for-byte
/// the same on every start. Nothing here knows about Masthead; the tables that use it do.
package enum Schema {
    /// An object's members, in the order they are written.
    package typealias Members = [(String, JSONValue)]

    /// `{"type": name}` followed by `extra`.
    package static func type(_ name: String, _ extra: Members = []) -> JSONValue {
        .object([("type", .string(name))] + extra)
    }

    /// A finite number within `range`, with its default when it has one.
    package static func number(in range: ClosedRange<Double>, default fallback: Double? = nil) -> JSONValue {
        var members: Members = [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
        if let fallback { members.append(("default", .number(fallback))) }
        return type("number", members)
    }

    /// A whole number within `range`, with its default when it has one.
    package static func integer(in range: ClosedRange<Int>, default fallback: Int? = nil) -> JSONValue {
        var members: Members = [
            ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound))),
        ]
        if let fallback { members.append(("default", .number(Double(fallback)))) }
        return type("integer", members)
    }

    /// One of `values` (strings), with its default when it has one.
    package static func choice(_ values: [String], default fallback: String? = nil) -> JSONValue {
        var members: Members = [("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))]
        if let fallback { members.append(("default", .string(fallback))) }
        return .object(members)
    }

    /// One of an enumeration's raw values, listed from the enumeration itself.
    static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, default fallback: T) -> JSONValue
    where T.RawValue == String {
        choice(T.allCases.map(\.rawValue), default: fallback.rawValue)
    }

    /// A string of at most `maxLength` characters (Unicode scalars) without NUL.
    static func text(maxLength: Int, minLength: Int = 0, default fallback: String? = nil) -> JSONValue {
        var members: Members = [("maxLength", .number(Double(maxLength)))]
        if minLength > 0 { members.append(("minLength", .number(Double(minLength)))) }
        members.append(("pattern", .string(noNUL)))
        if let fallback { members.append(("default", .string(fallback))) }
        return type("string", members)
    }

    /// The pattern of a string without NUL characters.
    static let noNUL = "^[^\\u0000]*$"

    /// A reference to a schema under `#/components/schemas`.
    package static func ref(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/components/schemas/\(name)"))])
    }

    /// An object with exactly these properties (no others), the `required` ones always present.
    package static func object(_ properties: Members, required: [String] = []) -> JSONValue {
        var members: Members = [("type", .string("object"))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("properties", .object(properties)))
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// An object whose every property is required.
    package static func record(_ properties: Members) -> JSONValue {
        object(properties, required: properties.map(\.0))
    }

    /// An object mapping any names to values of one schema.
    package static func map(of values: JSONValue) -> JSONValue {
        type("object", [("additionalProperties", values)])
    }

    /// An array of `items`, at least `minItems` and at most `maxItems` long when given.
    package static func array(of items: JSONValue, minItems: Int = 0, maxItems: Int? = nil) -> JSONValue {
        var members: Members = [("items", items)]
        if minItems > 0 { members.append(("minItems", .number(Double(minItems)))) }
        if let maxItems { members.append(("maxItems", .number(Double(maxItems)))) }
        return type("array", members)
    }

    /// Any one of `schemas`.
    static func oneOf(_ schemas: [JSONValue]) -> JSONValue {
        .object([("oneOf", .array(schemas))])
    }

    /// `schema` with a `description` added first.
    package static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(text))] + members)
    }
}
