/// A font request: the typeface, the size in points and the weight (400 regular, 500 medium, 600 semibold, 700
/// bold).
///
/// The iOS styles draw Inter: the measurer picks Inter below 20 points and Inter Display from 20 points up. The
/// Material styles draw Roboto. Either falls back per character to a font that has the glyph.
public struct FontSpec: Sendable, Hashable {
    /// The typeface a font request draws.
    public enum Typeface: String, Sendable, Hashable {
        /// Inter and Inter Display (Debian `fonts-inter`).
        case inter
        /// Roboto, Material's plain and brand typeface (`TypefaceTokens.Plain`/`Brand`; Debian
        /// `fonts-roboto-unhinted`).
        case roboto
    }

    /// Size in points; positive.
    public var size: Double
    /// CSS-style weight: 400, 500, 600 or 700.
    public var weight: Int
    /// Inter (the default) or Roboto.
    public var typeface: Typeface

    /// Creates a font request.
    public init(size: Double, weight: Int, typeface: Typeface = .inter) {
        self.size = size
        self.weight = weight
        self.typeface = typeface
    }

    /// The family name a client should use to draw this font ("Inter", "Inter Display" or "Roboto").
    public var family: String {
        switch typeface {
        case .inter: size >= 20 ? "Inter Display" : "Inter"
        case .roboto: "Roboto"
        }
    }
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

    /// Boxes holding the ink of `text` shaped in `direction` with `font` (one a glyph's outline, fallback glyphs
    /// included), in points from where the run is drawn from: the left end of its baseline, whatever the
    /// direction, y growing downward. Empty when nothing is inked (empty text, spaces only).
    ///
    /// The boxes are usually inside the line box (`0`, `-ascent`, `width`, `ascent + descent`) but not always: an
    /// italic overhang, a tall accent or a fallback glyph can reach past it. A measurer that cannot see glyphs gets
    /// the line box (the default implementation).
    func inkBoxes(_ text: String, font: FontSpec, direction: LayoutDirection) -> [Rect]
}

extension TextMeasuring {
    /// The line box of `text` (`0`, `-ascent`, `width`, `ascent + descent`), none when its width is 0: for a
    /// measurer that cannot see glyphs. A measurer that wraps another should forward to it instead.
    public func inkBoxes(_ text: String, font: FontSpec, direction: LayoutDirection) -> [Rect] {
        let metrics = measure(text, font: font, direction: direction)
        guard metrics.width > 0 else { return [] }
        return [Rect(x: 0, y: -metrics.ascent, width: metrics.width, height: metrics.ascent + metrics.descent)]
    }
}
