import MastheadGeometry
import MastheadText
import SVGWriter

/// What every painter of one document shares: the shaper and the painters' caches, how text is written, the
/// colours, and the `<defs>` collected so far.
///
/// One canvas serves a whole document, so a filmstrip's frames share their glyph and icon definitions. Painters
/// take it `inout` and return nodes; nothing here knows about header styles.
struct PreviewCanvas {
    /// Shapes and measures every string drawn.
    let shaper: TextShaper
    /// Markup that recurs from document to document.
    let caches: PaintCaches
    /// `<text>` elements, or glyph outlines from the shaper.
    let textMode: PreviewOptions.TextMode
    /// The layout direction: right-to-left text is shaped and anchored from its right edge.
    let direction: LayoutDirection
    /// The colour tokens of the appearance drawn.
    let palette: ColorPalette
    /// Glyph and icon definitions written once each.
    var definitions = DefinitionRegistry()
    /// The typeface of the sample content: Inter, or Roboto under a Material bar.
    var typeface: FontSpec.Typeface = .inter

    /// Creates a canvas for one document.
    init(
        context: RenderContext, textMode: PreviewOptions.TextMode, direction: LayoutDirection, palette: ColorPalette
    ) {
        shaper = context.shaper
        caches = context.paint
        self.textMode = textMode
        self.direction = direction
        self.palette = palette
    }

    /// The CSS font-family list a `<text>` of `font` carries: Inter Display first from 20 points (as the shaper
    /// picks); none below, where the text inherits ``rootFamily`` from the document's root. Half a dozen rows of
    /// sample text each naming the family made a quarter of a preview's bytes.
    static func fontFamily(for font: FontSpec) -> AttributeValue? {
        if font.typeface == .roboto { return robotoFamily }
        return font.size >= 20 ? displayFamily : nil
    }

    /// The family of text under 20 points, set once on every document's root element.
    static var rootFamily: AttributeValue { textFamily }

    /// The two font-family lists, escaped once since nearly every `<text>` carries one.
    private static let displayFamily = AttributeValue.preescaped(
        "'Inter Display', Inter, system-ui, -apple-system, sans-serif")
    private static let robotoFamily = AttributeValue.preescaped("Roboto, 'Noto Sans', system-ui, sans-serif")
    private static let textFamily = AttributeValue.preescaped(
        "Inter, 'Inter Display', system-ui, -apple-system, sans-serif")

    /// Measures `text` in the canvas direction.
    func measure(_ text: String, font: FontSpec) -> TextMetrics {
        shaper.measure(text, font: font, direction: direction)
    }

    /// A laid-out line from the geometry, drawn at its frame and baseline, so picture and numbers agree.
    ///
    /// Right-to-left lines are anchored at their frame's right edge with `direction="rtl"`; outlines start at the
    /// frame's left edge either way (glyph runs are in visual order).
    mutating func line(_ line: TextLine, fill: Color, opacity: Double? = nil, id: String? = nil) -> Node {
        let x = direction == .rtl ? line.frame.maxX : line.frame.x
        return text(line.text, font: line.font, x: x, baseline: line.baseline, fill: fill, opacity: opacity, id: id)
    }

    /// A string drawn with its `anchor` point at (`x`, `baseline`); `start` is the left edge in left-to-right
    /// layout and the right edge in right-to-left layout, as in SVG.
    ///
    /// `direction` overrides the canvas direction for this string: English sample text and guide names stay
    /// left-to-right in a right-to-left screen (so "Friday?" keeps its question mark at the end), and are
    /// right-aligned by anchoring their `end` instead. Empty text gives an empty `<text/>` or an empty group. With
    /// `text=paths` every glyph's outline is defined once in the registry and placed with `<use>`; glyphs without
    /// contours (spaces) are skipped.
    mutating func text(
        _ string: String, font: FontSpec, x: Double, baseline: Double, fill: Color, opacity: Double? = nil,
        anchor: TextAnchor = .start, direction: LayoutDirection? = nil, id: String? = nil
    ) -> Node {
        let direction = direction ?? self.direction
        var node: Node
        switch textMode {
        case .text:
            // The element reads in the text's own direction (its first strong character), as the platforms draw it;
            // where that differs from the layout's, the anchor's start and end swap so the text sits where it did.
            let own = ParagraphDirection.of(string, in: direction)
            let placed: TextAnchor =
                own == direction ? anchor : anchor == .start ? .end : anchor == .end ? .start : anchor
            node = .text(
                string, x: x, y: baseline, fontFamily: Self.fontFamily(for: font), fontSize: font.size,
                fontWeight: font.weight, fill: .text(fill.css), anchor: placed == .start ? nil : placed,
                direction: own == .rtl ? .rtl : nil, opacity: opacity)
        case .paths:
            node = glyphs(
                string, font: font, x: x, baseline: baseline, fill: fill, opacity: opacity, anchor: anchor,
                direction: direction)
        }
        if let id { node = node.id(id) }
        return node
    }

    private mutating func glyphs(
        _ string: String, font: FontSpec, x: Double, baseline: Double, fill: Color, opacity: Double?,
        anchor: TextAnchor, direction: LayoutDirection
    ) -> Node {
        let run = shaper.glyphRun(string, font: font, direction: direction)
        let rtl = direction == .rtl
        let origin =
            switch anchor {
            case .start: rtl ? x - run.advance : x
            case .middle: x - run.advance / 2
            case .end: rtl ? x : x - run.advance
            }
        var uses: [Node] = []
        uses.reserveCapacity(run.glyphs.count)
        var face: FaceKey?
        var facePrefix = ""
        for glyph in run.glyphs {
            if glyph.face != face {
                face = glyph.face
                facePrefix = "g-" + glyph.face.id + "-"
            }
            let id = facePrefix + String(glyph.id)
            // A defined glyph is known to have contours; only new ones need their outline looked up.
            if !definitions.contains(id) {
                let outline = shaper.outline(glyph: glyph.id, face: glyph.face)
                if outline.isEmpty { continue }
                definitions.define(id) {
                    .element("path", [Attribute("id", .text(id)), Attribute("d", .text(outline.pathData))])
                }
            }
            let placement = Transform.translate(x: origin + glyph.x, y: baseline + glyph.y).scale(glyph.scale)
            uses.append(Node.use(href: id).attribute("transform", .transform(placement)))
        }
        return Node.g(opacity: opacity, uses).attribute("fill", .text(fill.css))
    }
}
