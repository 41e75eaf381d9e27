import MastheadFormat

/// A described parameter in the OpenAPI description and the catalog: its schema in a query string, and which styles
/// use it.
extension Parameter {
    /// The schema of the query-string value, from the kind and default unless the entry gives its own.
    package var queryValueSchema: JSONValue {
        if let querySchema { return querySchema }
        switch kind {
        case .number(let range):
            guard case .number(let fallback) = defaultValue else { return Schema.number(in: range) }
            return Schema.number(in: range, default: fallback)
        case .integer(let range):
            guard case .integer(let fallback) = defaultValue else { return Schema.integer(in: range) }
            return Schema.integer(in: range, default: fallback)
        case .boolean:
            guard case .bool(let fallback) = defaultValue else { return Schema.type("boolean") }
            return Schema.type("boolean", [("default", .bool(fallback))])
        case .text(let maxLength):
            guard case .text(let fallback) = defaultValue else { return Schema.text(maxLength: maxLength) }
            return Schema.text(maxLength: maxLength, default: fallback)
        case .choice(let values):
            guard case .text(let fallback) = defaultValue else { return Schema.choice(values) }
            return Schema.choice(values, default: fallback)
        case .actions, .offsetList, .choiceList, .tabs:
            preconditionFailure("\(name) needs its own query schema")
        }
    }

    /// The styles that use it, as the `x-styles` extension lists them; absent for every style.
    package var stylesMember: [(String, JSONValue)] {
        guard let styles else { return [] }
        return [("x-styles", .array(styles.map { .string($0.rawValue) }))]
    }

    /// The catalog's entry: name, meaning, query schema and, when not every style uses it, the styles.
    package var catalogEntry: JSONValue {
        .object(
            [("name", .string(name)), ("description", .string(summary)), ("schema", queryValueSchema)]
                + stylesMember.map { ("styles", $0.1) })
    }
}
