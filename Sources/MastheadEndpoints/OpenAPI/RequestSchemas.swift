import MastheadFormat
import MastheadParameters

/// The one request body of every `POST`: `HeaderRequest`, an object whose members are the parameter table's
/// parameters, each optional. An operation's body refers to it and narrows the names to the ones its endpoint takes
/// (`propertyNames`), so a generated client builds one request type and sends it to any endpoint, and a validator
/// still knows that `/v1/geometry` refuses `frames`.
enum RequestSchemas {
    /// The shared body's component name.
    static let name = "HeaderRequest"

    /// The `#/components/schemas` entries: the body and the action objects its lists hold.
    static var all: Schema.Members {
        [
            (name, headerRequest), ("IconAction", ParameterSchemas.iconAction),
            ("TextAction", ParameterSchemas.textAction), ("Icon", ParameterSchemas.icon),
        ]
    }

    /// Every parameter of the table as an optional member; no other member.
    static var headerRequest: JSONValue {
        Schema.described(
            "The parameters of a request as a JSON object, by the names of the query. Every member is optional and "
                + "takes its default when absent (a `null` member counts as absent); each endpoint takes some of "
                + "them and refuses the others with a 400 naming it.",
            Schema.object(ParameterTable.all.map(\.requestProperty)))
    }

    /// An operation's body schema: `HeaderRequest` with only the members named in `names` (table order).
    static func body(taking names: Set<String>) -> JSONValue {
        let taken = ParameterTable.described(names).map { JSONValue.string($0.name) }
        return .object([
            ("allOf", .array([Schema.ref(name)])),
            ("propertyNames", .object([("enum", .array(taken))])),
        ])
    }
}
