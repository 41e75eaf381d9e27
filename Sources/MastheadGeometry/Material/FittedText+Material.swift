extension FittedText {
    /// The line box Material's type scale gives this text: as tall as the style's line height (28 for
    /// TitleLarge, …; the font's own when the font is not a Material one), the glyphs centred in it, as Compose's
    /// Material 3 text style centres them (`LineHeightStyle(alignment = Center, trim = None)` of its
    /// `DefaultTextStyle`).
    var materialLineHeight: Double { Fonts.materialLineHeight(font) ?? metrics.lineHeight }

    /// The distance from the top of the Material line box down to the baseline.
    var materialBaselineInBox: Double { materialBaselineInBox(lineHeight: materialLineHeight) }

    /// The distance from the top of a line box `lineHeight` tall, the glyphs centred in it, down to the baseline.
    func materialBaselineInBox(lineHeight: Double) -> Double {
        (lineHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent
    }

    /// A line whose Material line box starts at `x`, `top`.
    func materialLine(x: Double, top: Double) -> TextLine {
        materialLine(x: x, top: top, lineHeight: materialLineHeight)
    }

    /// A line whose box, `lineHeight` tall (a ``MaterialType``'s at the request's font scale), starts at `x`, `top`.
    func materialLine(x: Double, top: Double, lineHeight: Double) -> TextLine {
        TextLine(
            text: text, frame: Rect(x: x, y: top, width: metrics.width, height: lineHeight),
            truncated: truncated, font: font, baseline: top + materialBaselineInBox(lineHeight: lineHeight))
    }
}
