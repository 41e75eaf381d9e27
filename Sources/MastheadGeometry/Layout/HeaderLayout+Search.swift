extension HeaderLayout {
    /// Adds an iOS bar's search band to `layout`, the style's layout at `offset` less what the band took
    /// (``SearchBandPlan/consumed(at:)``), following Flutter's `_LargeTitleNavigationBarSliverDelegate`
    /// (`cupertino/nav_bar.dart`), the one public model of UIKit's search bar under a navigation bar.
    ///
    /// - The band (the 36-point field and 8 under it) sits directly above the content: under the bar (`compact`),
    ///   under the large title (`large`) or under the inline title (`inlineTitle`), which all stay where they are
    ///   while it collapses.
    /// - `hideOnScroll`: over the first 44 points the content scrolls over the band. The band is cut to what is
    ///   left of it (`clip`), the field's box shrinks with it (36 - offset tall, a clip rather than a scale), and
    ///   the magnifier and placeholder fade out over the first 7.2 points of that squeeze while their top inset
    ///   halves (Flutter `cupertino/search_field.dart`, `_calculateScrollOpacity`, `_animatedInsets`). Past 44 the
    ///   style's own motion follows, 44 points later than without the band; every threshold moves by 44 and
    ///   `searchCollapsed` is 44. Released inside the band, the scroll settles at 0 or 44, whichever is nearer
    ///   (`_handleScrollChange`; half way settles collapsed).
    /// - `always`: the band never shrinks. It moves up with the content until it meets the bar, then stays under
    ///   it, the header's backing and hairline extending over it.
    /// - The field takes touches across its band (`touchTarget`: the field's width, 44 tall, UIKit's minimum), as
    ///   a tap in the gap under it still lands in the search bar.
    /// - An overscroll moves the band down with the content, whole.
    static func addingSearch(_ band: SearchBandPlan, to layout: HeaderLayout, offset: Double) -> HeaderLayout {
        var layout = layout
        let bandHeight = Metrics.searchBandHeight
        let consumed = band.consumed(at: offset)
        let shown = bandHeight - consumed
        let width = layout.viewport.width
        var top = layout.contentTop
        if band.behavior == .always, let bar = layout.bar, top < bar.maxY {
            top = bar.maxY
            layout.header.frame.height = max(layout.header.frame.height, top + bandHeight - layout.header.frame.y)
            if let hairline = layout.hairline { layout.hairline?.frame.y = max(hairline.frame.y, top + bandHeight) }
        }
        let frame = Rect(x: 0, y: top, width: width, height: bandHeight)
        let fieldHeight = max(0, min(Metrics.searchFieldHeight, shown - Metrics.searchBandBottomPadding))
        let field = Rect(x: band.inset, y: top, width: width - 2 * band.inset, height: fieldHeight)
        let fadeExtent = UnitInterval.ratio(
            Metrics.searchFieldHeight - fieldHeight, over: Metrics.searchFieldHeight * (1 - Metrics.searchFadeFraction))
        let iconTop = top + Metrics.searchIconTopInset * (1 - fadeExtent / 2)
        let icon = Rect(
            x: field.x + Metrics.searchIconStartInset, y: iconTop, width: Metrics.searchIconSize,
            height: Metrics.searchIconSize)
        let placeholder = band.placeholder.line(x: icon.maxX + Metrics.searchTextPadding, centredOn: icon.midY)
        let cut = shown < bandHeight ? Rect(x: 0, y: top, width: width, height: shown) : nil
        layout.search = SearchPart(
            frame: frame, clip: cut, opacity: 1, field: field,
            cornerRadius: min(Metrics.searchFieldCornerRadius, fieldHeight / 2), icon: icon,
            contentOpacity: 1 - fadeExtent, placeholder: placeholder,
            touchTarget: Rect(x: field.x, y: top, width: field.width, height: bandHeight))
        layout.contentTop = layout.contentTop + shown
        layout.offset = offset
        if offset > 0, offset < bandHeight, band.behavior == .hideOnScroll {
            layout.settle = SettlePoint(offset: offset < bandHeight / 2 ? 0 : bandHeight, progress: layout.progress)
        } else if consumed > 0, let settle = layout.settle {
            layout.settle = SettlePoint(offset: settle.offset + consumed, progress: settle.progress)
        }
        return layout
    }

    /// `thresholds` of a header with `band`: with `hideOnScroll` every member 44 later and `searchCollapsed` at 44;
    /// unchanged with `always`.
    static func thresholds(_ thresholds: Thresholds, with band: SearchBandPlan) -> Thresholds {
        guard band.behavior == .hideOnScroll else { return thresholds }
        let bandHeight = Metrics.searchBandHeight
        var moved = thresholds
        moved.titleVisible = thresholds.titleVisible.map { $0 + bandHeight }
        moved.hairlineVisible = thresholds.hairlineVisible.map { $0 + bandHeight }
        moved.hairlineOpaque = thresholds.hairlineOpaque.map { $0 + bandHeight }
        moved.collapsed = thresholds.collapsed.map { $0 + bandHeight }
        moved.searchCollapsed = bandHeight
        return moved
    }
}
