import MastheadFormat
import MastheadParameters

/// A table parameter in the OpenAPI description: its shared `#/components/parameters` entry, the references the
/// operations make to it, and its member of the shared request body.
extension Parameter {
    /// The value schema, an enumeration referring to its kind's shared schema (``ValueSchemas``). Without a
    /// `default` when another parameter excludes this one: a generated client sends a stated default, and `offset=0`
    /// sent with `path` is refused.
    var describedSchema: JSONValue {
        let schema = ValueSchemas.schema(of: self)
        return excludedBy.isEmpty ? schema : Parameter.withoutDefault(schema)
    }

    /// The parameters that may not be sent together with this one.
    var excludedBy: [String] {
        ParameterTable.all.filter { $0.excludes.contains(name) }.map(\.name)
    }

    /// The description: the summary, and the default in words when the schema cannot state it.
    var describedSummary: String {
        guard !excludedBy.isEmpty, let fallback = queryValueSchema["default"] else { return summary }
        let names = excludedBy.map { "`\($0)`" }.joined(separator: " or ")
        let text = fallback.numberValue.map(NumberFormat.string) ?? fallback.stringValue ?? ""
        return summary + " \(text) when neither it nor \(names) is sent."
    }

    /// The `#/components/parameters` entry: the query parameter, `x-styles` naming the styles that use it when not
    /// every style does.
    var componentParameter: JSONValue {
        .object(
            [
                ("name", .string(name)), ("in", .string("query")), ("required", .bool(false)),
                ("description", .string(describedSummary)), ("schema", describedSchema),
            ] + stylesMember)
    }

    /// A reference to the shared entry, with the endpoint's own description when it says more than the shared one.
    func reference(description: String? = nil) -> JSONValue {
        var members: Schema.Members = [("$ref", .string("#/components/parameters/\(name)"))]
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// The member of the shared `POST` body (``RequestSchemas``): optional, never `null` in the description (a
    /// `null` member still counts as absent); lists take their JSON form. No `default`: generated models send the
    /// defaults they know, and one body serves endpoints that take different members.
    var requestProperty: (String, JSONValue) {
        (name, Schema.described(describedSummary, Parameter.withoutDefault(bodySchema ?? describedSchema)))
    }

    /// `schema` without its `default` member.
    static func withoutDefault(_ schema: JSONValue) -> JSONValue {
        guard let members = schema.objectMembers else { return schema }
        return .object(members.filter { $0.0 != "default" })
    }
}
