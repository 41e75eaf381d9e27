import MastheadAudit
import MastheadFormat
import MastheadGeometry
import MastheadParameters

/// JSON Schemas of the answers that are not geometry: the RFC 9457 problem, `/v1/catalog` (`Catalog.writeJSON`),
/// `/healthz` and `/readyz`, for `#/components/schemas`.
enum ServiceSchemas {
    /// Every schema, by component name.
    static let all: Schema.Members = [
        ("Problem", problem), ("Choice", choice), ("Catalog", catalog), ("Health", health),
        ("Readiness", readiness), ("Lottie", lottie),
    ]

    private static let number = Schema.type("number")
    private static let string = Schema.type("string")
    private static let boolean = Schema.type("boolean")

    /// `HTTPError.response`: `parameter` names the parameter at fault, `allowed` lists an enumeration's values.
    static let problem = Schema.described(
        "An RFC 9457 problem: what went wrong with the request, and which parameter was at fault.",
        Schema.object(
            [
                ("type", Schema.choice(["about:blank"])),
                ("title", string),
                ("status", Schema.type("integer", [("minimum", .number(400)), ("maximum", .number(599))])),
                ("detail", string),
                ("parameter", string),
                ("allowed", Schema.array(of: string)),
            ], required: ["type", "title", "status", "detail"]))

    static let choice = Schema.described(
        "An enumeration: its values in order, and the one used when a request names none.",
        Schema.record([("values", Schema.array(of: string)), ("default", string)]))

    static let catalog = Schema.described(
        "Every choice a request can make, and the numbers layout uses, with their defaults; every request "
            + "parameter with its schema and the styles that use it.",
        Schema.record([
            ("styles", Schema.ref("Choice")),
            ("devices", Schema.array(of: device)),
            ("icons", Schema.array(of: Schema.record([("name", string), ("label", string)]))),
            ("contentKinds", Schema.array(of: contentKind)),
            ("appearances", Schema.ref("Choice")),
            ("directions", Schema.ref("Choice")),
            ("edges", Schema.ref("Choice")),
            ("backFallbacks", Schema.ref("Choice")),
            ("tokens", Schema.record(Appearance.allCases.map { ($0.rawValue, Schema.map(of: string)) })),
            ("cardColors", Schema.map(of: string)),
            ("fonts", Schema.map(of: Schema.ref("Font"))),
            ("fontScales", fontScales),
            ("metrics", Schema.map(of: number)),
            ("defaults", defaults),
            ("parameters", Schema.array(of: parameter)),
            ("auditRules", Schema.array(of: auditRule)),
        ]))

    /// One rule of `/v1/audit` (``AuditRule/catalogEntry``).
    private static let auditRule = Schema.record([
        ("id", Schema.choice(AuditRule.allCases.map(\.rawValue))),
        ("severity", Schema.choice(AuditSeverity.allCases.map(\.rawValue))), ("summary", string), ("source", string),
    ])

    /// One request parameter as the parameter table describes it (``Parameter/catalogEntry``).
    private static let parameter = Schema.object(
        [
            ("name", string), ("description", string), ("schema", Schema.type("object")),
            ("styles", Schema.array(of: ValueSchemas.ref(HeaderStyle.self))),
        ], required: ["name", "description", "schema"])

    /// Android's font size steps and each Material type role converted at each (``Catalog``'s `fontScales`).
    private static let fontScales = Schema.record([
        (
            "steps",
            Schema.array(
                of: Schema.record([
                    ("step", Schema.type("integer")), ("scale", number),
                    ("conversion", Schema.choice(["linear", "table"])),
                    ("types", Schema.map(of: Schema.record([("size", number), ("lineHeight", number)]))),
                ]))
        ),
        ("default", number),
    ])

    private static let device = Schema.record([
        ("id", string), ("width", number), ("height", number), ("scale", number), ("safeAreaTop", number),
        ("barHeight", number),
        (
            "displayCornerRadius",
            Schema.described(
                "The radius of the display's corners in points (0: square), the curve the status bar is laid out "
                    + "inside; its source is in docs/styles.md.", number)
        ),
        ("default", boolean),
    ])

    private static let contentKind = Schema.record([
        ("id", ValueSchemas.ref(ContentKind.self)), ("defaultRows", Schema.type("integer")),
        ("default", boolean),
    ])

    private static let defaults = Schema.record([
        ("style", string), ("offset", number), ("title", string), ("backFallback", string), ("device", string),
        ("appearance", string), ("direction", string), ("edge", string), ("headerHeight", number),
        ("collapseDistance", number), ("parallax", number), ("content", string),
    ])

    /// `/v1/scroll.lottie.json`'s answer, described by its top-level members only.
    static let lottie = Schema.type(
        "object",
        [("description", .string("A Lottie animation (Bodymovin JSON): `v`, `fr`, `ip`, `op`, `w`, `h`, `layers`."))])

    static let health = Schema.record([("status", Schema.choice(["ok"]))])

    /// `/readyz` while serving; from the stop signal on it answers a 503 problem.
    static let readiness = Schema.record([("status", Schema.choice(["ready"]))])
}
