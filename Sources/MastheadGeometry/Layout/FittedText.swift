/// A text measured and, if needed, shortened to a width.
struct FittedText: Sendable, Hashable {
    /// The text to draw.
    var text: String
    /// Its measured metrics (width is the shown text's width).
    var metrics: TextMetrics
    /// The font it was measured with.
    var font: FontSpec
    /// Whether `text` differs from what was asked for.
    var truncated: Bool

    /// The shown width.
    var width: Double { metrics.width }

    /// A line whose box starts at `x` and is centred vertically on `midY`.
    func line(x: Double, centredOn midY: Double) -> TextLine {
        line(x: x, top: midY - metrics.lineHeight / 2)
    }

    /// A line whose box starts at `x`, `top`.
    func line(x: Double, top: Double) -> TextLine {
        let halfLeading = (metrics.lineHeight - metrics.ascent - metrics.descent) / 2
        return TextLine(
            text: text, frame: Rect(x: x, y: top, width: metrics.width, height: metrics.lineHeight),
            truncated: truncated, font: font, baseline: top + halfLeading + metrics.ascent)
    }

    /// A line whose baseline is at `baseline`, starting at `x`.
    func line(x: Double, baseline: Double) -> TextLine {
        let halfLeading = (metrics.lineHeight - metrics.ascent - metrics.descent) / 2
        return line(x: x, top: baseline - metrics.ascent - halfLeading)
    }
}
