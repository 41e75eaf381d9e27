extension Metrics {
    /// Every numeric metric by name, in a fixed order, for `/v1/catalog`.
    public static let catalog: [(name: String, value: Double)] = [
        ("barHeight", barHeight), ("barHeightPad", barHeightPad), ("barEdgePadding", barEdgePadding),
        ("barEdgePaddingPad", barEdgePaddingPad),
        ("hairlineFadeDistance", hairlineFadeDistance), ("chevronWidth", chevronWidth),
        ("chevronHeight", chevronHeight), ("chevronLabelGap", chevronLabelGap), ("iconActionSize", iconActionSize),
        ("iconGlyphSize", iconGlyphSize), ("actionSpacing", actionSpacing), ("textActionPadding", textActionPadding),
        ("textActionHeight", textActionHeight), ("titleSlotGap", titleSlotGap), ("largeTitleInset", largeTitleInset),
        ("largeTitleBottomPadding", largeTitleBottomPadding), ("largeTitleRowHeight", largeTitleRowHeight),
        ("largeSubtitleRowHeight", largeSubtitleRowHeight), ("largeTitleMaxScale", largeTitleMaxScale),
        ("largeTitleScalePer44", largeTitleScalePer44), ("scrollEdgeHorizontalPadding", scrollEdgeHorizontalPadding),
        ("scrollEdgeBottomPadding", scrollEdgeBottomPadding), ("scrollEdgeButtonSize", scrollEdgeButtonSize),
        ("scrollEdgeButtonSpacing", scrollEdgeButtonSpacing), ("scrollEdgeTextPadding", scrollEdgeTextPadding),
        ("scrollEdgeTitleGap", scrollEdgeTitleGap), ("softEdgeBlur", softEdgeBlur),
        ("hardEdgeOpacity", hardEdgeOpacity), ("inlineTitlePadding", inlineTitlePadding),
        ("collapsibleHeaderHeight", collapsibleHeaderHeight),
        ("collapsibleCollapseDistance", collapsibleCollapseDistance), ("collapsibleParallax", collapsibleParallax),
        ("collapsibleTransitionDuration", collapsibleTransitionDuration),
        ("uikitShowLargeTitleThreshold", uikitShowLargeTitleThreshold),
        ("uikitTitleFadeDuration", uikitTitleFadeDuration),
        ("uikitScrollUnderExtent", uikitScrollUnderExtent), ("uikitBackChevronInset", uikitBackChevronInset),
        ("uikitHairlineAlpha", uikitHairlineAlpha), ("uikitBarBlurDeviation", uikitBarBlurDeviation),
    ]
}
