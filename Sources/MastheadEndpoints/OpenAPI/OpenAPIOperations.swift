import MastheadFormat
import MastheadParameters

/// The operation objects of the description: `GET` and `POST` of each `/v1` endpoint, built from the endpoint's
/// own parameter names, and the plain `GET`s of the service's other routes.
enum OpenAPIOperations {
    /// `GET` of a `/v1` endpoint: references to the shared query parameters it takes, `If-None-Match`, and the
    /// 200/304 answers with their caching headers.
    static func get(_ endpoint: any Endpoint, _ doc: EndpointDoc) -> JSONValue {
        let parameters =
            ParameterTable.described(endpoint.parameterNames).map {
                $0.reference(description: doc.parameterDescriptions[$0.name])
            } + [ifNoneMatch]
        var headers: Schema.Members = [OpenAPIResponses.entityTag, OpenAPIResponses.cacheControl]
        if doc.isSVG { headers += OpenAPIResponses.svgHeaders }
        return .object([
            ("operationId", .string("get" + operationName(doc.path))),
            ("summary", .string(doc.summary)),
            ("description", .string(doc.description + " Parameters go in the query string; HEAD works too.")),
            ("parameters", .array(parameters)),
            (
                "responses",
                responses(
                    OpenAPIResponses.success(
                        doc.summary + ".", mediaType: doc.mediaType, schema: doc.schema, headers: headers),
                    extra: [("304", OpenAPIResponses.ref("NotModified")), ("503", OpenAPIResponses.ref("Overloaded"))])
            ),
        ])
    }

    /// `POST` of a `/v1` endpoint: the same parameters as members of the shared JSON object body
    /// (``RequestSchemas``). An empty body takes every default. The answer is the `GET` answer without the caching
    /// headers.
    static func post(_ endpoint: any Endpoint, _ doc: EndpointDoc) -> JSONValue {
        let schema = RequestSchemas.body(taking: endpoint.parameterNames)
        let body = JSONValue.object([
            ("description", .string("The parameters as a JSON object; `null` members count as absent.")),
            ("required", .bool(false)),
            ("content", .object([("application/json", .object([("schema", schema)]))])),
        ])
        return .object([
            ("operationId", .string("post" + operationName(doc.path))),
            ("summary", .string(doc.summary)),
            ("description", .string(doc.description + " Parameters go in a JSON object body, never the query.")),
            ("requestBody", body),
            (
                "responses",
                responses(
                    OpenAPIResponses.success(
                        doc.summary + ".", mediaType: doc.mediaType, schema: doc.schema,
                        headers: doc.isSVG ? OpenAPIResponses.svgHeaders : []),
                    extra: [
                        ("413", OpenAPIResponses.ref("ContentTooLarge")), ("503", OpenAPIResponses.ref("Overloaded")),
                    ])
            ),
        ])
    }

    /// A `GET` that takes no parameters and answers `mediaType` content of `schema`.
    static func plain(
        _ operationId: String, _ summary: String, mediaType: String, schema: JSONValue,
        headers: Schema.Members = [], parameters: [JSONValue] = [], extra: Schema.Members = []
    ) -> JSONValue {
        var members: Schema.Members = [("operationId", .string(operationId)), ("summary", .string(summary))]
        if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
        members.append(
            (
                "responses",
                responses(
                    OpenAPIResponses.success(summary + ".", mediaType: mediaType, schema: schema, headers: headers),
                    extra: extra)
            ))
        return .object(members)
    }

    /// 200, the given extra answers, then 400, 405 and 500, in status order.
    private static func responses(_ success: JSONValue, extra: Schema.Members) -> JSONValue {
        let shared: Schema.Members = [
            ("400", OpenAPIResponses.ref("BadRequest")), ("405", OpenAPIResponses.ref("MethodNotAllowed")),
            ("500", OpenAPIResponses.ref("ServerError")),
        ]
        return .object(([("200", success)] + extra + shared).sorted { $0.0 < $1.0 })
    }

    /// The `If-None-Match` request header of a `GET`.
    static let ifNoneMatch = JSONValue.object([
        ("name", .string("If-None-Match")), ("in", .string("header")), ("required", .bool(false)),
        ("description", .string("Entity tags of answers the client holds (or `*`); a match gets 304 without a body.")),
        ("schema", Schema.type("string")),
    ])

    /// `/v1/preview.svg` → `PreviewSvg`: the path's last segment in upper camel case.
    static func operationName(_ path: String) -> String {
        let last = path.split(separator: "/").last ?? ""
        return last.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }
        .joined()
    }
}
