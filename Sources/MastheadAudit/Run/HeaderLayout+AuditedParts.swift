import MastheadGeometry
import MastheadPreview

extension HeaderLayout {
    /// The parts the rules check, read from the resolved scene (``HeaderLayout/scene``) in its paint order, named,
    /// clipped and touched as the scene has them, with their ink measured through `measurer`; the back button is
    /// checked as its hit area (which carries the whole button's ink), its chevron and its label.
    func auditedParts(
        of configuration: HeaderConfiguration, scene: ResolvedScene, measurer: any TextMeasuring
    ) -> [AuditedPart] {
        var parts: [AuditedPart] = []
        // A text button's label as it is drawn: Material's LabelLarge grows with the font scale.
        let font = textActionFont
        for entry in scene.entries {
            let name = entry.name.path
            let requested: String
            let spoken: String
            switch entry.name {
            case .title: (requested, spoken) = (configuration.title, "the title")
            case .titleSubtitle: (requested, spoken) = (configuration.subtitle ?? "", "the subtitle")
            case .largeTitle: (requested, spoken) = (configuration.title, "the large title")
            case .largeTitleSubtitle: (requested, spoken) = (configuration.subtitle ?? "", "the large title's subtitle")
            case .searchPlaceholder:
                let placeholder = configuration.search ?? ""
                (requested, spoken) = (
                    placeholder.isEmpty ? Metrics.searchDefaultPlaceholder : placeholder, "the search placeholder"
                )
            case .search:
                parts.append(
                    AuditedPart(
                        name: name, spoken: "the search field", kind: .field, frame: entry.frame, clip: entry.clip,
                        touchTarget: entry.touchTarget, opacity: entry.opacity, paint: nil))
                continue
            case .searchIcon:
                parts.append(
                    AuditedPart(
                        name: name, spoken: "the search magnifier", kind: .fieldIcon, frame: entry.frame,
                        clip: entry.clip, ink: [entry.frame], opacity: entry.opacity, paint: entry.name))
                continue
            case .back:
                guard let back else { continue }
                parts.append(
                    AuditedPart(
                        name: name, spoken: "the back button", kind: .backButton, frame: back.frame,
                        touchTarget: entry.touchTarget, ink: ink(of: back, measurer: measurer),
                        opacity: entry.opacity, paint: nil))
                parts.append(
                    AuditedPart(
                        name: name, spoken: "the back chevron", kind: .chevron, frame: back.chevronFrame,
                        clip: entry.clip, ink: [back.chevronFrame], opacity: entry.opacity, paint: entry.name))
                if let label = back.label {
                    parts.append(
                        AuditedPart(
                            name: name, spoken: "the back label",
                            kind: .text(label, requested: configuration.back ?? ""), frame: label.frame,
                            clip: entry.clip, ink: self.ink(of: label, measurer: measurer),
                            opacity: entry.opacity, paint: entry.name))
                }
                continue
            case .navigation, .leading, .trailing:
                guard let action = actions.first(where: { $0.name == entry.name }) else { continue }
                let kind: AuditedPart.Kind =
                    action.icon == nil ? .textButton(label: action.label, font: font) : .iconButton
                let spoken = entry.name == .navigation ? "the navigation button" : "the action “\(action.label)”"
                parts.append(
                    AuditedPart(
                        name: name, spoken: spoken, kind: kind, frame: entry.frame, clip: entry.clip,
                        touchTarget: entry.touchTarget, ink: ink(of: action, measurer: measurer),
                        opacity: entry.opacity, paint: entry.name))
                continue
            case .tab(let index):
                guard let tabs, index < tabs.items.count else { continue }
                appendTab(tabs.items[index], entry: entry, request: configuration, measurer: measurer, to: &parts)
                continue
            case .screen, .content, .contentItem, .header, .image, .scrim, .bar, .hairline, .edgeEffect, .platter,
                .statusBar, .tabs, .tabDivider, .tabIndicator:
                // Backings and content: what the parts above are read against (contrast), not parts themselves.
                // Every part is listed: a new one must say here whether and how the audit checks it.
                continue
            }
            guard let line = entry.text else { continue }
            // The pull-down large title is drawn scaled about its anchor; its frame is the unscaled line's.
            let boxes = ink(of: line, measurer: measurer).map { $0.scaled(entry.scale, about: entry.anchor) }
            parts.append(
                AuditedPart(
                    name: name, spoken: spoken, kind: .text(line, requested: requested), frame: entry.frame,
                    clip: entry.clip, ink: boxes, opacity: entry.opacity, paint: entry.name,
                    inContent: entry.inContent))
        }
        return parts
    }

    /// A tab as the rules check it: its whole box as its hit area (inked by its label and icon), its label as a line
    /// of text (truncation, contrast), and its icon (contrast), each drawn cut where the scene cuts the tab.
    private func appendTab(
        _ tab: TabPart, entry: SceneEntry, request configuration: HeaderConfiguration, measurer: any TextMeasuring,
        to parts: inout [AuditedPart]
    ) {
        guard case .tab(let index) = entry.name else { return }
        let name = entry.name.path
        let requested = index < configuration.tabs.count ? configuration.tabs[index].text : tab.label.text
        let spoken = requested.isEmpty ? "tab \(index + 1)" : "the tab “\(requested)”"
        let labelInk = ink(of: tab.label, measurer: measurer)
        parts.append(
            AuditedPart(
                name: name, spoken: spoken, kind: .tab, frame: tab.frame, clip: entry.clip,
                touchTarget: entry.touchTarget, ink: labelInk + (tab.iconFrame.map { [$0] } ?? []),
                opacity: entry.opacity, paint: nil))
        if !requested.isEmpty {
            parts.append(
                AuditedPart(
                    name: name, spoken: "the label of " + spoken, kind: .text(tab.label, requested: requested),
                    frame: tab.label.frame, clip: entry.clip, ink: labelInk, opacity: entry.opacity, paint: entry.name))
        }
        if let icon = tab.iconFrame {
            parts.append(
                AuditedPart(
                    name: name, spoken: "the icon of " + spoken, kind: .icon, frame: icon, clip: entry.clip,
                    ink: [icon], opacity: entry.opacity, paint: entry.name))
        }
    }
}
