extension Metrics {
    /// Every numeric metric by name, in a fixed order, for `/v1/catalog`.
    public static let catalog: [(name: String, value: Double)] = [
        ("barHeight", barHeight), ("barHeightPad", barHeightPad), ("barEdgePadding", barEdgePadding),
        ("hairlineFadeDistance", hairlineFadeDistance), ("chevronWidth", chevronWidth),
        ("chevronHeight", chevronHeight), ("chevronLabelGap", chevronLabelGap), ("iconActionSize", iconActionSize),
        ("iconGlyphSize", iconGlyphSize), ("actionSpacing", actionSpacing), ("textActionPadding", textActionPadding),
        ("textActionHeight", textActionHeight), ("titleSlotGap", titleSlotGap), ("largeTitleInset", largeTitleInset),
        ("largeTitleBaselineInset", largeTitleBaselineInset), ("largeTitleRowHeight", largeTitleRowHeight),
        ("largeSubtitleRowHeight", largeSubtitleRowHeight), ("largeTitleMaxScale", largeTitleMaxScale),
        ("largeTitleScalePer44", largeTitleScalePer44), ("scrollEdgeHorizontalPadding", scrollEdgeHorizontalPadding),
        ("scrollEdgeBottomPadding", scrollEdgeBottomPadding), ("scrollEdgeButtonSize", scrollEdgeButtonSize),
        ("scrollEdgeButtonSpacing", scrollEdgeButtonSpacing), ("scrollEdgeTextPadding", scrollEdgeTextPadding),
        ("scrollEdgeTitleGap", scrollEdgeTitleGap), ("softEdgeBlur", softEdgeBlur),
        ("hardEdgeOpacity", hardEdgeOpacity), ("inlineTitlePadding", inlineTitlePadding),
        ("collapsibleHeaderHeight", collapsibleHeaderHeight),
        ("collapsibleCollapseDistance", collapsibleCollapseDistance), ("collapsibleParallax", collapsibleParallax),
        ("collapsibleTransitionDuration", collapsibleTransitionDuration), ("m3SmallHeight", m3SmallHeight),
        ("m3MediumHeight", m3MediumHeight), ("m3LargeHeight", m3LargeHeight),
        ("m3HorizontalPadding", m3HorizontalPadding), ("m3TitleInset", m3TitleInset),
        ("m3MediumTitleBottomPadding", m3MediumTitleBottomPadding),
        ("m3LargeTitleBottomPadding", m3LargeTitleBottomPadding), ("m3IconButtonSize", m3IconButtonSize),
        ("m3IconSize", m3IconSize), ("m3MaxActions", Double(m3MaxActions)),
    ]
}
