import MastheadGeometry
import SVGWriter

/// How a frame's parts are added: by the name a painter's id gives, split from their id and opacity, the Material
/// bar's items clipped where the bar cuts them.
extension ScreenParts {
    /// The Material bar's container, then its items, each clipped to the bar (the expanded title to the bar's
    /// bottom row) where it reaches outside, as the preview clips them.
    mutating func addMaterialBar(_ painter: HeaderPainter, canvas: inout PreviewCanvas) {
        let drawing = painter.materialParts(canvas: &canvas)
        add(drawing.container)
        guard let bar = painter.layout.bar else { return }
        for item in drawing.items {
            let clip = item.rowClip ?? bar
            add(item.node, clip: Self.contains(clip, item.frame) ? nil : clip)
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
        } else if let id = element.value("id"), id.hasPrefix(prefix) {
            add(Self.name(forID: String(id.dropFirst(prefix.count))), node, clip: clip)
        }
    }

    mutating func add(_ name: String, _ node: Node, clip: Rect? = nil, origin: Point = Point(x: 0, y: 0)) {
        guard let drawing = Self.split(node) else { return }
        append(name, drawing, clip: clip, origin: origin)
    }

    /// An element's drawing without its id and opacity, and that opacity (1 without one); nil for other nodes.
    /// An element with neither is kept as it is, sharing its storage (which makes comparing frames fast).
    static func split(_ node: Node) -> (node: Node, opacity: Double)? {
        guard case .element(var element) = node else { return nil }
        guard element.attributes.contains(where: { $0.name == "opacity" || $0.name == "id" }) else {
            return (node, 1)
        }
        let opacity = element.value("opacity").flatMap(Double.init) ?? 1
        element.attributes.removeAll { $0.name == "opacity" || $0.name == "id" }
        return (.element(element), opacity)
    }

    mutating func append(
        _ name: String, _ drawing: (node: Node, opacity: Double), clip: Rect? = nil, origin: Point = Point(x: 0, y: 0)
    ) {
        let transition =
            switch name {
            case "title": transitions.title
            case "largeTitle": transitions.largeTitle
            default: Transition?.none
            }
        parts.append(
            Part(
                name: name, node: drawing.node, opacity: drawing.opacity, clip: clip, origin: origin,
                transition: transition))
    }
}
