import MastheadGeometry
import MastheadSupport
import MastheadText

/// Everything a sample row or card looks like besides its position: the cache key of ``SampleContentPainter``.
///
/// The rendered markup of one item depends on which sample it shows (its index modulo the sample lists), the
/// screen width (text fitting, right-to-left mirroring and card size), the hairline (the row separator), the
/// direction and the palette. Only `text=text` markup is cached, so the text mode is not part of the key.
struct SampleRowKey: Hashable, Sendable {
    /// Messages or cards.
    let content: ContentKind
    /// The screen width in points.
    let width: Double
    /// The physical pixel in points.
    let hairline: Double
    /// The layout direction.
    let direction: LayoutDirection
    /// The colours drawn with.
    let palette: ColorPalette
    /// The rows' Dynamic Type category.
    let textSize: TextSize
    /// The rows' Android font scale (under a Material bar).
    let fontScale: Double
    /// Inter, or Roboto under a Material bar.
    let typeface: FontSpec.Typeface
}
