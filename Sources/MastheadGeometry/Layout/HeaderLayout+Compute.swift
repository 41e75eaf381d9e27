extension HeaderLayout {
    /// Lays out `configuration` at scroll `offset`, measuring text with `measurer`. A pure function: the same
    /// arguments (and a deterministic measurer) always give the same layout.
    ///
    /// Edge cases:
    /// - Negative offsets (overscroll, pulling down) follow each style's formula: fades clamp to 0, the large
    ///   title's row follows the content down and scales up to 1.1, the collapsible header stays fully expanded
    ///   and moves down with parallax.
    /// - Offsets far beyond the animations (e.g. 100000) clamp every progress to its end; positions that follow
    ///   the content (large-title row, content top, collapsible header) keep moving off screen, as on a device.
    /// - A non-finite offset is laid out as 0 (the request decoder rejects them before this point).
    /// - An empty title is laid out with zero width and still reserves the large-title row.
    /// - Right-to-left: the measurer is called with `.rtl`, every frame is mirrored (`x' = width - x - w`), the
    ///   chevron is flipped and the large title scales from its right edge.
    ///
    /// The same as `LayoutPlan(configuration:measurer:).layout(at: offset)`.
    public static func compute(
        configuration: HeaderConfiguration, offset: Double, measurer: any TextMeasuring
    ) -> HeaderLayout {
        LayoutPlan(configuration: configuration, measurer: measurer).layout(at: offset)
    }

    /// The layout of `input`'s plan at its offset.
    static func compute(_ input: LayoutInput) -> HeaderLayout {
        var layout: HeaderLayout
        if input.isGlass {
            layout = glass(input)
        } else if let band = input.plan.search {
            // The band takes the first of the scroll; the style moves with the rest (``addingSearch(_:to:offset:)``).
            var rest = input
            rest.offset -= band.consumed(at: input.offset)
            layout = addingSearch(band, to: styleLayout(rest), offset: input.offset)
        } else {
            layout = styleLayout(input)
        }
        if let control = input.plan.tabRow, !input.configuration.style.isMaterial {
            layout.attachSegmentedControl(control)
        }
        if input.configuration.direction == .rtl { layout = layout.mirrored() }
        layout.resolveClipsAndTargets(requestedTrailing: input.plan.requestedTrailing)
        // Consumed, not copied: the optimizer otherwise copies the whole layout into the result and destroys this one.
        return consume layout
    }

    /// The layout of `input`'s style (the Liquid Glass bar aside) at its offset.
    private static func styleLayout(_ input: LayoutInput) -> HeaderLayout {
        switch input.configuration.style {
        case .compact: compact(input)
        case .large: input.isUIKit ? uikitLarge(input) : large(input)
        case .scrollEdge: scrollEdge(input)
        case .inlineTitle: inlineTitle(input)
        case .collapsible: collapsible(input)
        case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search:
            material(input)
        case .sliverAppBar: sliverAppBar(input)
        case .collapsingToolbar: collapsingToolbar(input)
        }
    }

    /// The thresholds of `configuration`'s style, which do not depend on the offset (the timeline endpoint
    /// writes them once). Equal to `compute(…).thresholds` at any offset.
    public static func thresholds(configuration: HeaderConfiguration, measurer: any TextMeasuring) -> Thresholds {
        let fitter = TextFitter(measurer: measurer, direction: configuration.direction)
        let thresholds = styleThresholds(configuration: configuration, fitter: fitter)
        guard
            let band = SearchBandPlan(configuration, family: configuration.familyConfiguration, fitter: fitter)
        else { return thresholds }
        return self.thresholds(thresholds, with: band)
    }

    /// The thresholds of `configuration`'s style without a search band.
    private static func styleThresholds(configuration: HeaderConfiguration, fitter: TextFitter) -> Thresholds {
        let fade = Metrics.hairlineFadeDistance
        if configuration.isGlass { return glassThresholds(configuration: configuration, fitter: fitter) }
        if configuration.followsUIKit, let uikit = uikitThresholds(configuration: configuration, fitter: fitter) {
            return uikit
        }
        switch configuration.style {
        case .compact:
            return Thresholds(hairlineVisible: fade)
        case .large:
            let rowHeight = largeTitleRowHeight(configuration, fitter: fitter)
            return Thresholds(titleVisible: rowHeight, hairlineVisible: rowHeight, collapsed: rowHeight)
        case .scrollEdge:
            return configuration.edge == .hard ? Thresholds(hairlineVisible: fade) : Thresholds()
        case .inlineTitle:
            let lineHeight = fitter.natural(configuration.title, font: Fonts.largeTitle).metrics.lineHeight
            return Thresholds(titleVisible: Metrics.inlineTitlePadding + lineHeight, hairlineVisible: fade)
        case .collapsible:
            return Thresholds(collapsed: configuration.collapsibleHeader.collapseDistance)
        case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search:
            return materialThresholds(configuration.materialBar)
        case .sliverAppBar:
            return sliverAppBarThresholds(configuration)
        case .collapsingToolbar:
            return collapsingToolbarThresholds(configuration)
        }
    }

    /// `L`: 52, plus 20 when a subtitle is set, at the default text size. Another Dynamic Type category grows (or
    /// shrinks) the 52 by the large title's line height there minus its line height at 34 points, and the 20 by
    /// the subtitle's line height minus its line height at 15, measured with the real font.
    static func largeTitleRowHeight(_ configuration: HeaderConfiguration, fitter: TextFitter) -> Double {
        let size = configuration.textSize
        let lineHeight = { (font: FontSpec) in fitter.natural("", font: font).metrics.lineHeight }
        var height = Metrics.largeTitleRowHeight
        if size != .default { height += lineHeight(Fonts.largeTitle(size)) - lineHeight(Fonts.largeTitle) }
        guard configuration.subtitle != nil else { return height }
        height += Metrics.largeSubtitleRowHeight
        if size != .default { height += lineHeight(Fonts.largeSubtitle(size)) - lineHeight(Fonts.largeSubtitle) }
        return height
    }

    /// The 52-point part of `L` at the configuration's text size: the title's own band.
    static func largeTitleBand(_ configuration: HeaderConfiguration, fitter: TextFitter) -> Double {
        var plain = configuration
        plain.subtitle = nil
        return largeTitleRowHeight(plain, fitter: fitter)
    }
}
