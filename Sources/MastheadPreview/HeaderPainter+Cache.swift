import MastheadGeometry
import MastheadSupport
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
        let platters: [PlatterPart]
        let tabs: TabsPart?
        let direction: LayoutDirection
        let fidelity: Fidelity
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
            platters = layout.platters
            tabs = layout.tabs
            self.direction = direction
            fidelity = layout.fidelity
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
            hasher.combine(tabs?.frame)
            hasher.combine(direction)
        }
    }

    /// A rendered header and the definitions (icons) it uses, in the order it first used them.
    struct Drawing: Sendable {
        let markup: String
        let definitions: [(id: String, node: Node)]
    }

    /// Writes the header as a group with the id `prefix` + `header`.
    ///
    /// With `text=text` the header is rendered inline. At rest, it is rendered once (into a scratch canvas, so it
    /// records every definition it uses) and replayed: the definitions are registered in the same order as drawing
    /// would register them, so the document is the same either way. In a transition it is new at nearly every
    /// offset, and keeping it would only push out the headers at rest: it is drawn in place, with its bar items
    /// replayed (``barItems(color:canvas:)``). `text=paths` draws in place, since its glyph definitions depend on
    /// the whole document.
    func write(into stream: inout SVGStream, canvas: inout PreviewCanvas) {
        // The Material bars' drawing reads parts the cache key leaves out (bar, expanded title, colours).
        // A picture is not in the key either: a header with one is drawn in place.
        guard canvas.textMode == .text, !layout.style.isMaterial, layout.image == nil else {
            stream.write(Node.g(nodes(canvas: &canvas)).id(prefix + "header"))
            return
        }
        stream.open("g")
        stream.attribute("id", .text(prefix + "header"))
        if layout.progress > 0, layout.progress < 1 {
            stream.inline(nodes(canvas: &canvas, reusingItems: true))
        } else {
            let key = Key(layout: layout, direction: canvas.direction, palette: canvas.palette, prefix: prefix)
            let drawing = canvas.caches.headers.value(for: key) {
                HeaderPainter.drawing(on: canvas) { nodes(canvas: &$0, reusingItems: true) }
            }
            HeaderPainter.replay(drawing, on: &canvas)
            stream.raw(drawing.markup)
        }
        stream.close("g")
    }

    /// What the bar's back button and actions read (``barItems(color:canvas:)``).
    struct ItemsKey: Hashable, Sendable {
        let back: BackPart?
        let actions: [ActionPart]
        let color: Color
        let direction: LayoutDirection
        let prefix: String
    }

    /// The bar's back button and its actions, drawn apart since the title comes between them.
    struct Items: Sendable {
        let back: Drawing
        let actions: Drawing
    }

    /// The bar's back button and actions in `color`, drawn once per look and replayed. `text=text` only: with
    /// `text=paths` their glyph definitions depend on the whole document.
    func barItems(color: Color, canvas: PreviewCanvas) -> Items {
        let key = ItemsKey(
            back: layout.back, actions: layout.actions, color: color, direction: canvas.direction, prefix: prefix)
        return canvas.caches.barItems.value(for: key) {
            Items(
                back: HeaderPainter.drawing(on: canvas) { backNodes(color: color, canvas: &$0) },
                actions: HeaderPainter.drawing(on: canvas) { actionNodes(color: color, canvas: &$0) })
        }
    }

    /// The nodes `draw` makes on a scratch copy of `canvas`, rendered inline, with the definitions they use in the
    /// order they first used them.
    static func drawing(on canvas: PreviewCanvas, _ draw: (inout PreviewCanvas) -> [Node]) -> Drawing {
        var scratch = canvas
        scratch.definitions = DefinitionRegistry()
        let markup = Node.inlineMarkup(draw(&scratch), capacity: 4096)
        return Drawing(markup: markup, definitions: Array(zip(scratch.definitions.order, scratch.definitions.nodes)))
    }

    /// Registers `drawing`'s definitions on `canvas`, as drawing it there would have; its markup goes where it
    /// was drawn.
    static func replay(_ drawing: Drawing, on canvas: inout PreviewCanvas) {
        for definition in drawing.definitions {
            canvas.definitions.define(definition.id) { definition.node }
        }
    }
}
