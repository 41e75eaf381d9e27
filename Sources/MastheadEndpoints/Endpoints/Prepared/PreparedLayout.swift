import MastheadGeometry

/// One configuration ready to be laid out at any offset: its ``LayoutPlan`` (what every offset shares), made once
/// with the text widths its layout measures recorded, and the layout at the offset the first request came with.
///
/// Scenes and timelines lay one configuration out again and again; the layouts are the ones `HeaderLayout.compute`
/// gives with the shaper itself (the tests compare them). A class, since every answer's job captures it: as a
/// struct, each capture copied the configuration, the plan and the recorded layout.
final class PreparedLayout: Sendable {
    let configuration: HeaderConfiguration
    /// The recorded measurements; text the first layout did not measure goes to the shaper.
    let measurer: MeasurementMemo
    /// The configuration's layout up to the offset, measuring with ``measurer``.
    let plan: LayoutPlan
    /// The layout at the first request's offset.
    let recorded: HeaderLayout

    init(_ configuration: HeaderConfiguration, at offset: Double, base: any TextMeasuring) {
        self.configuration = configuration
        measurer = MeasurementMemo(laying: configuration, at: offset, base: base)
        plan = LayoutPlan(configuration: configuration, measurer: measurer)
        recorded = plan.layout(at: offset)
    }

    /// The layout at `offset`; the one made first when `offset` is its offset.
    func layout(at offset: Double) -> HeaderLayout {
        if offset.bitPattern == recorded.offset.bitPattern { return recorded }
        return plan.layout(at: offset)
    }
}
