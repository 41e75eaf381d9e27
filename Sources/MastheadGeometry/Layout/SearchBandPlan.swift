/// What an iOS bar's search band shares at every offset: how it behaves and its placeholder, measured once.
struct SearchBandPlan: Sendable {
    /// Whether the band collapses with the scroll.
    let behavior: SearchBehavior
    /// The placeholder fitted to the field.
    let placeholder: FittedText
    /// The field's start and end inset from the screen's edges (the bar's side margin, 16; iPad 20).
    let inset: Double

    /// The band of `configuration`, or nil when it has none: no `search`, or a style or look without the band (the
    /// Liquid Glass bar, whose search the request decoder refuses, and every style outside the iOS bars).
    init?(_ configuration: HeaderConfiguration, family: FamilyConfiguration, fitter: TextFitter) {
        guard let text = configuration.search, configuration.style.takesSearchBand, case .iosBar(let bar) = family,
            bar.look != .glass
        else { return nil }
        behavior = configuration.searchBehavior
        inset = configuration.viewport.sideMargin
        let fieldWidth = configuration.viewport.width - 2 * inset
        let textStart = Metrics.searchIconStartInset + Metrics.searchIconSize + Metrics.searchTextPadding
        placeholder = fitter.fit(
            text.isEmpty ? Metrics.searchDefaultPlaceholder : text, font: Metrics.searchPlaceholderFont,
            maxWidth: max(0, fieldWidth - textStart - Metrics.searchTextPadding))
    }

    /// How much of `offset` the band takes before the rest of the header moves: with `hideOnScroll` the first 44
    /// points (the band collapses first), none with `always` or in an overscroll.
    func consumed(at offset: Double) -> Double {
        behavior == .hideOnScroll ? min(max(offset, 0), Metrics.searchBandHeight) : 0
    }
}
