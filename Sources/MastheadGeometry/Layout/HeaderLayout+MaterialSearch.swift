extension HeaderLayout {
    /// `m3Search`: Material 3 Expressive's `AppBarWithSearch` (Compose `SearchBar.kt`), a 64-tall bar holding the
    /// navigation icon, the 56-tall full-rounded search field and the actions in one row.
    ///
    /// - The row: the navigation icon's box (4 + 48, `AppBarWithSearchHorizontalPadding`), the field's slot, the
    ///   actions' box (48 each, then 4); a box without its items is absent. The field has 8 each side and 4 above
    ///   and below (`SearchBarAsTopBarPadding`, `AppBarWithSearchVerticalPadding`), takes the slot's width (at
    ///   most 720, centred in a wider slot) and is 56 tall with a 28 radius.
    /// - In the field: the magnifier (24, `onSurface`) 16 in, the placeholder in BodyLarge at the font scale
    ///   (`onSurfaceVariant`) after the 48-wide icon slot and 4, fitted to the field less 16 at its end.
    /// - `pinned`: the bar stays. `enterAlways` (`EnterAlwaysSearchBarScrollBehavior`): the whole row slides up by
    ///   `heightOffset` (the same replay of `path` as the other bars, limit -64), cut to what is left of the
    ///   container under the status bar, and comes back on any scroll up; `progress` is the fraction hidden.
    ///   `exitUntilCollapsed` is refused by the request decoder (the bar has no collapsed form) and laid out as
    ///   `pinned`.
    /// - Colours (`appBarWithSearchColors`): the container `surface`, the field `surfaceContainerHigh`; with content
    ///   under the bar (`overlappedFraction` over 0.01) `surfaceContainer` and `surfaceContainerHighest`, through
    ///   `FastOutLinearInEasing`, as the small bar switches.
    /// - Tabs (``TabRowLayout``) sit directly under the container and grow the header and `contentTop` by their row.
    static func materialSearch(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let form = input.plan.materialBar
        let planned = input.plan.materialRow
        let spec = planned?.spec ?? MaterialBarSpec(form)
        let behavior: ScrollBehavior = form.scrollBehavior == .enterAlways ? .enterAlways : .pinned
        let state = TopAppBarState(
            limit: spec.limit, behavior: behavior, path: configuration.path, offset: input.offset)
        let top = input.safeTop
        let height = spec.expandedHeight
        let slide = state.heightOffset
        let bar = Rect(x: 0, y: top, width: input.width, height: height + slide)
        // The row and field at rest, the plan's where it has them, moved up as the bar slides away.
        let row =
            planned?.row
            ?? MaterialRow(configuration: configuration, bar: form, top: top, height: height, fitter: input.fitter)
        let rest =
            planned?.searchField
            ?? MaterialSearchField(configuration, bar: form, row: row, top: top, height: height, fitter: input.fitter)
        let search = rest.moved(by: slide)
        var buttons = row.buttons
        if slide != 0 {
            for index in buttons.indices { buttons[index].frame = buttons[index].frame.offsetBy(dy: slide) }
        }

        let header = HeaderPart(frame: Rect(x: 0, y: 0, width: input.width, height: bar.maxY), backgroundOpacity: 1)
        var layout = input.layout(
            progress: state.collapsedFraction, header: header, contentTop: top + height - input.offset,
            thresholds: input.thresholds)
        layout.bar = bar
        layout.actions = buttons
        let scheme = planned?.colors ?? MaterialSchemeColors(form.colorScheme)
        let scrolled: Double = state.overlappedFraction > Metrics.m3OverlapThreshold ? 1 : 0
        layout.colors = planned?.roles(colorFraction: scrolled) ?? materialColors(scheme, colorFraction: scrolled)
        layout.colors.append(
            ColorRole(
                "searchField",
                scheme.surfaceContainerHigh.mixedOklab(
                    with: scheme.role("surfaceContainerHighest"),
                    fraction: CubicBezierEasing.fastOutLinearIn.transform(scrolled))))
        layout.settle = materialSettle(behavior, state: state, offset: input.offset)
        layout.search = SearchPart(
            frame: search.slot, clip: bar.contains(search.slot) ? nil : bar, opacity: 1, field: search.field,
            cornerRadius: Metrics.m3SearchFieldHeight / 2, icon: search.icon, contentOpacity: 1,
            placeholder: search.placeholder, touchTarget: search.field)
        if let tabs = input.plan.tabRow?.offsetBy(dy: bar.maxY) {
            // Tabs sit under the container as under every Material bar (``material(_:)``): with `enterAlways` they
            // stay at the top once the row has slid away.
            layout.tabs = tabs
            layout.header.frame.height += tabs.frame.height
            layout.contentTop += tabs.frame.height
        }
        return layout
    }
}
