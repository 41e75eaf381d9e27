/// The text builder.
extension Node {
    /// A line of text, `<text>`, with its content escaped.
    ///
    /// - Parameters:
    ///   - content: The characters to show. `& < >` are escaped and characters XML forbids are dropped; an empty
    ///     string gives an empty, self-closing `<text/>`. Line breaks do not start new lines in SVG.
    ///   - x: The anchor point's x, in user units (see `anchor`).
    ///   - y: The baseline's y, in user units.
    ///   - fontFamily: A CSS font-family list such as `"Inter, sans-serif"`; quotes inside it are escaped. A list
    ///     written on every line of a document can be escaped once with ``AttributeValue/preescaped(_:)``.
    ///   - fontSize: The font size in user units.
    ///   - fontWeight: A CSS numeric weight, `1...1000` (400 regular, 700 bold).
    ///   - fill: The text colour; SVG's default is black.
    ///   - anchor: Which point of the text sits at `x`; SVG's default is `start`.
    ///   - direction: The base direction; set `.rtl` for Hebrew or Arabic so `start` means the right edge.
    ///   - opacity: Opacity, `0...1`.
    public static func text(
        _ content: String, x: Double, y: Double, fontFamily: AttributeValue? = nil, fontSize: Double? = nil,
        fontWeight: Int? = nil, fill: AttributeValue? = nil, anchor: TextAnchor? = nil,
        direction: TextDirection? = nil, opacity: Double? = nil
    ) -> Node {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(10)
        attributes.append("x", number: x)
        attributes.append("y", number: y)
        attributes.append("font-family", fontFamily)
        attributes.append("font-size", number: fontSize)
        attributes.append("font-weight", number: fontWeight.map(Double.init))
        attributes.append("fill", fill)
        attributes.append("text-anchor", keyword: anchor)
        attributes.append("direction", keyword: direction)
        attributes.append("opacity", number: opacity)
        return .element("text", attributes, content.isEmpty ? [] : [.text(content)])
    }
}
