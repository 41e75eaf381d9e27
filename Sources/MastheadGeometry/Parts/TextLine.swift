/// One laid-out line of text: what is shown, where, and in which font.
///
/// The frame is the CSS line box: as tall as the font's line height, with the baseline at
/// `y + (lineHeight - ascent - descent) / 2 + ascent` (half the line gap above the ascender). Its width is the
/// shown text's measured width, so an empty text has width 0.
public struct TextLine: Sendable, Hashable {
    /// The text shown, after any truncation.
    public var text: String
    /// The line box in screen points.
    public var frame: Rect
    /// Whether the shown text differs from the requested text ("…" appended, or a fallback label).
    public var truncated: Bool
    /// The font the text was measured with.
    public var font: FontSpec
    /// The baseline's y in screen points.
    public var baseline: Double
    /// The frame the line is drawn cut to, when it is drawn cut (a Material bar's expanded title inside its
    /// shrinking bottom row, a `large` bar's large title under the bar); nil when it is drawn whole. Set once the
    /// layout is finished (``HeaderLayout/resolveClipsAndTargets(configuration:)``).
    public var clip: Rect?

    /// Creates a line.
    public init(text: String, frame: Rect, truncated: Bool, font: FontSpec, baseline: Double) {
        self.text = text
        self.frame = frame
        self.truncated = truncated
        self.font = font
        self.baseline = baseline
    }

    /// The line moved by `dy` points down.
    func offsetBy(dy: Double) -> TextLine {
        TextLine(text: text, frame: frame.offsetBy(dy: dy), truncated: truncated, font: font, baseline: baseline + dy)
    }

    /// The line mirrored for right-to-left layout.
    func mirrored(inWidth width: Double) -> TextLine {
        TextLine(
            text: text, frame: frame.mirrored(inWidth: width), truncated: truncated, font: font, baseline: baseline)
    }
}
