import MastheadGeometry

/// One configuration ready to be laid out at any offset: the text widths its layout measures and the bar slots it
/// works out are recorded once, at the offset the first request came with, and replayed at every other offset.
///
/// Scenes and timelines lay one configuration out again and again; the layouts are the same as
/// `HeaderLayout.compute` gives without the records (the tests compare them). A class, since every answer's job
/// captures it: as a struct, each capture copied the configuration, the records and the recorded layout.
final class PreparedLayout: Sendable {
    let configuration: HeaderConfiguration
    /// The recorded measurements; text the first layout did not measure goes to the shaper.
    let measurer: MeasurementMemo
    let memo: LayoutMemo
    /// The layout made while recording the bar, at the recorded offset.
    let recorded: HeaderLayout

    init(_ configuration: HeaderConfiguration, at offset: Double, base: any TextMeasuring) {
        self.configuration = configuration
        measurer = MeasurementMemo(laying: configuration, at: offset, base: base)
        (memo, recorded) = LayoutMemo.recording(configuration, at: offset, measurer: measurer)
    }

    /// The layout at `offset`; the one made while recording when `offset` is the recorded one.
    func layout(at offset: Double) -> HeaderLayout {
        if offset.bitPattern == recorded.offset.bitPattern { return recorded }
        return HeaderLayout.compute(configuration: configuration, offset: offset, measurer: measurer, memo: memo)
    }
}
