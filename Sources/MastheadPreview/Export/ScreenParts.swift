import MastheadGeometry
import SVGWriter

/// One frame of the preview split into named parts, in the preview's paint order, for the exporters: the same
/// painters draw them as ``ScreenRenderer`` does (with outlined text), so each part looks as it does in
/// `/v1/preview.svg` at that offset.
///
/// Parts are the layout's resolved scene's (``HeaderLayout/scene``), under their names: `screen`, `largeTitle`,
/// `largeTitle.subtitle`, `content[n]` (sample item `n`), `edgeEffect`, `header` (its backing), `hairline`,
/// `platters[n]` (`fidelity=ios26`'s glass), `back`, `title` (with its subtitle), `navigation`, `leading[i]`,
/// `trailing[i]`, `search`, `search.icon`, `search.placeholder` and `statusBar`, each at the scene's opacity, clip
/// and transition; a part the painters leave out at an offset (a hairline at opacity 0) is absent from that frame.
struct ScreenParts {
    /// One named part of one frame.
    struct Part {
        /// The part's name, the same at every offset.
        var name: PartName
        /// Its drawing, without its own opacity.
        var node: Node
        /// The opacity of the whole part.
        var opacity: Double
        /// A clip in screen points (the large title under the bar), if any.
        var clip: Rect?
        /// Where the drawing is placed: it is drawn once and moved there (sample items, the large title).
        var origin = Point(x: 0, y: 0)
        /// The timed change that leads to this opacity, if the geometry reports one for the part.
        var transition: Transition?
        /// A sent picture the drawing is (an `<image>`), for the exporters that carry it as a picture of its own
        /// (Lottie's image asset); nil for every vector drawing.
        var picture: Picture?
    }

    /// A sent picture drawn to cover `frame` (cut to the part's clip), as `/v1/preview.svg` draws it.
    struct Picture: Equatable {
        /// The picture as a `data:` URI.
        var uri: String
        /// Its size in pixels.
        var pixelWidth: Int
        var pixelHeight: Int
        /// The box it covers, in screen points.
        var frame: Rect

        /// How much the picture is scaled to cover ``frame``, and where its top left corner then lies.
        var placement: (scale: Double, origin: Point) {
            let cover = frame.covered(byPixels: pixelWidth, pixelHeight)
            return (cover.scale, Point(x: cover.shown.x, y: cover.shown.y))
        }
    }

    /// The parts, bottom first (added by ``add(_:_:clip:origin:)`` and its kin).
    var parts: [Part] = []
    /// The outlines of the document's glyphs and icons so far, in the order first used (every frame's holds the
    /// earlier frames').
    private(set) var canvasDefinitions: [Node] = []
    /// The definitions of this frame alone (gradients), whose ids start with the prefix.
    var frameDefinitions: [Node] = []
    /// Prepended to the ids of the painters' elements and definitions, unique per frame in a document.
    let prefix: String
    /// The layout resolved into what is drawn: each part's name, opacity and transition.
    let scene: ResolvedScene
    /// The scene's parts by the id their painter gives them (``PartName/elementID``).
    let namesByID: [String: PartName]

