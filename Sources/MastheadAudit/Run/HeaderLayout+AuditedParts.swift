import MastheadGeometry
import MastheadPreview

extension HeaderLayout {
    /// The parts the rules check, in the order of the geometry document, named as the audit document names them.
    ///
    /// Actions are named by their place in the request's lists: the bar keeps the first leading actions and the last
    /// trailing ones when it leaves some out (``droppedActions(of:)``), so the kept ones are counted from the
    /// start of `leading` and from the end of `trailing`. A Material bar's navigation icon is `navigation`.
    func auditedParts(of configuration: HeaderConfiguration, actionNames: [ActionName]) -> [AuditedPart] {
        var parts: [AuditedPart] = []
        if let title {
            parts.append(
                AuditedPart(
                    name: "title", spoken: "the title", kind: .text(title.line, requested: configuration.title),
                    frame: title.line.frame, opacity: title.opacity, paint: .title))
            if let subtitle = title.subtitle {
                parts.append(
                    AuditedPart(
                        name: "subtitle", spoken: "the subtitle",
                        kind: .text(subtitle, requested: configuration.subtitle ?? ""), frame: subtitle.frame,
                        opacity: title.opacity, paint: .subtitle))
            }
        }
        if let largeTitle {
            let inContent = !style.isMaterial
            parts.append(
                AuditedPart(
                    name: "largeTitle", spoken: "the large title",
                    kind: .text(largeTitle.line, requested: configuration.title), frame: largeTitle.line.frame,
                    opacity: largeTitle.opacity, paint: .largeTitle, inContent: inContent))
            if let subtitle = largeTitle.subtitle {
                parts.append(
                    AuditedPart(
                        name: "largeTitle.subtitle", spoken: "the large title's subtitle",
                        kind: .text(subtitle, requested: configuration.subtitle ?? ""), frame: subtitle.frame,
                        opacity: largeTitle.opacity, paint: .largeSubtitle, inContent: inContent))
            }
        }
        if let back {
            parts.append(
                AuditedPart(
                    name: "back", spoken: "the back button", kind: .backButton, frame: back.frame, opacity: 1,
                    paint: nil))
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
        let names = actionNames.count == actions.count ? actionNames : self.actionNames(of: configuration)
        for (index, action) in actions.enumerated() {
            let font = style.isMaterial ? Fonts.m3LabelLarge : Fonts.textAction
            let kind: AuditedPart.Kind = action.icon == nil ? .textButton(label: action.label, font: font) : .iconButton
            parts.append(
                AuditedPart(
                    name: names[index].name, spoken: names[index].spoken, kind: kind, frame: action.frame, opacity: 1,
                    paint: .action(index)))
        }
        return parts
    }

    /// The request's name of each laid-out action, and how a message names it. The same at every offset of a
    /// configuration (the bar leaves the same actions out at each), so an audit works them out once a text size.
    func actionNames(of configuration: HeaderConfiguration) -> [ActionName] {
        let requestedTrailing = configuration.trailing.count
        let keptTrailing = actions.filter { $0.side == .trailing }.count
        var leadingIndex = 0
        var trailingIndex = style.isMaterial ? 0 : max(0, requestedTrailing - keptTrailing)
        return actions.map { action in
            let spoken = "the action “\(action.label)”"
            if action.side == .leading {
                defer { leadingIndex += 1 }
                if style.isMaterial { return ActionName(name: "navigation", spoken: "the navigation button") }
                return ActionName(name: "leading[\(leadingIndex)]", spoken: spoken)
            }
            defer { trailingIndex += 1 }
            return ActionName(name: "trailing[\(trailingIndex)]", spoken: spoken)
        }
    }
}
