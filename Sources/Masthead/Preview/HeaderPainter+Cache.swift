import MastheadGeometry
import MastheadText
import SVGWriter

/// The header's drawing kept from one request to the next: it depends on the header's parts, not on the offset
/// itself, and past the collapse (or in an overscroll) every offset draws the same header.
extension HeaderPainter {
    /// Everything the header's drawing reads.
    struct Key: Hashable, Sendable {
        let style: HeaderStyle
        let progress: Double
        let header: HeaderPart
        let hairline: HairlinePart?
        let back: BackPart?
        let title: TitlePart?
        let actions: [ActionPart]
        let direction: LayoutDirection
        let palette: ColorPalette
        let prefix: String

        init(layout: HeaderLayout, direction: LayoutDirection, palette: ColorPalette, prefix: String) {
            style = layout.style
            progress = layout.progress
            header = layout.header
            hairline = layout.hairline
            back = layout.back
            title = layout.title
            actions = layout.actions
            self.direction = direction
            self.palette = palette
            self.prefix = prefix
        }

        /// Hashes what changes from one offset to the next, and leaves the texts, actions and palette to `==`.
        ///
        /// Keys that differ only in those collide, which is valid; hashing every string and colour of the header
        /// cost more than the lookup saved. Equal texts in one scene share storage, so `==` compares them fast.
        func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(progress)
            hasher.combine(header)
            hasher.combine(hairline?.opacity)
            hasher.combine(title?.opacity)
            hasher.combine(title?.line.frame)
            hasher.combine(back?.frame)
            hasher.combine(actions.count)
            hasher.combine(direction)
        }
    }

    /// A rendered header and the definitions (icons) it uses, in the order it first used them.
    struct Drawing: Sendable {
        let markup: String
        let definitions: [(id: String, node: Node)]
    }

    /// Headers rendered with `text=text`, shared by every request. Filmstrips and sliders through a transition
    /// draw many distinct headers; the least recently used are dropped.
    static let cache = BoundedCache<Key, Drawing>(capacity: 512)

    /// Writes the header as a group with the id `prefix` + `header`.
    ///
    /// With `text=text` the drawing is rendered once per distinct header (into a scratch canvas, so it records
    /// every definition it uses) and replayed: the definitions are registered in the same order as drawing would
    /// register them, so the document is the same either way. `text=paths` draws in place, since its glyph
    /// definitions depend on the whole document.
    func write(into stream: inout SVGStream, canvas: inout PreviewCanvas) {
        guard canvas.textMode == .text else {
            stream.write(Node.g(nodes(canvas: &canvas)).id(prefix + "header"))
            return
        }
        let key = Key(layout: layout, direction: canvas.direction, palette: canvas.palette, prefix: prefix)
        let drawing = Self.cache.value(for: key) {
            var scratch = canvas
            scratch.definitions = DefinitionRegistry()
            let markup = Node.inlineMarkup(nodes(canvas: &scratch), capacity: 4096)
            return Drawing(
                markup: markup,
                definitions: Array(zip(scratch.definitions.order, scratch.definitions.nodes)))
        }
        for definition in drawing.definitions {
            canvas.definitions.define(definition.id) { definition.node }
        }
        stream.open("g")
        stream.attribute("id", .text(prefix + "header"))
        stream.raw(drawing.markup)
        stream.close("g")
    }
}
