/// An SVG element: a name, attributes in insertion order, and children.
///
/// Usually made through the ``Node`` builders (``Node/rect(x:y:width:height:rx:fill:stroke:opacity:)`` and friends)
/// rather than directly.
public struct Element: Sendable, Hashable {
    /// The element name, a trusted constant such as `"g"`; written without escaping.
    public var name: String

    /// The attributes, rendered in this order. Duplicate names are written twice, which XML rejects; avoid them.
    public var attributes: [Attribute]

    /// The child nodes. An element without children renders as a self-closing tag, `<rect .../>`.
    public var children: [Node]

    /// Creates an element.
    public init(name: String, attributes: [Attribute] = [], children: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Whether the children hold character data (text or raw markup).
    ///
    /// Such an element is rendered on one line, because indentation inside it would change the text it shows.
    var hasCharacterData: Bool {
        children.contains { child in
            switch child {
            case .text, .raw: true
            case .element, .comment, .placed: false
            }
        }
    }
}
