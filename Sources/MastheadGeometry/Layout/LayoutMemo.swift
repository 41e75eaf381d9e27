/// The bar slots one configuration's layout works out, recorded once and replayed at every other offset.
///
/// The bar never moves (every style lays it out at `y = S`, full width), and what sits in it (back button, title,
/// actions) depends on the configuration and the text widths, not on the offset. A slider asks for the same
/// configuration at offset after offset, so a scene records the slots once and hands the memo to
/// ``HeaderLayout/compute(configuration:offset:measurer:memo:)``: the layout is the same, without working the bar
/// out again.
///
/// A memo answers only for the configuration it recorded (another configuration is laid out afresh), and must be
/// used with a measurer that measures as the recording one did; a bar it did not record is laid out afresh.
public struct LayoutMemo: Sendable {
    /// One bar as recorded: its inputs and the slots worked out for them.
    struct Bar: Sendable {
        let frame: Rect
        let title: String?
        let subtitle: String?
        let slots: BarLayout
    }

    let configuration: HeaderConfiguration
    let bars: [Bar]

    private init(configuration: HeaderConfiguration, bars: [Bar]) {
        self.configuration = configuration
        self.bars = bars
    }

    /// Records the bars that laying `configuration` out at `offset` with `measurer` works out.
    public init(laying configuration: HeaderConfiguration, at offset: Double, measurer: any TextMeasuring) {
        self = LayoutMemo.recording(configuration, at: offset, measurer: measurer).memo
    }

    /// Records the bars as ``init(laying:at:measurer:)`` does, and returns the layout made while recording too:
    /// the configuration at `offset`, as replaying the memo lays it out there.
    ///
    /// The layout is handed back rather than kept in the memo: a memo is copied into every layout that replays
    /// it, and a layout inside it would be copied with it every time.
    public static func recording(
        _ configuration: HeaderConfiguration, at offset: Double, measurer: any TextMeasuring
    ) -> (memo: LayoutMemo, layout: HeaderLayout) {
        let recorder = Recorder()
        let layout = HeaderLayout.compute(
            configuration: configuration, offset: offset, measurer: measurer, bars: .recording(recorder))
        return (LayoutMemo(configuration: configuration, bars: recorder.bars), layout)
    }

    /// The recorded slots for these inputs, if any. Comparing the configuration is cheap for the recorded one,
    /// whose strings and arrays share storage with it.
    func slots(for configuration: HeaderConfiguration, frame: Rect, title: String?, subtitle: String?) -> BarLayout? {
        guard configuration == self.configuration else { return nil }
        for bar in bars where bar.frame == frame && bar.title == title && bar.subtitle == subtitle {
            return bar.slots
        }
        return nil
    }

    /// Collects bars during the one recording layout; never shared between threads.
    final class Recorder {
        var bars: [Bar] = []
    }

    /// Where a layout's bar slots come from.
    enum Source {
        /// Worked out every time.
        case fresh
        /// Worked out, and kept in the recorder.
        case recording(Recorder)
        /// Taken from a memo when it has them.
        case replaying(LayoutMemo)
    }
}
