import MastheadFormat
import MastheadGeometry
import MastheadPreview
import MastheadText

@testable import MastheadAudit

/// Audits with the real fonts, as the service does.
enum AuditHarness {
    static let shaper: TextShaper = {
        do {
            return try TextShaper()
        } catch {
            fatalError("the system fonts must be installed for these tests (scripts/setup installs them): \(error)")
        }
    }()

    /// The audit of `configuration` over the style's whole range (or `from`…`to`) at `sizes` (nil: all).
    static func audit(
        _ configuration: HeaderConfiguration, content: ContentKind = .messages, from: Double? = nil,
        to: Double? = nil, step: Double? = nil, sizes: [TextSize]? = nil
    ) -> AuditReport {
        let request = AuditRequest(
            configuration: configuration, options: PreviewOptions(content: content), from: from, to: to, step: step,
            variants: sizes.map { $0.map { AuditVariant.textSize($0) } })
        return Audit.run(request, measurer: shaper)
    }

    /// The audit document's text.
    static func document(_ report: AuditReport) -> String {
        var json = JSONWriter()
        report.writeJSON(into: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }
}

extension AuditReport {
    /// The findings of `rule` on `part`.
    func findings(_ rule: AuditRule, part: String? = nil) -> [AuditFinding] {
        findings.filter { $0.rule == rule && (part == nil || $0.part == part) }
    }
}
