import MastheadGeometry
import Synchronization

/// A deterministic stand-in for the real font measurer, for formula tests only.
///
/// Every `Character` is `size / 2` wide whatever the weight, and the vertical metrics are fixed fractions of the
/// size (ascent 0.8, descent 0.2, line height 1.2), so expected frames can be worked out by hand: "Inbox" at 17
/// points is 42.5 wide and 20.4 tall. Counting characters is fine here and only here; the production measurer
/// shapes text with real fonts, and truncation with real fonts is tested in the text module. It records the
/// directions it was asked to shape in.
final class FixedWidthMeasurer: TextMeasuring {
    private let directions = Mutex<Set<LayoutDirection>>([])

    /// The directions seen so far.
    var seenDirections: Set<LayoutDirection> { directions.withLock { $0 } }

    func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics {
        directions.withLock { _ = $0.insert(direction) }
        return TextMetrics(
            width: Double(text.count) * font.size / 2, ascent: font.size * 0.8, descent: font.size * 0.2,
            lineHeight: font.size * 1.2)
    }

    /// The width this measurer gives `text` at `size`.
    static func width(_ text: String, size: Double) -> Double { Double(text.count) * size / 2 }
}
