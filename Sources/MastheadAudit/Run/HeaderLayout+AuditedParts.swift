import MastheadGeometry
import MastheadPreview

extension HeaderLayout {
    /// The parts the rules check, in the order of the geometry document, named as the audit document names them.
    ///
    /// Actions carry the geometry's names (`navigation`, `leading[i]`, `trailing[i]`), clips and touch targets.
    func auditedParts(of configuration: HeaderConfiguration) -> [AuditedPart] {
        var parts: [AuditedPart] = []
        if let title {
            parts.append(
                AuditedPart(
                    name: "title", spoken: "the title", kind: .text(title.line, requested: configuration.title),
                    frame: title.line.frame, clip: title.line.clip, opacity: title.opacity, paint: .title))
            if let subtitle = title.subtitle {
                parts.append(
                    AuditedPart(
                        name: "subtitle", spoken: "the subtitle",
                        kind: .text(subtitle, requested: configuration.subtitle ?? ""), frame: subtitle.frame,
                        clip: subtitle.clip, opacity: title.opacity, paint: .subtitle))
            }
        }
        if let largeTitle {
            let inContent = !style.isMaterial
            parts.append(
                AuditedPart(
                    name: "largeTitle", spoken: "the large title",
                    kind: .text(largeTitle.line, requested: configuration.title), frame: largeTitle.line.frame,
                    clip: largeTitle.line.clip, opacity: largeTitle.opacity, paint: .largeTitle, inContent: inContent))
            if let subtitle = largeTitle.subtitle {
                parts.append(
                    AuditedPart(
                        name: "largeTitle.subtitle", spoken: "the large title's subtitle",
                        kind: .text(subtitle, requested: configuration.subtitle ?? ""), frame: subtitle.frame,
                        clip: subtitle.clip, opacity: largeTitle.opacity, paint: .largeSubtitle, inContent: inContent))
            }
        }
        if let back {
            parts.append(
                AuditedPart(
                    name: "back", spoken: "the back button", kind: .backButton, frame: back.frame,
                    touchTarget: back.touchTarget, opacity: 1, paint: nil))
            parts.append(
                AuditedPart(
                    name: "back", spoken: "the back chevron", kind: .chevron, frame: back.chevronFrame, opacity: 1,
                    paint: .chevron))
            if let label = back.label {
                parts.append(
                    AuditedPart(
                        name: "back", spoken: "the back label", kind: .text(label, requested: configuration.back ?? ""),
                        frame: label.frame, opacity: 1, paint: .backLabel))
            }
        }
        // A text button's label as it is drawn: Material's LabelLarge grows with the font scale.
        let font = textActionFont
        for (index, action) in actions.enumerated() {
            let kind: AuditedPart.Kind = action.icon == nil ? .textButton(label: action.label, font: font) : .iconButton
            let spoken =
                action.side == .leading && style.isMaterial
                ? "the navigation button" : "the action “\(action.label)”"
            parts.append(
                AuditedPart(
                    name: action.name, spoken: spoken, kind: kind, frame: action.frame, clip: action.clip,
                    touchTarget: action.touchTarget, opacity: 1, paint: .action(index)))
        }
        return parts
    }
}
