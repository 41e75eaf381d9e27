import MastheadFormat
import MastheadParameters

/// The OpenAPI 3.1 description served at `/openapi.json`, generated from the code it describes.
///
/// Paths come from ``Routes/endpoints`` and the service's fixed routes; each endpoint's parameters from its own
/// ``Endpoint/parameterNames``; enumerations, ranges and defaults from the geometry types, ``Limits`` and the
/// catalog. Written once at start; the bytes never change while the service runs.
package enum OpenAPIDocument {
    /// The description's own version: the service's, without the `masthead/` prefix.
    static let version = String(ServiceVersion.current.split(separator: "/").last ?? "")

    /// The document as a value tree.
    static func make(endpoints: [any Endpoint]) -> JSONValue {
        .object([
            ("openapi", .string("3.1.0")),
            ("info", info),
            ("paths", .object(paths(endpoints: endpoints))),
            ("components", components),
        ])
    }

    /// The document as UTF-8 JSON bytes.
    package static func bytes(endpoints: [any Endpoint]) -> [UInt8] {
        var json = JSONWriter(capacity: 64 * 1024)
        json.value(make(endpoints: endpoints))
        return json.bytes
    }

    private static let info = JSONValue.object([
        ("title", .string("Masthead")),
        ("version", .string(version)),
        (
            "description",
            .string(
                "Scroll-driven mobile header geometry as JSON, and SVG previews of it. Every answer is a pure function "
                    + "of the request. GET takes query parameters; POST takes a JSON object with the same names. HEAD "
                    + "works wherever GET does, and OPTIONS answers a CORS preflight on any path. Every error is an "
                    + "RFC 9457 `application/problem+json` document.")
        ),
    ])

    private static func paths(endpoints: [any Endpoint]) -> Schema.Members {
        var paths: Schema.Members = []
        for endpoint in endpoints {
            guard let doc = EndpointDoc.named(endpoint.path) else { continue }
            paths.append(
                (
                    endpoint.path,
                    .object([
                        ("get", OpenAPIOperations.get(endpoint, doc)), ("post", OpenAPIOperations.post(endpoint, doc)),
                    ])
                ))
        }
        // The two fixed documents have entity tags and answer `If-None-Match` like the endpoints.
        let cached: Schema.Members = [OpenAPIResponses.entityTag, OpenAPIResponses.cacheControl]
        let notModified: Schema.Members = [("304", OpenAPIResponses.ref("NotModified"))]
        let json = "application/json"
        paths += [
            (
                "/v1/catalog",
                get(
                    OpenAPIOperations.plain(
                        "getCatalog", "Styles, devices, icons, content kinds, tokens and metrics with their defaults",
                        mediaType: json, schema: Schema.ref("Catalog"), headers: cached,
                        parameters: [OpenAPIOperations.ifNoneMatch], extra: notModified))
            ),
            (
                "/openapi.json",
                get(
                    OpenAPIOperations.plain(
                        "getOpenAPI", "This description", mediaType: json,
                        schema: Schema.type("object", [("required", .array([.string("openapi")]))]), headers: cached,
                        parameters: [OpenAPIOperations.ifNoneMatch], extra: notModified))
            ),
            (
                "/healthz",
                get(
                    OpenAPIOperations.plain(
                        "getHealth", "Whether the service is up", mediaType: json, schema: Schema.ref("Health")))
            ),
            (
                "/readyz",
                get(
                    OpenAPIOperations.plain(
                        "getReadiness", "Whether the service wants new requests (readiness)", mediaType: json,
                        schema: Schema.ref("Readiness"), headers: [OpenAPIResponses.noStore],
                        extra: [("503", OpenAPIResponses.ref("Draining"))]))
            ),
            (
                "/metrics",
                get(
                    OpenAPIOperations.plain(
                        "getMetrics", "Request counts, latencies and cache use in Prometheus text format",
                        mediaType: "text/plain", schema: Schema.type("string")))
            ),
            (
                "/{file}",
                get(
                    OpenAPIOperations.plain(
                        "getFile", "A file of the playground; `/` is its `index.html`", mediaType: "*/*",
                        schema: Schema.type("string"), parameters: [fileParameter],
                        extra: [("404", OpenAPIResponses.ref("NotFound"))]))
            ),
        ]
        return paths
    }

    private static func get(_ operation: JSONValue) -> JSONValue {
        .object([("get", operation)])
    }

    private static let fileParameter = JSONValue.object([
        ("name", .string("file")), ("in", .string("path")), ("required", .bool(true)),
        ("description", .string("The file's name in the playground folder.")),
        ("schema", Schema.type("string", [("examples", .array([.string("index.html")]))])),
    ])

    private static var components: JSONValue {
        .object([
            ("parameters", .object(ParameterTable.all.map { ($0.name, $0.componentParameter) })),
            (
                "schemas",
                .object(
                    GeometrySchemas.all + ServiceSchemas.all + AuditSchemas.all + RequestSchemas.all + ValueSchemas.all)
            ),
            ("responses", .object(OpenAPIResponses.components)),
        ])
    }
}