    /// The parts of `layout` drawn with `options` on `canvas`, whose text mode should be `paths`; drawings already
    /// in `memo` (from other frames of the same scene) are taken from it.
    init(
        layout: HeaderLayout, options: PreviewOptions, canvas: inout PreviewCanvas, memo: inout ScreenPartsMemo,
        prefix: String = ""
    ) {
        self.prefix = prefix
        scene = layout.scene
        namesByID = Dictionary(scene.entries.map { (prefix + $0.name.elementID, $0.name) }) { first, _ in first }
        let viewport = layout.viewport
        let palette = canvas.palette
        add(.screen, Node.rect(width: viewport.width, height: viewport.height, fill: .text(palette.surface.css)))
        // A Material bar's expanded title belongs to the bar, which draws it.
        if let largeTitle = layout.largeTitle, !layout.style.isMaterial {
            // Drawn with its anchor at the origin and moved there, so a scrolling title is drawn once.
            let origin = largeTitle.anchor
            let drawings = memo.largeTitle(largeTitle.moved(by: Point(x: -origin.x, y: -origin.y))) { part in
                LargeTitlePainter(part: part, prefix: prefix, layout: layout, palette: palette)
                    .nodes(canvas: &canvas).compactMap(Self.split)
            }
            for (name, drawing) in zip([PartName.largeTitle, .largeTitleSubtitle], drawings) {
                append(name, drawing, clip: scene[name]?.clip, origin: origin)
            }
        }
        let content = SampleContentPainter(
            top: layout.contentTop, width: viewport.width, visibleHeight: viewport.height,
            hairline: viewport.hairlineThickness, options: options, textSize: layout.textSize,
            fontScale: layout.fontScale)
        // Each item is drawn once, at the top, and moved to where the content has scrolled it.
        for item in content.visibleItems(direction: canvas.direction) {
            let node = memo.item(item.index) { .g(content.item(item.index, x: item.x, y: 0, canvas: &canvas)) }
            add(.contentItem(item.index), node, origin: Point(x: 0, y: item.y))
        }
        if let effect = layout.edgeEffect {
            let painter = EdgeEffectPainter(effect: effect, contentID: prefix + "content", prefix: prefix)
            for node in painter.nodes(palette: palette) {
                add(Self.withoutFilters(node))
            }
        }
        let painter = HeaderPainter(layout: layout, prefix: prefix)
        if layout.style.isMaterial {
            addMaterialBar(painter, canvas: &canvas)
        } else {
            // Split into parts once for each look of the header.
            let key = HeaderPainter.Key(layout: layout, direction: canvas.direction, palette: palette, prefix: prefix)
            let header = memo.header(key) {
                let (partsBefore, definitionsBefore) = (parts.count, frameDefinitions.count)
                let header = prefix + PartName.header.elementID
                for node in painter.nodes(canvas: &canvas) {
                    add(node)
                    // `collapsible`'s picture, which the preview draws in a clipping group of no part, over the band.
                    if case .element(let element) = node, element.value("id") == header {
                        addPicture(painter, canvas: &canvas)
                    }
                }
                let added = (Array(parts[partsBefore...]), Array(frameDefinitions[definitionsBefore...]))
                parts.removeSubrange(partsBefore...)
                frameDefinitions.removeSubrange(definitionsBefore...)
                return added
            }
            parts += header.parts
            frameDefinitions += header.definitions
        }
        // The field lies in its band's shown part, and its magnifier and placeholder in the field while they show:
        // none needs its clip.
        if !layout.style.isMaterial {
            for node in SearchFieldPainter(layout: layout, prefix: prefix).nodes(canvas: &canvas) { add(node) }
        }
        if layout.style.isMaterial {
            let statusBar = MaterialStatusBarPainter(
                width: viewport.width, safeAreaTop: viewport.safeAreaTop, cornerRadius: viewport.displayCornerRadius,
                color: layout.colors, prefix: "")
            // Its glyphs are the scheme's `onSurface`, the same at every offset of one scene.
            let ink = layout.color(role: "onSurface")?.css ?? ""
            if let drawing = memo.statusBar(ink, { statusBar.nodes(canvas: &canvas).first.flatMap(Self.split) }) {
                append(.statusBar, drawing)
            }
        } else if viewport.safeAreaTop >= 12, viewport.width >= 120 {
            let statusBar = StatusBarPainter(width: viewport.width, safeAreaTop: viewport.safeAreaTop, prefix: "")
            if let drawing = memo.statusBar("", { Self.split(.g(statusBar.drawing(canvas: &canvas))) }) {
                append(.statusBar, drawing)
            }
        }
        canvasDefinitions = canvas.definitions.nodes
    }
}
