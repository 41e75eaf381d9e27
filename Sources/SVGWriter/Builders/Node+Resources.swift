/// Builders for resources that live in ``defs(_:)`` and are referenced by id: gradients, masks, clip paths and
/// filters. Ids are written escaped but should be simple names (letters, digits, `-`), unique in the document.
extension Node {
    /// A linear gradient, `<linearGradient id>`, running from (`x1`, `y1`) to (`x2`, `y2`).
    ///
    /// Coordinates are fractions of the painted shape's bounding box (SVG's default `objectBoundingBox`) unless
    /// `userSpace` is true, when they are user units (`gradientUnits="userSpaceOnUse"`). The default runs left to
    /// right; use `x2: 0, y2: 1` for top to bottom. Without stops nothing is painted.
    public static func linearGradient(
        id: String, x1: Double = 0, y1: Double = 0, x2: Double = 1, y2: Double = 0, userSpace: Bool = false,
        _ stops: [Node]
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(6)
        attributes.append(Attribute("id", .text(id)))
        attributes.append("x1", number: x1)
        attributes.append("y1", number: y1)
        attributes.append("x2", number: x2)
        attributes.append("y2", number: y2)
        if userSpace { attributes.append(Attribute("gradientUnits", .text("userSpaceOnUse"))) }
        return .element("linearGradient", attributes, stops)
    }

    /// A gradient stop, `<stop>`, at `offset` (`0...1`, clamped by renderers; offsets must not decrease).
    public static func stop(offset: Double, color: String, opacity: Double? = nil) -> Node {
        var attributes: [Attribute] = [Attribute("offset", .number(offset)), Attribute("stop-color", .text(color))]
        attributes.append("stop-opacity", number: opacity)
        return .element("stop", attributes)
    }

    /// A mask, `<mask id>`: the luminance of its children sets the opacity of what it masks (white shows, black
    /// hides). Its default region is the masked shape's bounding box grown by 10% on each side.
    public static func mask(id: String, _ children: [Node]) -> Node {
        .element("mask", [Attribute("id", .text(id))], children)
    }

    /// A clip path, `<clipPath id>`: only the geometry of its children counts, not their paint.
    public static func clipPath(id: String, _ children: [Node]) -> Node {
        .element("clipPath", [Attribute("id", .text(id))], children)
    }

    /// A filter, `<filter id>`, holding primitives such as ``feGaussianBlur(stdDeviation:input:)``.
    ///
    /// Its region defaults to the bounding box grown by 10% on each side, which can crop a wide blur; pass
    /// `margin` (a fraction of the box, such as `0.5`) to grow it further.
    public static func filter(id: String, margin: Double? = nil, _ primitives: [Node]) -> Node {
        var attributes: [Attribute] = [Attribute("id", .text(id))]
        if let margin {
            attributes.append("x", number: -margin)
            attributes.append("y", number: -margin)
            attributes.append("width", number: 1 + 2 * margin)
            attributes.append("height", number: 1 + 2 * margin)
        }
        return .element("filter", attributes, primitives)
    }

    /// A Gaussian blur primitive, `<feGaussianBlur>`; a zero or negative deviation disables the effect.
    ///
    /// - Parameter input: The `in` attribute, such as `"SourceAlpha"`; `nil` blurs the previous result, or the
    ///   source graphic for the first primitive.
    public static func feGaussianBlur(stdDeviation: Double, input: String? = nil) -> Node {
        var attributes: [Attribute] = []
        attributes.append("in", input.map(AttributeValue.text))
        attributes.append("stdDeviation", number: stdDeviation)
        return .element("feGaussianBlur", attributes)
    }
}
