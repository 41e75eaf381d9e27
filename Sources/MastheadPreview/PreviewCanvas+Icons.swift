import MastheadGeometry
import SVGWriter

extension PreviewCanvas {
    /// The icon `name` as a `size`-point glyph centred in `frame`, stroked in `color`.
    ///
    /// The drawing is defined once per document (`#i-name`) and placed with `<use>` inside a group carrying the
    /// transform and the stroke, which the reused path inherits. Names without a drawing get ``IconPaths/fallback``.
    mutating func icon(_ name: String, centredIn frame: Rect, size: Double, color: Color, opacity: Double? = nil)
        -> Node
    {
        let known = IconPaths.has(name)
        let id = known ? "i-" + name : "i-fallback"
        definitions.define(id) { Node.path(known ? IconPaths.path(name) : IconPaths.fallback).id(id) }
        let scale = size / IconPaths.grid
        let placement = Transform.translate(x: frame.midX - size / 2, y: frame.midY - size / 2).scale(scale)
        return stroked(use: id, transform: placement, width: IconPaths.strokeWidth, color: color, opacity: opacity)
    }

    /// The back chevron in its 13 x 21 `frame`, pointing right when `mirrored` (right-to-left layout).
    mutating func chevron(in frame: Rect, mirrored: Bool, color: Color, opacity: Double? = nil) -> Node {
        let id = "i-chevron"
        definitions.define(id) { Node.path(IconPaths.chevron).id(id) }
        let sx = frame.width / Metrics.chevronWidth
        let sy = frame.height / Metrics.chevronHeight
        let placement =
            mirrored
            ? Transform.translate(x: frame.maxX, y: frame.y).scale(x: -sx, y: sy)
            : Transform.translate(x: frame.x, y: frame.y).scale(x: sx, y: sy)
        return stroked(use: id, transform: placement, width: 3, color: color, opacity: opacity)
    }

    private func stroked(use id: String, transform: Transform, width: Double, color: Color, opacity: Double?) -> Node {
        Node.g(transform: transform, opacity: opacity, [.use(href: id)])
            .attribute("fill", "none")
            .attribute("stroke", .text(color.css))
            .attribute("stroke-width", .number(width))
            .attribute("stroke-linecap", "round")
            .attribute("stroke-linejoin", "round")
    }

    /// The Material glyph `name` at `size` points centred in `frame`, filled with `color`; the catalog's stroke
    /// drawing when there is no Material glyph of that name.
    mutating func materialIcon(_ name: String, centredIn frame: Rect, size: Double, color: Color) -> Node {
        guard let data = MaterialSymbols.path(name) else {
            return icon(name, centredIn: frame, size: size, color: color)
        }
        let id = "m3-" + name
        definitions.define(id) { .element("path", [Attribute("id", .text(id)), Attribute("d", .text(data))]) }
        let placement = Transform.translate(x: frame.midX - size / 2, y: frame.midY + size / 2)
            .scale(size / MaterialSymbols.grid)
        return Node.g(transform: placement, [.use(href: id)]).attribute("fill", .text(color.css))
    }
}
