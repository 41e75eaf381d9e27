import MastheadGeometry
import SVGWriter

/// Turns a drawing built as ``SVGWriter/Node`` trees into ``VectorShape``s in screen points: transforms applied to
/// the coordinates, `<use>` resolved, inherited paint carried down, group opacities multiplied into their shapes.
///
/// It reads the subset of SVG our painters write: `g`, `rect`, `circle`, `line`, `path` and `use`, solid colours
/// and linear gradients. Elements with a `filter` or a `mask` (the scroll edge effect's blurred copy of the
/// content), `<text>` (draw with `text=paths` instead) and raw markup are left out; a group's opacity is applied to
/// each of its shapes, which differs from SVG only where shapes of one group overlap.
struct VectorFlattener {
    /// Definitions by id: glyph and icon outlines, gradients and clip paths.
    var definitions: [String: Node] = [:]
    /// Paths of definitions already read, by id.
    private var parsed: [String: [VectorPath]] = [:]

    /// Paint that children inherit.
    struct Style {
        var fill = "#000000"
        var stroke = "none"
        var strokeWidth = 1.0
        var cap = "butt"
        var join = "miter"
        var evenOdd = false
    }

    /// Records every element with an id under `nodes` (a `<defs>` or a drawing holding one).
    mutating func define(_ nodes: [Node]) {
        for node in nodes {
            guard case .element(let element) = node else { continue }
            if let id = element.value("id") { definitions[id] = node }
            define(element.children)
        }
    }

    /// The shapes of `node` drawn with `transform` at `opacity` under `style`.
    mutating func shapes(
        _ node: Node, transform: Affine = .identity, opacity: Double = 1, style: Style = Style(),
        definition: String? = nil, into output: inout [VectorShape]
    ) {
        guard case .element(let element) = node else { return }
        if element.value("filter") != nil || element.value("mask") != nil { return }
        var style = style
        if let fill = element.value("fill") { style.fill = fill }
        if let stroke = element.value("stroke") { style.stroke = stroke }
        if let width = element.value("stroke-width").flatMap(Double.init) { style.strokeWidth = width }
        if let cap = element.value("stroke-linecap") { style.cap = cap }
        if let join = element.value("stroke-linejoin") { style.join = join }
        if let rule = element.value("fill-rule") { style.evenOdd = rule == "evenodd" }
        let opacity = opacity * (element.value("opacity").flatMap(Double.init) ?? 1)
        var transform = transform
        if let list = element.value("transform") {
            guard let local = Affine(svg: list) else { return }
            transform = transform.then(local)
        }
        let number = { (name: String) in element.value(name).flatMap(Double.init) ?? 0 }
        var outline: [VectorPath] = []
        switch element.name {
        case "g":
            for child in element.children {
                shapes(child, transform: transform, opacity: opacity, style: style, into: &output)
            }
            return
        case "use":
            guard let href = element.value("href") ?? element.value("xlink:href"), href.hasPrefix("#"),
                let target = definitions[String(href.dropFirst())]
            else { return }
            let placed = transform.then(.translate(number("x"), number("y")))
            shapes(
                target, transform: placed, opacity: opacity, style: style, definition: String(href.dropFirst()),
                into: &output)
            return
        case "path":
            // A definition (a glyph or an icon) is read once and placed many times.
            if let definition, let known = parsed[definition] {
                outline = known
            } else {
                outline = PathDataParser.paths(element.value("d") ?? "")
                if let definition { parsed[definition] = outline }
            }
        case "rect":
            let data = PathData.roundedRect(
                x: number("x"), y: number("y"), width: number("width"), height: number("height"),
                radius: number("rx"))
            outline = PathDataParser.paths(data.string)
        case "circle":
            let (cx, cy, r) = (number("cx"), number("cy"), number("r"))
            guard r > 0 else { return }
            outline = PathDataParser.paths(
                "M\(cx - r) \(cy) A\(r) \(r) 0 0 1 \(cx + r) \(cy) A\(r) \(r) 0 0 1 \(cx - r) \(cy) Z")
        case "line":
            outline = PathDataParser.paths("M\(number("x1")) \(number("y1")) L\(number("x2")) \(number("y2"))")
        default:
            return
        }
        guard !outline.isEmpty else { return }
        let placed = outline.map { $0.transformed(by: transform) }
        if let paint = fillPaint(style, paths: placed, transform: transform) {
            output.append(VectorShape(paths: placed, paint: paint.0, opacity: opacity * paint.1))
        }
        if style.stroke != "none", let color = VectorPaint.color(style.stroke) {
            let width = style.strokeWidth * transform.lengthScale
            var solid = color
            solid.alpha = 1
            output.append(
                VectorShape(
                    paths: placed, paint: .stroke(solid, width: width, cap: style.cap, join: style.join),
                    opacity: opacity * color.alpha))
        }
    }

    /// The fill of `paths` and the opacity its colour adds, or nil for no fill.
    private func fillPaint(_ style: Style, paths: [VectorPath], transform: Affine) -> (VectorPaint, Double)? {
        if let color = VectorPaint.color(style.fill) {
            var solid = color
            solid.alpha = 1
            return (.fill(solid, evenOdd: style.evenOdd), color.alpha)
        }
        guard style.fill.hasPrefix("url(#"),
            case .element(let gradient)? = definitions[
                String(style.fill.dropFirst(5).dropLast())]
        else { return nil }
        let stops = gradient.children.compactMap { node -> VectorPaint.Stop? in
            guard case .element(let stop) = node, var color = VectorPaint.color(stop.value("stop-color") ?? "") else {
                return nil
            }
            color.alpha *= stop.value("stop-opacity").flatMap(Double.init) ?? 1
            return VectorPaint.Stop(offset: stop.value("offset").flatMap(Double.init) ?? 0, color: color)
        }
        let coordinate = { (name: String, fallback: Double) in gradient.value(name).flatMap(Double.init) ?? fallback }
        var start = Point(x: coordinate("x1", 0), y: coordinate("y1", 0))
        var end = Point(x: coordinate("x2", 1), y: coordinate("y2", 0))
        if gradient.value("gradientUnits") == "userSpaceOnUse" {
            start = transform.apply(start)
            end = transform.apply(end)
        } else {
            let xs = paths.flatMap { $0.vertices.map(\.x) }
            let ys = paths.flatMap { $0.vertices.map(\.y) }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
            start = Point(x: minX + start.x * (maxX - minX), y: minY + start.y * (maxY - minY))
            end = Point(x: minX + end.x * (maxX - minX), y: minY + end.y * (maxY - minY))
        }
        return (.gradient(stops: stops, start: start, end: end, evenOdd: style.evenOdd), 1)
    }
}
