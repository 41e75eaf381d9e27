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

    private let base: any TextMeasuring
    private var known: [Key: TextMetrics] = [:]
    private var inks: [Key: [Rect]] = [:]

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

    func inkBoxes(_ text: String, font: FontSpec, direction: LayoutDirection) -> [Rect] {
        let key = Key(text: text, font: font, direction: direction)
        if let boxes = inks[key] { return boxes }
        let boxes = base.inkBoxes(text, font: font, direction: direction)
        inks[key] = boxes
        return boxes
    }
}
