/// Builders for basic shapes. Parameters left `nil` write no attribute, leaving SVG's default (black fill, no
/// stroke, full opacity). Sizes that are zero disable rendering of that shape; negative sizes are an error for
/// SVG renderers, so callers should clamp geometry first.
extension Node {
    /// A rectangle, `<rect>`, with corners rounded by `rx` when given (renderers clamp it to half the size).
    public static func rect(
        x: Double = 0, y: Double = 0, width: Double, height: Double, rx: Double? = nil,
        fill: AttributeValue? = nil, stroke: AttributeValue? = nil, strokeWidth: Double? = nil,
        opacity: Double? = nil
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(9)
        attributes.append("x", number: x)
        attributes.append("y", number: y)
        attributes.append("width", number: width)
        attributes.append("height", number: height)
        attributes.append("rx", number: rx)
        appendPaint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: opacity, to: &attributes)
        return .element("rect", attributes)
    }

    /// A circle, `<circle>`, centred on (`cx`, `cy`); a zero radius draws nothing.
    public static func circle(
        cx: Double, cy: Double, r: Double, fill: AttributeValue? = nil, stroke: AttributeValue? = nil,
        strokeWidth: Double? = nil, opacity: Double? = nil
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(7)
        attributes.append("cx", number: cx)
        attributes.append("cy", number: cy)
        attributes.append("r", number: r)
        appendPaint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: opacity, to: &attributes)
        return .element("circle", attributes)
    }

    /// A straight line, `<line>`; it is invisible unless `stroke` is given.
    public static func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: AttributeValue? = nil, strokeWidth: Double? = nil,
        lineCap: LineCap? = nil, opacity: Double? = nil
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(8)
        attributes.append("x1", number: x1)
        attributes.append("y1", number: y1)
        attributes.append("x2", number: x2)
        attributes.append("y2", number: y2)
        appendPaint(fill: nil, stroke: stroke, strokeWidth: strokeWidth, opacity: nil, to: &attributes)
        attributes.append("stroke-linecap", keyword: lineCap)
        attributes.append("opacity", number: opacity)
        return .element("line", attributes)
    }

    /// A path, `<path d>`; empty path data is written as `d=""`, which draws nothing.
    public static func path(
        _ data: PathData, fill: AttributeValue? = nil, stroke: AttributeValue? = nil, strokeWidth: Double? = nil,
        lineCap: LineCap? = nil, lineJoin: LineJoin? = nil, fillRule: FillRule? = nil, opacity: Double? = nil
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(8)
        attributes.append(Attribute("d", .path(data)))
        attributes.append("fill-rule", keyword: fillRule)
        appendPaint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: nil, to: &attributes)
        attributes.append("stroke-linecap", keyword: lineCap)
        attributes.append("stroke-linejoin", keyword: lineJoin)
        attributes.append("opacity", number: opacity)
        return .element("path", attributes)
    }

    /// Appends `fill`, `stroke`, `stroke-width` and `opacity`, in that order, skipping those that are `nil`.
    static func appendPaint(
        fill: AttributeValue?, stroke: AttributeValue?, strokeWidth: Double?, opacity: Double?,
        to attributes: inout [Attribute]
    ) {
        attributes.append("fill", fill)
        attributes.append("stroke", stroke)
        attributes.append("stroke-width", number: strokeWidth)
        attributes.append("opacity", number: opacity)
    }
}
