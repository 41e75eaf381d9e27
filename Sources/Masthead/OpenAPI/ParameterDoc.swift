import MastheadFormat

/// How the description presents one request parameter: what it means, its schema in a query string, and its schema
/// as a member of a `POST` body.
///
/// The body schema defaults to the query schema plus `null`, because a body member set to `null` counts as absent.
/// Lists differ between the two: a query carries them as comma-separated text, a body as a JSON array.
struct ParameterDoc {
    /// The parameter's name, as the endpoints list it in ``Endpoint/parameterNames``.
    let name: String
    /// One or two sentences for the reader of the description.
    let description: String
    /// The schema of the query-string value.
    let query: JSONValue
    /// The schema of the JSON body member.
    let body: JSONValue

    init(_ name: String, _ description: String, _ query: JSONValue, body: JSONValue? = nil) {
        self.name = name
        self.description = description
        self.query = query
        self.body = body ?? Schema.nullable(query)
    }

    /// The OpenAPI parameter object for a `GET` query string.
    var queryParameter: JSONValue {
        .object([
            ("name", .string(name)), ("in", .string("query")), ("required", .bool(false)),
            ("description", .string(description)), ("schema", query),
        ])
    }

    /// The property of the `POST` body schema.
    var bodyProperty: (String, JSONValue) {
        (name, Schema.described(description, body))
    }
}

/// Every parameter the `/v1` endpoints read, in the order the description lists them.
///
/// An endpoint's parameters are looked up here by name; a name that is missing is left out of the description,
/// and the OpenAPI tests fail, so a new parameter cannot go undescribed.
enum ParameterDocs {
    /// Every described parameter.
    static let all: [ParameterDoc] = header + actions + preview + ranges + filmstrip

    /// The description of `name`, or `nil` when it has none.
    static func named(_ name: String) -> ParameterDoc? {
        all.first { $0.name == name }
    }

    /// The described parameters among `names`, in the order of ``all``.
    static func described(_ names: Set<String>) -> [ParameterDoc] {
        all.filter { names.contains($0.name) }
    }
}
