/// One node of an SVG document: a value tree that is built by code and rendered with ``render(into:)``.
///
/// Trees are plain values (`Sendable`, `Hashable`), so a preview can be built on any thread, compared in tests and
/// cached. Nothing is escaped or formatted until rendering, which writes straight into a byte buffer.
///
/// Element and attribute names are trusted constants from code and are written as given; text, comments and
/// string attribute values are escaped for XML when rendered. ``raw(_:)`` is the one exception.
public enum Node: Sendable, Hashable {
    /// An element with a name, attributes in insertion order, and children.
    case element(Element)

    /// Character data, escaped with ``XMLEscaping/escapeText(_:into:)`` when rendered.
    ///
    /// Characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) are dropped; tabs and line breaks are kept.
    case text(String)

    /// Markup written exactly as given, with no escaping at all.
    ///
    /// This is an unsafe escape hatch for trusted, already-valid markup, such as path data made only of numbers or
    /// a fragment this module rendered earlier. Never pass text that came from a request: it can break the document
    /// or inject elements and scripts.
    case raw(String)

    /// Markup placed at points, each placement written as `<g transform="translate(x y)">markup</g>` on a line of
    /// its own at the depth where the node stands; written inline, they follow one another with nothing between
    /// them.
    ///
    /// The same unsafe escape hatch as ``raw(_:)``, for a run of siblings this module rendered earlier, such as
    /// repeated items drawn once and placed again and again: the markup is shared, not copied, until the document is
    /// written. Unlike ``raw(_:)`` it is not character data, so its parent keeps one child per line. Never place
    /// text that came from a request.
    case placed([Placement])

    /// A comment, `<!-- ... -->`.
    ///
    /// XML forbids `--` inside a comment and a `-` right before its end, so every `-` that would form either is
    /// followed by a space when rendered; forbidden characters are dropped and `&`, `<`, `>` are kept as written.
    case comment(String)

    /// An element with the given name, attributes and children.
    ///
    /// - Parameters:
    ///   - name: A trusted element name from code, such as `"rect"`.
    ///   - attributes: Attributes in the order they are rendered. Duplicate names are not detected; avoid them.
    ///   - children: Child nodes; an element without children renders as a self-closing tag.
    public static func element(_ name: String, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        .element(Element(name: name, attributes: attributes, children: children))
    }

    /// A copy of this node with one more attribute appended, or the node unchanged if it is not an element.
    ///
    /// Use it for attributes the builders do not cover: `.rect(...).attribute("id", "background")`.
    ///
    /// The node is consumed, so a chain of calls on a fresh element grows its attribute list in place instead of
    /// copying it at every step.
    public consuming func attribute(_ name: String, _ value: AttributeValue) -> Node {
        guard case .element(var element) = self else { return self }
        // Drop this node's reference first, so `element` holds the only one and the append happens in place.
        self = .comment("")
        element.attributes.append(Attribute(name, value))
        return .element(element)
    }

    /// A copy of this node with an `id` attribute appended (see ``attribute(_:_:)``).
    public consuming func id(_ identifier: String) -> Node {
        attribute("id", .text(identifier))
    }
}
