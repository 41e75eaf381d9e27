import MastheadFormat
import MastheadHTTP
import MastheadParameters

/// The response objects and header fields of the description: success answers built per operation, the shared
/// error answers kept once under `#/components/responses`.
enum OpenAPIResponses {
    /// The shared answers, by component name.
    static let components: Schema.Members = [
        ("NotModified", notModified),
        (
            "BadRequest",
            problem(
                "The request was refused: a parameter is unknown, given twice, of the wrong type, out "
                    + "of range or not one of its values; the body is not a JSON object; or the query is not valid "
                    + "percent-encoded UTF-8; or the work it asks for is over the service's cost limit "
                    + "(`--max-request-cost`), when `parameter` names what drives the cost most and `detail` says by "
                    + "how much to lower it. `parameter` names the parameter, `allowed` lists an enumeration's values."
            )
        ),
        ("NotFound", problem("Nothing is at this path.")),
        (
            "MethodNotAllowed",
            problem(
                "This path does not take this method; `Allow` lists the ones it takes.",
                extraHeaders: [("Allow", header("The methods the path takes.", Schema.type("string")))])
        ),
        (
            "ContentTooLarge",
            problem(
                "The body is larger than \(Limits.bodyBytes) bytes and carries no `image` (which allows up to "
                    + "\(Limits.imageBodyBytes) bytes), or is larger than that; a body refused before it is read "
                    + "closes the connection.")
        ),
        ("ServerError", problem("Something unexpected went wrong; the service keeps running.")),
        (
            "Overloaded",
            problem(
                "The render queue is full (or this request waited too long in it, or the service stopped before its "
                    + "turn): nothing was drawn. Send it again after `Retry-After` seconds, here or at another "
                    + "instance; cheap and cached answers are not queued and never get this.",
                extraHeaders: [
                    (
                        "Retry-After",
                        header(
                            "Whole seconds to wait before sending the request again, from the queue's pace.",
                            Schema.type("integer", [("minimum", .number(1))]))
                    )
                ])
        ),
        (
            "Draining",
            problem(
                "`/readyz` from the stop signal on: the service is about to stop. Requests are still answered during "
                    + "the drain (`--drain`), but new ones belong elsewhere.",
                extraHeaders: [noStore])
        ),
    ]

    /// A reference to a shared answer.
    static func ref(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/components/responses/\(name)"))])
    }

    /// A 200 answer with `mediaType` content of `schema` and the given header fields (CORS always).
    static func success(
        _ description: String, mediaType: String, schema: JSONValue, headers: Schema.Members = []
    ) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("headers", .object([allowOrigin, requestID, serverTiming] + headers)),
            ("content", .object([(mediaType, .object([("schema", schema)]))])),
        ])
    }

    /// A header field object: always sent, with a description and a schema.
    static func header(_ description: String, _ schema: JSONValue) -> JSONValue {
        .object([("description", .string(description)), ("required", .bool(true)), ("schema", schema)])
    }

    /// `Access-Control-Allow-Origin: *`, on every answer.
    static let allowOrigin = (
        "Access-Control-Allow-Origin", header("Any origin may read the answer.", Schema.choice(["*"]))
    )

    /// The request's id: the client's `X-Request-ID` when it is usable, else one the service made.
    static let requestID = (
        "X-Request-ID",
        header(
            "The request's id, as in its log line: the client's own `X-Request-ID` (1 to 128 of `A-Za-z0-9-_.:/+=@`) "
                + "or 32 hexadecimal digits the service made.",
            Schema.type("string", [("pattern", .string("^[A-Za-z0-9._:/+=@-]{1,128}$"))]))
    )

    /// The time the service spent making the answer.
    static let serverTiming = (
        "Server-Timing",
        header(
            "`render;dur=<milliseconds>`: the time between the parsed request and the ready answer (W3C Server "
                + "Timing).",
            Schema.type("string", [("pattern", .string("^render;dur=[0-9]+(\\.[0-9]+)?$"))]))
    )

    /// The strong entity tag of a `GET` answer: a hash of the canonical request and the service version.
    static let entityTag = (
        "ETag",
        header(
            "A strong entity tag: a hash of the canonical request (of the catalog and this description: of the "
                + "document) and the service version. Send it back in "
                + "`If-None-Match` to get 304 while the answer is unchanged.",
            Schema.type("string", [("pattern", .string("^\"[^\"]*\"$"))]))
    )

    /// `Cache-Control` of answers that never change for one service version.
    static let cacheControl = (
        "Cache-Control", header("The answer may be cached for a day.", Schema.choice(["public, max-age=86400"]))
    )

    /// `Cache-Control: no-store`, on `/readyz`: its answer changes when the service starts to stop.
    static let noStore = ("Cache-Control", header("Never cached.", Schema.choice(["no-store"])))

    /// The header fields of every SVG answer: no scripts, no content sniffing.
    static let svgHeaders: Schema.Members = [
        (
            "Content-Security-Policy",
            header(
                "Scripts and outside resources are forbidden.",
                Schema.choice(["default-src 'none'; style-src 'unsafe-inline'; img-src data:"]))
        ),
        ("X-Content-Type-Options", header("Browsers must not guess another type.", Schema.choice(["nosniff"]))),
    ]

    private static let notModified = JSONValue.object([
        ("description", .string("The answer is the one whose entity tag was sent in `If-None-Match`; no body.")),
        ("headers", .object([allowOrigin, entityTag, cacheControl])),
    ])

    private static func problem(_ description: String, extraHeaders: Schema.Members = []) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("headers", .object([allowOrigin] + extraHeaders)),
            ("content", .object([("application/problem+json", .object([("schema", Schema.ref("Problem"))]))])),
        ])
    }
}
