import MastheadGeometry

/// The text measurements of one audit, kept in a plain dictionary: an audit lays the same few texts out at every
/// offset and size, and asking the shared measurer each time costs its lock and its hash of the whole key.
///
/// Not safe to share between threads: an audit runs on one, and makes its own (`@unchecked Sendable` because
/// ``TextMeasuring`` must be `Sendable`).
final class MeasurementMemo: TextMeasuring, @unchecked Sendable {
    private struct Key: Hashable {
        let text: String
        let font: FontSpec
        let direction: LayoutDirection
    }

    /// A text's ink box, or nil for a text that inks nothing.
    private struct Ink {
        let box: Rect?
    }

    private let base: any TextMeasuring
    private var known: [Key: TextMetrics] = [:]
    private var inks: [Key: Ink] = [:]

    init(base: any TextMeasuring) {
        self.base = base
    }

    func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics {
        let key = Key(text: text, font: font, direction: direction)
        if let metrics = known[key] { return metrics }
        let metrics = base.measure(text, font: font, direction: direction)
        known[key] = metrics
        return metrics
    }

    func inkBox(_ text: String, font: FontSpec, direction: LayoutDirection) -> Rect? {
        let key = Key(text: text, font: font, direction: direction)
        if let ink = inks[key] { return ink.box }
        let box = base.inkBox(text, font: font, direction: direction)
        inks[key] = Ink(box: box)
        return box
    }
}
