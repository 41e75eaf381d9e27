import MastheadFormat
import MastheadGeometry

/// An audit's answer: the findings, how many of each severity, and what was checked.
public struct AuditReport: Sendable {
    /// The findings, most severe first.
    public let findings: [AuditFinding]
    /// Every offset checked, ascending.
    public let offsets: [Double]
    /// The range asked for (the offsets run from `from` to at most `to`, switch points added).
    public let from: Double
    public let to: Double
    /// The text sizes checked.
    public let variants: [AuditVariant]

    /// How many findings have `severity`.
    public func count(_ severity: AuditSeverity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Writes the audit document: `{"summary": …, "checked": …, "findings": […]}`.
    public func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.key("summary")
        json.beginObject()
        json.key("errors")
        json.integer(count(.error))
        json.key("warnings")
        json.integer(count(.warning))
        json.key("notices")
        json.integer(count(.notice))
        json.endObject()
        json.key("checked")
        json.beginObject()
        json.key("offsets")
        json.integer(offsets.count)
        json.member("from", from)
        json.member("to", to)
        AuditVariant.writeJSON(variants, into: &json)
        json.endObject()
        json.key("findings")
        json.beginArray()
        for finding in findings { finding.writeJSON(into: &json) }
        json.endArray()
        json.endObject()
    }
}

extension AuditFinding {
    /// Writes one finding: rule, severity, part (and `with`), offsets, text sizes, measured, threshold, where it
    /// is worst (`{"offset", "textSize" | "fontScale"}`), the colours of a contrast finding, message and source.
    func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.member("rule", rule.rawValue)
        json.member("severity", severity.rawValue)
        json.member("part", part)
        if let with { json.member("with", with) }
        json.key("offsets")
        json.beginArray()
        json.number(offsets.from)
        json.number(offsets.to)
        json.endArray()
        AuditVariant.writeJSON(variants, into: &json)
        json.member("measured", measured)
        json.member("threshold", threshold)
        json.key("worst")
        json.beginObject()
        json.member("offset", worst.offset)
        switch worst.variant {
        case .textSize(let size): json.member("textSize", size.rawValue)
        case .fontScale(let scale): json.member("fontScale", scale)
        }
        json.endObject()
        if let foreground { json.member("foreground", String(foreground.css.prefix(7))) }
        if let background { json.member("background", String(background.css.prefix(7))) }
        json.member("message", message)
        json.member("source", source)
        json.endObject()
    }
}
