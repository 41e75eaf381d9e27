extension HeaderLayout {
    /// This layout resolved into what is drawn, in paint order, each part with its name, frame, clip, opacity,
    /// colours, text, touch target and transition.
    ///
    /// The colours are chosen here and nowhere else. iOS: titles in `label`, subtitles in `labelSecondary`, the back
    /// button and actions in the tint (`link`), in `label` on glass (`scrollEdge`, `fidelity=ios26`'s platters),
    /// white on a prominent item's tinted glass; on the `collapsible` band a white title over an 85 % white
    /// subtitle and items turning from the tint toward white. Material (the scheme's roles, which
    /// ``colors`` lists): the container in `container`, titles in `onSurface`, subtitles in `onSurfaceVariant`
    /// (`AppBarTokens.SubtitleColor`), the navigation icon in `onSurface`, action icons in `onSurfaceVariant` and
    /// text buttons in `primary`.
    public var scene: ResolvedScene {
        ResolvedScene(entries: style.isMaterial ? materialEntries() : iosEntries())
    }

    /// The colour the layout gives the role `name` (a Material bar's `container`, `onSurface`, …), if any.
    public func color(role name: String) -> Color? {
        colors.first { $0.name == name }?.color
    }

    private func iosEntries() -> [SceneEntry] {
        let palette = ColorPalette.forAppearance(appearance)
        var entries: [SceneEntry] = []
        if let largeTitle {
            var entry = SceneEntry(
                .largeTitle, frame: largeTitle.line.frame, opacity: largeTitle.opacity, clip: largeTitleClip,
                ink: palette.label, text: largeTitle.line, transition: largeTitle.transition)
            entry.inContent = true
            entry.scale = largeTitle.scale
            entry.anchor = largeTitle.anchor
            entries.append(entry)
            if let subtitle = largeTitle.subtitle {
                // Drawn beside the title's group, not in it: neither faded nor scaled with it.
                var entry = SceneEntry(
                    .largeTitleSubtitle, frame: subtitle.frame, clip: largeTitleClip, ink: palette.labelSecondary,
                    text: subtitle)
                entry.inContent = true
                entries.append(entry)
            }
        }
        if let edgeEffect {
            entries.append(SceneEntry(.edgeEffect, frame: edgeEffect.frame, opacity: edgeEffect.opacity))
        }
        entries.append(SceneEntry(.header, frame: header.frame, opacity: header.backgroundOpacity))
        if let bar { entries.append(SceneEntry(.bar, frame: bar)) }
        if let hairline {
            entries.append(
                SceneEntry(.hairline, frame: hairline.frame, opacity: hairline.opacity, fill: palette.separator))
        }
        for (index, platter) in platters.enumerated() {
            entries.append(SceneEntry(.platter(index), frame: platter.frame, opacity: platter.opacity))
        }
        let items = itemInk(palette)
        if let back {
            entries.append(
                SceneEntry(.back, frame: back.frame, ink: items, text: back.label, touchTarget: back.touchTarget))
        }
        if let title {
            let collapsible = style == .collapsible
            entries.append(
                SceneEntry(
                    .title, frame: title.line.frame, opacity: title.opacity, ink: collapsible ? .white : palette.label,
                    text: title.line, transition: title.transition))
            if let subtitle = title.subtitle {
                let ink = collapsible ? ColorPalette.collapsibleSubtitle : palette.labelSecondary
                entries.append(
                    SceneEntry(.titleSubtitle, frame: subtitle.frame, opacity: title.opacity, ink: ink, text: subtitle))
            }
        }
        for action in actions {
            let ink = action.prominent ? ColorPalette.prominentGlyph : items
            entries.append(SceneEntry(action.name, frame: action.frame, ink: ink, touchTarget: action.touchTarget))
        }
        return entries
    }

    /// The colour of the iOS back button and actions.
    private func itemInk(_ palette: ColorPalette) -> Color {
        if !platters.isEmpty { return palette.label }
        switch style {
        case .scrollEdge: return palette.label
        case .collapsible: return palette.collapsibleItemColor(progress: progress)
        default: return palette.link
        }
    }

    private func materialEntries() -> [SceneEntry] {
        let fallback = ColorPalette.forAppearance(appearance).label
        let role = { (name: String) in color(role: name) ?? fallback }
        var entries = [
            SceneEntry(.header, frame: header.frame, opacity: header.backgroundOpacity, fill: role("container"))
        ]
        guard let bar else { return entries }
        entries.append(SceneEntry(.bar, frame: bar))
        if let largeTitle {
            let row = largeTitleClip
            entries.append(
                SceneEntry(
                    .largeTitle, frame: largeTitle.line.frame, opacity: largeTitle.opacity, clip: row,
                    ink: role("onSurface"), text: largeTitle.line, transition: largeTitle.transition))
            if let subtitle = largeTitle.subtitle {
                entries.append(
                    SceneEntry(
                        .largeTitleSubtitle, frame: subtitle.frame, opacity: largeTitle.opacity, clip: row,
                        ink: role("onSurfaceVariant"), text: subtitle))
            }
        }
        if let title {
            entries.append(
                SceneEntry(
                    .title, frame: title.line.frame, opacity: title.opacity, clip: bar, ink: role("onSurface"),
                    text: title.line, transition: title.transition))
            if let subtitle = title.subtitle {
                entries.append(
                    SceneEntry(
                        .titleSubtitle, frame: subtitle.frame, opacity: title.opacity, clip: bar,
                        ink: role("onSurfaceVariant"), text: subtitle))
            }
        }
        if let back {
            entries.append(
                SceneEntry(
                    .back, frame: back.frame, clip: bar, ink: role("onSurface"), text: back.label,
                    touchTarget: back.touchTarget))
        }
        for action in actions {
            let ink =
                action.icon == nil
                ? role("primary") : action.side == .leading ? role("onSurface") : role("onSurfaceVariant")
            entries.append(
                SceneEntry(action.name, frame: action.frame, clip: bar, ink: ink, touchTarget: action.touchTarget))
        }
        return entries
    }
}
