/// A font request: the size in points and the weight (400 regular, 500 medium, 600 semibold, 700 bold).
///
/// The family is not part of the request: the service draws Inter, and the measurer picks Inter below 20 points
/// and Inter Display from 20 points up, falling back per character to a font that has the glyph.
public struct FontSpec: Sendable, Hashable {
    /// Size in points; positive.
    public var size: Double
    /// CSS-style weight: 400, 500, 600 or 700.
    public var weight: Int

    /// Creates a font request.
    public init(size: Double, weight: Int) {
        self.size = size
        self.weight = weight
    }

    /// The family name a client should use to draw this font ("Inter" or "Inter Display").
    public var family: String { size >= 20 ? "Inter Display" : "Inter" }
}

/// Reading and layout direction.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case ltr
    case rtl
}

/// What measuring one run of text yields, in points.
public struct TextMetrics: Sendable, Hashable {
    /// Advance width of the shaped run.
    public var width: Double
    /// Distance from the baseline up to the font's ascender line; positive.
    public var ascent: Double
    /// Distance from the baseline down to the font's descender line; positive.
    public var descent: Double
    /// The font's line height (ascent + descent + line gap).
    public var lineHeight: Double

    /// Creates metrics.
    public init(width: Double, ascent: Double, descent: Double, lineHeight: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text by shaping it with real fonts.
///
/// Implementations must be safe to call from many threads at once and should cache: layout measures the same
/// strings (and their truncated prefixes) over and over.
public protocol TextMeasuring: Sendable {
    /// Shapes `text` in `direction` with `font` and returns its metrics. Empty text has width 0 and the font's
    /// vertical metrics.
    func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics
}
