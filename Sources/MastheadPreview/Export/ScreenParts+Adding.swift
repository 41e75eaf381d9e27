import MastheadGeometry
import SVGWriter

/// How a frame's parts are added: each painted element under the scene's name for its id, without its id and its
/// opacity (the scene's opacity is the part's), the Material bar's items clipped where the bar cuts them.
extension ScreenParts {
    /// The Material bar's container, then its items, each clipped to the bar (the expanded title to the bar's
    /// bottom row) where it reaches outside, as the preview clips them.
    /// The tab row follows, each tab cut to the row where it reaches past the screen.
    mutating func addMaterialBar(_ painter: HeaderPainter, canvas: inout PreviewCanvas) {
        let drawing = painter.materialParts(canvas: &canvas)
        add(drawing.container)
        if painter.layout.style.materialForm?.drawsOwnExpandedTitle == true {
            addFlexibleSpace(painter, canvas: &canvas)
        }
        if let bar = painter.layout.bar {
            for item in drawing.items {
                let clip = item.rowClip ?? bar
                add(item.node, clip: Self.contains(clip, item.frame) ? nil : clip)
            }
        }
        for part in painter.tabParts(canvas: &canvas) { add(part.node, clip: part.clip) }
    }

    /// The space behind the toolbar of `sliverAppBar` and `collapsingToolbar` over its container: the picture, cut to
    /// the header, the scrim, then the title scaled about its anchor, cut as the widget cuts it
    /// (``HeaderLayout/largeTitleClip``). The picture's stretch blur is left out, as the edge effect's is: the
    /// players have no common blur.
    private mutating func addFlexibleSpace(_ painter: HeaderPainter, canvas: inout PreviewCanvas) {
        let layout = painter.layout
        addPicture(painter, canvas: &canvas)
        if let scrim = layout.scrim { add(painter.scrimNode(scrim), clip: layout.header.frame) }
        if let title = layout.largeTitle, title.opacity > 0 {
            let painter = LargeTitlePainter(part: title, prefix: prefix, layout: layout, palette: canvas.palette)
            for node in painter.nodes(canvas: &canvas) { add(node, clip: layout.largeTitleClip ?? layout.header.frame) }
        }
    }

    /// The picture behind an image header, cut to its clip; a sent one also as the picture a Lottie image layer
    /// shows.
    mutating func addPicture(_ painter: HeaderPainter, canvas: inout PreviewCanvas) {
        let layout = painter.layout
        if let image = layout.image, image.opacity > 0 {
            let drawing = Node.g(painter.imageNodes(image, palette: canvas.palette))
            if let sent = layout.imageSource, let uri = sent.dataURI, let width = sent.pixelWidth,
                let height = sent.pixelHeight, let clip = image.clip.intersection(image.frame)
            {
                // Cut to its own frame too, which the cover crop fills exactly.
                append(.image, drawing, clip: clip)
                parts[parts.count - 1].picture = Picture(
                    uri: uri, pixelWidth: width, pixelHeight: height, frame: image.frame)
            } else {
                add(.image, drawing, clip: image.clip)
            }
        }
    }

    /// Whether `frame` lies inside `clip` (within a thousandth of a point), so that clipping to it cuts nothing.
    static func contains(_ clip: Rect, _ frame: Rect) -> Bool {
        let slack = 0.001
        return frame.x >= clip.x - slack && frame.y >= clip.y - slack && frame.maxX <= clip.maxX + slack
            && frame.maxY <= clip.maxY + slack
    }

    /// Adds a painter's node: a `<defs>` to the definitions, an element by the name its id gives.
    mutating func add(_ node: Node, clip: Rect? = nil) {
        guard case .element(let element) = node else { return }
        if element.name == "defs" {
            frameDefinitions.append(node)
        } else if let id = element.value("id"), let name = namesByID[id] {
            add(name, node, clip: clip)
        }
    }

    mutating func add(_ name: PartName, _ node: Node, clip: Rect? = nil, origin: Point = Point(x: 0, y: 0)) {
        guard let drawing = Self.split(node) else { return }
        append(name, drawing, clip: clip, origin: origin)
    }

    /// An element's drawing without its id and opacity, which the scene gives; nil for other nodes. An element
    /// with neither is kept as it is, sharing its storage (which makes comparing frames fast).
    static func split(_ node: Node) -> Node? {
        guard case .element(var element) = node else { return nil }
        guard element.attributes.contains(where: { $0.name == "opacity" || $0.name == "id" }) else { return node }
        element.attributes.removeAll { $0.name == "opacity" || $0.name == "id" }
        return .element(element)
    }

    /// Adds `drawing` as the part `name`, at the scene's opacity and with its transition (opaque, for the parts
    /// around the header: the screen, the content and the status bar; and for the edge effect, whose drawing has
    /// its opacity in its gradients' stops).
    mutating func append(_ name: PartName, _ drawing: Node, clip: Rect? = nil, origin: Point = Point(x: 0, y: 0)) {
        let entry = scene[name]
        let opacity = name == .edgeEffect ? 1 : entry?.opacity ?? 1
        parts.append(
            Part(name: name, node: drawing, opacity: opacity, clip: clip, origin: origin, transition: entry?.transition)
        )
    }
}
