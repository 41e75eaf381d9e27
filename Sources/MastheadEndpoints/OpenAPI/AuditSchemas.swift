import MastheadAudit
import MastheadFormat
import MastheadGeometry
import MastheadParameters

/// JSON Schemas of the audit document (`AuditReport.writeJSON`), for `#/components/schemas`: exactly the members
/// the writer emits, the rule ids and severities from the audit's own enumerations.
enum AuditSchemas {
    /// Every schema, by component name.
    static let all: Schema.Members = [("AuditFinding", finding), ("Audit", audit)]

    private static let number = Schema.type("number")
    private static let string = Schema.type("string")
    private static let count = Schema.integer(in: 0...Int(Int32.max))
    private static let color = Schema.type("string", [("pattern", .string("^#[0-9A-F]{6}$"))])
    private static let textSizes = Schema.array(of: Schema.choice(TextSize.allCases.map(\.rawValue)), minItems: 1)
    /// The Android font scales of a Material audit, where an iOS one has `textSizes`: numbers in the slider's range
    /// (an enumeration of 1 and 1.15 would mix integers and decimals, which client generators refuse).
    private static let fontScales = Schema.array(
        of: Schema.number(
            in: (Catalog.androidFontScales.first ?? 0.85)...(Catalog.androidFontScales.last ?? 2)), minItems: 1)

    static let finding = Schema.described(
        "What one rule found on one part over a run of neighbouring offsets and text sizes.",
        Schema.object(
            [
                ("rule", Schema.choice(AuditRule.allCases.map(\.rawValue))),
                ("severity", Schema.choice(AuditSeverity.allCases.map(\.rawValue))),
                ("part", string), ("with", string),
                ("offsets", Schema.array(of: number, minItems: 2, maxItems: 2)),
                ("textSizes", textSizes), ("fontScales", fontScales), ("measured", number), ("threshold", number),
                ("worst", worst), ("foreground", color), ("background", color), ("message", string), ("source", string),
            ],
            required: ["rule", "severity", "part", "offsets", "measured", "threshold", "worst", "message", "source"]))

    /// Where a finding's `measured` was taken: an offset and a text size (iOS) or a font scale (Material).
    private static let worst = Schema.object(
        [
            ("offset", number), ("textSize", Schema.choice(TextSize.allCases.map(\.rawValue))),
            ("fontScale", Schema.type("number")),
        ], required: ["offset"])

    static let audit = Schema.described(
        "The findings of `/v1/audit`, how many of each severity, and what was checked.",
        Schema.object(
            [
                ("summary", Schema.record([("errors", count), ("warnings", count), ("notices", count)])),
                (
                    "checked",
                    Schema.object(
                        [
                            ("offsets", count), ("from", number), ("to", number), ("textSizes", textSizes),
                            ("fontScales", fontScales),
                        ],
                        required: ["offsets", "from", "to"])
                ),
                ("findings", Schema.array(of: Schema.ref("AuditFinding"))),
            ], required: ["summary", "checked", "findings"]))
}
