import MastheadGeometry
import MastheadSupport

/// Measures and shapes text with the fonts of a `FontLibrary`, caching what it computes.
///
/// Inter is used below 20 points and Inter Display from 20 up, at the nearest of the weights 400, 500, 600 and
/// 700; characters Inter lacks (Hebrew, Arabic, …) are shaped with DejaVu Sans (bold from weight 600).
/// Thread-safe: call it from any number of threads; each call shapes with its own HarfBuzz buffer.
///
/// Caches, made from its ``MastheadSupport/CachePolicy`` (none when the policy is off): metrics, ink boxes (counted
/// with the metrics, as `textMetrics`) and glyph runs are each kept for at most `cacheCapacity` distinct (text, size,
/// weight, direction) keys, and outlines for at most `cacheCapacity` (face, glyph) pairs; see `BoundedCache` for the
/// eviction order. With the default of 4096, a
/// cache of short titles stays well under a few megabytes.
public final class TextShaper: TextMeasuring {
    private struct Key: Hashable, Sendable {
        var text: String
        var font: FontSpec
        var direction: LayoutDirection
    }

    /// A text's ink boxes, one a glyph.
    private struct InkBoxes: Sendable {
        var boxes: [Rect]
    }

    private struct OutlineKey: Hashable, Sendable {
        var face: FaceKey
        var glyph: UInt32
    }

    /// The fonts this shaper draws with.
    public let library: FontLibrary
    private let metrics: BoundedCache<Key, TextMetrics>
    private let inks: BoundedCache<Key, InkBoxes>
    private let runs: BoundedCache<Key, GlyphRun>
    private let outlines: BoundedCache<OutlineKey, GlyphOutline>
    private let outliner = GlyphOutliner()

    /// Creates a shaper over `library`; `cacheCapacity` bounds each of the four caches (at least 2) that
    /// `caching` makes.
    public init(
        library: FontLibrary, caching: CachePolicy = CachePolicy(enabled: true), cacheCapacity: Int = 4096
    ) {
        self.library = library
        metrics = caching.cache(.textMetrics, capacity: cacheCapacity)
        inks = caching.cache(.textMetrics, capacity: cacheCapacity)
        runs = caching.cache(.glyphRuns, capacity: cacheCapacity)
        outlines = caching.cache(.glyphOutlines, capacity: cacheCapacity)
    }

    /// Loads a `FontLibrary` from `folders` and creates a shaper over it.
    ///
    /// - Throws: `FontError` naming the first missing file and its Debian package.
    public convenience init(
        folders: FontFolders = FontFolders(), caching: CachePolicy = CachePolicy(enabled: true),
        cacheCapacity: Int = 4096
    ) throws(FontError) {
        self.init(library: try FontLibrary(folders: folders), caching: caching, cacheCapacity: cacheCapacity)
    }

    /// The advance width of `text` shaped at `font` in `direction`, and the primary face's vertical metrics.
    ///
    /// Vertical metrics come from the Inter face chosen for `font` even when some characters fall back, so a
    /// title's line height does not jump when it contains Hebrew. Empty text has width 0 and those metrics.
    /// A non-positive or non-finite size gives zero width and zero metrics.
    public func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics {
        let font = Self.valid(font)
        return metrics.value(for: Key(text: text, font: font, direction: direction)) {
            let extents = library.font(FaceKey.primary(for: font)).horizontalExtents()
            let scale = font.size / Double(library.unitsPerEm(of: FaceKey.primary(for: font)))
            let ascent = Double(extents.ascender) * scale
            let descent = Double(-extents.descender) * scale
            // Shaped directly rather than through `glyphRun`, so measuring many truncated prefixes during layout
            // does not fill the glyph-run cache, which only drawing needs.
            let width = RunShaper.shape(text, font: font, direction: direction, in: library).advance
            return TextMetrics(
                width: width, ascent: ascent, descent: descent,
                lineHeight: ascent + descent + Double(extents.lineGap) * scale)
        }
    }

    /// The boxes around the ink of `text` shaped at `font` in `direction`: its glyphs' outlines in bands
    /// (``GlyphRun/inkBoxes(outline:)``), fallback glyphs in their own face, in points from the run's origin (the left
    /// end of its baseline, y down), as ``glyphRun(_:font:direction:)`` places them. None for empty text, spaces
    /// only and a non-positive or non-finite size.
    public func inkBoxes(_ text: String, font: FontSpec, direction: LayoutDirection) -> [Rect] {
        let font = Self.valid(font)
        guard font.size > 0 else { return [] }
        return inks.value(for: Key(text: text, font: font, direction: direction)) {
            // Shaped directly, as `measure` does: only the few lines an audit checks are asked for.
            let run = RunShaper.shape(text, font: font, direction: direction, in: library)
            return InkBoxes(boxes: run.inkBoxes { glyph in outline(glyph: glyph.id, face: glyph.face) })
        }.boxes
    }

    /// The glyphs of `text` shaped at `font` in a paragraph of `direction`, in visual order, positioned in points.
    ///
    /// `direction` orders the runs and gives the direction of runs without strong characters; runs of Hebrew or
    /// Arabic are always shaped right to left and Latin runs left to right. Empty text gives an empty run.
    /// A non-positive or non-finite size gives the glyphs all at x = 0 with zero advance.
    public func glyphRun(_ text: String, font: FontSpec, direction: LayoutDirection) -> GlyphRun {
        let font = Self.valid(font)
        return runs.value(for: Key(text: text, font: font, direction: direction)) {
            RunShaper.shape(text, font: font, direction: direction, in: library)
        }
    }

    /// The outline of `glyph` in `face` as SVG path data in font units, y pointing down.
    ///
    /// A glyph without contours (a space) and a glyph id beyond the face's glyph count give empty path data.
    public func outline(glyph: UInt32, face: FaceKey) -> GlyphOutline {
        outlines.value(for: OutlineKey(face: face, glyph: glyph)) {
            let font = library.font(face)
            return GlyphOutline(
                face: face, glyph: glyph, pathData: outliner.pathData(of: glyph, in: font), unitsPerEm: font.unitsPerEm)
        }
    }

    /// The request with a negative, NaN or infinite size replaced by 0, so that it can also serve as a cache key
    /// (NaN is not equal to itself).
    private static func valid(_ font: FontSpec) -> FontSpec {
        font.size.isFinite && font.size > 0 ? font : FontSpec(size: 0, weight: font.weight)
    }
}
