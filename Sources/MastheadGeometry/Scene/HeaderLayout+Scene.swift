extension HeaderLayout {
    /// This layout resolved into what is drawn, in paint order, each part with its name, frame, clip, opacity,
    /// colours (``ink(of:)``, ``fill(of:)``), text, touch target and transition.
    public var scene: ResolvedScene {
        ResolvedScene(entries: style.isMaterial ? materialEntries() : iosEntries())
    }

    /// The colour the layout gives the role `name` (a Material bar's `container`, `onSurface`, …), if any.
    public func color(role name: String) -> Color? {
        colors.first { $0.name == name }?.color
    }

    /// The colour of `part`'s ink (its text's glyphs, its icon's or chevron's strokes), chosen here and nowhere
    /// else: the scene's entries carry it, and the painters, which need no more of the scene, draw with it. Nil for
    /// a part without ink or one the layout does not have.
    ///
    /// iOS: titles in `label`, subtitles in `labelSecondary`, the back button and actions in the tint (`link`), in
    /// `label` on glass (`scrollEdge`, `fidelity=ios26`'s platters), white on a prominent item's tinted glass; on
    /// the `collapsible` band a white title over an 85 % white subtitle and items turning from the tint toward
    /// white. Material (the scheme's roles, which ``colors`` lists): titles in `onSurface`, subtitles in
    /// `onSurfaceVariant` (`AppBarTokens.SubtitleColor`), the navigation icon in `onSurface`, action icons in
    /// `onSurfaceVariant` and text buttons in `primary`; `m3Search`'s magnifier in `onSurface` and its placeholder
    /// in `onSurfaceVariant` (`SearchBarTokens.LeadingIconColor`, `SupportingTextColor`); a tab's label and icon in
    /// `primary` on the primary row and `onSurface` on the secondary one when selected
    /// (`PrimaryNavigationTabTokens.ActiveLabelTextColor`, `SecondaryNavigationTabTokens.ActiveLabelTextColor`),
    /// `onSurfaceVariant` when not (`InactiveLabelTextColor`); an iOS segmented control's labels in `label`.
    public func ink(of part: PartName) -> Color? {
        if style.isMaterial {
            let role = { (name: String) in self.color(role: name) ?? ColorPalette.forAppearance(self.appearance).label }
            switch part {
            case .tab(let index):
                guard let tabs, index < tabs.items.count else { return nil }
                guard tabs.items[index].selected else { return role("onSurfaceVariant") }
                return tabs.style == .primary ? role("primary") : role("onSurface")
            case .title, .largeTitle, .back: return role("onSurface")
            case .titleSubtitle, .largeTitleSubtitle: return role("onSurfaceVariant")
            case .navigation, .leading, .trailing:
                guard let action = actions.first(where: { $0.name == part }) else { return nil }
                if action.icon == nil { return role("primary") }
                return action.side == .leading ? role("onSurface") : role("onSurfaceVariant")
            case .searchIcon: return search == nil ? nil : role("onSurface")
            case .searchPlaceholder: return search == nil ? nil : role("onSurfaceVariant")
            default: return nil
            }
        }
        let collapsible = style == .collapsible
        switch part {
        case .tab(let index): return tabs.map { index < $0.items.count ? paletteColor(\.label) : nil } ?? nil
        case .largeTitle: return paletteColor(\.label)
        case .largeTitleSubtitle: return paletteColor(\.labelSecondary)
        case .title: return collapsible ? .white : paletteColor(\.label)
        case .titleSubtitle: return collapsible ? ColorPalette.collapsibleSubtitle : paletteColor(\.labelSecondary)
        case .back: return itemInk
        case .navigation, .leading, .trailing:
            guard let action = actions.first(where: { $0.name == part }) else { return nil }
            return action.prominent ? ColorPalette.prominentGlyph : itemInk
        case .searchIcon, .searchPlaceholder: return search == nil ? nil : Metrics.searchItem(appearance)
        default: return nil
        }
    }

    /// One colour of the appearance's palette, read from the shared palette where it is: the painters ask for
    /// several inks at every answer, and taking the whole palette out (``ColorPalette/forAppearance(_:)``) for each
    /// copied all its colours and destroyed them again.
    @inline(__always)
    private func paletteColor(_ role: (borrowing ColorPalette) -> Color) -> Color {
        switch appearance {
        case .light: role(ColorPalette.light)
        case .dark: role(ColorPalette.dark)
        }
    }

    /// The colour `part` fills its frame with, where the layout decides it: a Material bar's container (its
    /// `container` role at this offset) for `header`, the separator for the `hairline`, `tertiarySystemFill` for the
    /// iOS search field and the `searchField` role for `m3Search`'s; the tab row's container in
    /// `surface` (`TabRowDefaults.primaryContainerColor` and `secondaryContainerColor`, both
    /// `…NavigationTabTokens.ContainerColor`), its divider in `outlineVariant` (`DividerTokens.Color`) and its
    /// indicator in `primary` (`PrimaryNavigationTabTokens.ActiveIndicatorColor`); nil for the others.
    ///
    /// A segmented control (iOS): its background in `tertiarySystemFill` and its thumb white (`#636366` dark), as
    /// Flutter's `CupertinoSlidingSegmentedControl` fills them; the labels in `label`.
    public func fill(of part: PartName) -> Color? {
        if let tabs, tabs.style == .segmented {
            switch part {
            case .tabs: return ColorPalette.segmentedBackground(appearance)
            case .tabIndicator: return ColorPalette.segmentedThumb(appearance)
            default: break
            }
        }
        let role = { (name: String) in self.color(role: name) ?? ColorPalette.forAppearance(self.appearance).surface }
        switch part {
        case .tabs: return tabs == nil ? nil : role("surface")
        case .tabDivider: return tabs == nil ? nil : role("outlineVariant")
        case .tabIndicator: return tabs == nil ? nil : role("primary")
        case .header:
            return style.isMaterial ? color(role: "container") ?? ColorPalette.forAppearance(appearance).surface : nil
        case .hairline: return style.isMaterial ? nil : paletteColor(\.separator)
        case .search:
            return search == nil
                ? nil : style.isMaterial ? color(role: "searchField") : Metrics.searchFieldFill(appearance)
        default: return nil
        }
    }

    /// The colour of the iOS back button and actions.
    private var itemInk: Color {
        if !platters.isEmpty { return paletteColor(\.label) }
        switch style {
        case .scrollEdge: return paletteColor(\.label)
        case .collapsible: return ColorPalette.forAppearance(appearance).collapsibleItemColor(progress: progress)
        default: return paletteColor(\.link)
        }
    }

    private func iosEntries() -> [SceneEntry] {
        var entries: [SceneEntry] = []
        entries.reserveCapacity(8 + platters.count + actions.count)
        if let largeTitle {
            var entry = SceneEntry(
                .largeTitle, frame: largeTitle.line.frame, opacity: largeTitle.opacity, clip: largeTitleClip,
                ink: ink(of: .largeTitle), text: largeTitle.line, transition: largeTitle.transition)
            entry.inContent = true
            entry.scale = largeTitle.scale
            entry.anchor = largeTitle.anchor
            entries.append(entry)
            if let subtitle = largeTitle.subtitle {
                // Drawn beside the title's group, not in it: neither faded nor scaled with it.
                entry = SceneEntry(
                    .largeTitleSubtitle, frame: subtitle.frame, clip: largeTitleClip, ink: ink(of: .largeTitleSubtitle),
                    text: subtitle)
                entry.inContent = true
                entries.append(entry)
            }
        }
        if let edgeEffect {
            entries.append(SceneEntry(.edgeEffect, frame: edgeEffect.frame, opacity: edgeEffect.opacity))
        }
        entries.append(SceneEntry(.header, frame: header.frame, opacity: header.backgroundOpacity))
        appendPicture(to: &entries)
        if let bar { entries.append(SceneEntry(.bar, frame: bar)) }
        if let hairline {
            entries.append(
                SceneEntry(.hairline, frame: hairline.frame, opacity: hairline.opacity, fill: fill(of: .hairline)))
        }
        for (index, platter) in platters.enumerated() {
            entries.append(SceneEntry(.platter(index), frame: platter.frame, opacity: platter.opacity))
        }
        if let search { appendSearchEntries(search, to: &entries) }
        if let back {
            entries.append(
                SceneEntry(
                    .back, frame: back.frame, ink: ink(of: .back), text: back.label, touchTarget: back.touchTarget))
        }
        if let title {
            entries.append(
                SceneEntry(
                    .title, frame: title.line.frame, opacity: title.opacity, ink: ink(of: .title), text: title.line,
                    transition: title.transition))
            if let subtitle = title.subtitle {
                entries.append(
                    SceneEntry(
                        .titleSubtitle, frame: subtitle.frame, opacity: title.opacity, ink: ink(of: .titleSubtitle),
                        text: subtitle))
            }
        }
        for action in actions {
            entries.append(
                SceneEntry(action.name, frame: action.frame, ink: ink(of: action.name), touchTarget: action.touchTarget)
            )
        }
        appendTabEntries(to: &entries)
        return entries
    }

    /// The search field, its magnifier and its placeholder: each cut to the band's shown part (`m3Search`: to the
    /// bar) when it is cut, else the field to its band and the other two to the field.
    private func appendSearchEntries(_ search: SearchPart, to entries: inout [SceneEntry]) {
        let band = search.clip ?? search.frame
        entries.append(
            SceneEntry(
                .search, frame: search.field, opacity: search.opacity, clip: band, fill: fill(of: .search),
                touchTarget: search.touchTarget))
        let opacity = search.opacity * search.contentOpacity
        entries.append(
            SceneEntry(
                .searchIcon, frame: search.icon, opacity: opacity, clip: search.clip ?? search.field,
                ink: ink(of: .searchIcon))
        )
        entries.append(
            SceneEntry(
                .searchPlaceholder, frame: search.placeholder.frame, opacity: opacity,
                clip: search.clip ?? search.field,
                ink: ink(of: .searchPlaceholder), text: search.placeholder))
    }

    /// The picture behind an image header, then the scrim over it.
    private func appendPicture(to entries: inout [SceneEntry]) {
        if let image {
            var entry = SceneEntry(.image, frame: image.frame, opacity: image.opacity, clip: image.clip)
            entry.blur = image.blur
            entries.append(entry)
        }
        if let scrim {
            entries.append(
                SceneEntry(
                    .scrim, frame: scrim.frame, opacity: scrim.opacity, clip: header.frame, fill: scrim.color,
                    transition: scrim.transition))
        }
    }

    private func materialEntries() -> [SceneEntry] {
        var entries: [SceneEntry] = []
        entries.reserveCapacity(8 + actions.count)
        entries.append(
            SceneEntry(.header, frame: header.frame, opacity: header.backgroundOpacity, fill: fill(of: .header)))
        appendPicture(to: &entries)
        guard let bar else { return entries }
        entries.append(SceneEntry(.bar, frame: bar))
        if let largeTitle {
            let row = largeTitleClip
            var entry = SceneEntry(
                .largeTitle, frame: largeTitle.line.frame, opacity: largeTitle.opacity, clip: row,
                ink: ink(of: .largeTitle), text: largeTitle.line, transition: largeTitle.transition)
            entry.scale = largeTitle.scale
            entry.anchor = largeTitle.anchor
            entries.append(entry)
            if let subtitle = largeTitle.subtitle {
                entries.append(
                    SceneEntry(
                        .largeTitleSubtitle, frame: subtitle.frame, opacity: largeTitle.opacity, clip: row,
                        ink: ink(of: .largeTitleSubtitle), text: subtitle))
            }
        }
        if let title {
            entries.append(
                SceneEntry(
                    .title, frame: title.line.frame, opacity: title.opacity, clip: bar, ink: ink(of: .title),
                    text: title.line, transition: title.transition))
            if let subtitle = title.subtitle {
                entries.append(
                    SceneEntry(
                        .titleSubtitle, frame: subtitle.frame, opacity: title.opacity, clip: bar,
                        ink: ink(of: .titleSubtitle), text: subtitle))
            }
        }
        if let back {
            entries.append(
                SceneEntry(
                    .back, frame: back.frame, clip: bar, ink: ink(of: .back), text: back.label,
                    touchTarget: back.touchTarget))
        }
        if let search { appendSearchEntries(search, to: &entries) }
        for action in actions {
            entries.append(
                SceneEntry(
                    action.name, frame: action.frame, opacity: toolbarOpacity ?? 1, clip: bar,
                    ink: ink(of: action.name), touchTarget: action.touchTarget))
        }
        appendTabEntries(to: &entries)
        return entries
    }

    /// The tab row in Compose's paint order: its container, each tab (its label as the entry's text, cut to the
    /// row where it reaches past the screen), the divider, then the indicator over it. A segmented control: its
    /// background (the entry's frame is the control's), the thumb, then the segments over it.
    private func appendTabEntries(to entries: inout [SceneEntry]) {
        guard let tabs else { return }
        if let control = tabs.control {
            entries.append(SceneEntry(.tabs, frame: control, fill: fill(of: .tabs)))
            entries.append(SceneEntry(.tabIndicator, frame: tabs.indicator, fill: fill(of: .tabIndicator)))
        } else {
            entries.append(SceneEntry(.tabs, frame: tabs.frame, fill: fill(of: .tabs)))
        }
        for (index, tab) in tabs.items.enumerated() {
            let name = PartName.tab(index)
            entries.append(
                SceneEntry(
                    name, frame: tab.frame, clip: tab.clip, ink: ink(of: name), text: tab.label,
                    touchTarget: tab.touchTarget))
        }
        guard tabs.control == nil else { return }
        if let divider = tabs.divider {
            entries.append(SceneEntry(.tabDivider, frame: divider, fill: fill(of: .tabDivider)))
        }
        entries.append(SceneEntry(.tabIndicator, frame: tabs.indicator, fill: fill(of: .tabIndicator)))
    }
}
