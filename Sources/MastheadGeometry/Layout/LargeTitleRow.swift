/// `large`'s title row, the same at every offset, worked out once per plan: `L`
/// (``HeaderLayout/largeTitleRowHeight(_:fitter:)``), the title's own band in it
/// (``HeaderLayout/largeTitleBand(_:fitter:)``), and the title and subtitle fitted to the screen width minus the side
/// margins.
struct LargeTitleRow: Sendable {
    /// `L`, the row's height.
    let height: Double
    /// The 52-point part of `L` at the configuration's text size.
    let band: Double
    /// The title in the Large Title font at the configuration's text size.
    let title: FittedText
    /// The subtitle in the Subheadline font at the configuration's text size, or nil without one.
    let subtitle: FittedText?

    /// The row of `configuration`, measured with `fitter`.
    init(_ configuration: HeaderConfiguration, fitter: TextFitter) {
        height = HeaderLayout.largeTitleRowHeight(configuration, fitter: fitter)
        band = HeaderLayout.largeTitleBand(configuration, fitter: fitter)
        let viewport = configuration.viewport
        let maxWidth = viewport.width - 2 * viewport.sideMargin
        let size = configuration.textSize
        title = fitter.fit(configuration.title, font: Fonts.largeTitle(size), maxWidth: maxWidth)
        subtitle = configuration.subtitle.map { fitter.fit($0, font: Fonts.largeSubtitle(size), maxWidth: maxWidth) }
    }
}
