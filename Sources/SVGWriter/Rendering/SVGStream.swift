import MastheadFormat

/// Writes a document element by element straight into bytes, laid out exactly as rendering the same ``Node`` tree
/// lays it out (see ``Node/render(into:)``): one element a line, two spaces of indentation per level, an element
/// with text on one line, an element without children self-closing.
///
/// For documents drawn at every request, where building the tree and taking it apart again costs more than writing
/// it. Elements are opened, given their attributes, filled and closed in order; any ``Node`` can be written as a
/// child, so parts drawn as trees (and cached) mix with parts written directly. Names are trusted constants, as in
/// a tree; attribute values and text are escaped as in a tree.
///
/// A stream can start at a depth, so that a part of a document can be written before the part that comes ahead of
/// it and then inserted with ``bytes(inserting:at:)``: a document's `<defs>` are known only once its body has been
/// drawn.
public struct SVGStream: ~Copyable {
    private enum State {
        /// Between lines: the next child starts a line of its own.
        case between
        /// Inside a start tag, which takes attributes until a child, content or the close ends it.
        case openTag
        /// After an element's text content, which only its close can follow.
        case content
    }

    private var output: ByteWriter
    private var depth: Int
    private var state = State.between

    /// Creates an empty stream whose first element stands at `depth`, with room for `capacity` bytes before it
    /// grows.
    public init(capacity: Int = 4096, depth: Int = 0) {
        output = ByteWriter(capacity: capacity)
        self.depth = depth
    }

    /// Starts an element, `<name`: its attributes follow, then its children or text, then ``close(_:)``.
    public mutating func open(_ name: StaticString) {
        endStartTag()
        output.writeIndent(depth)
        output.write(UInt8(ascii: "<"))
        output.write(name)
        state = .openTag
        depth += 1
    }

    /// Starts an `<svg>` root or nested viewport with the attributes ``Node/svg(width:height:viewBox:_:)`` gives
    /// it (`xmlns`, `width`, `height`, `viewBox`, in that order); more may follow.
    public mutating func openSVG(width: Double, height: Double, viewBox: ViewBox? = nil) {
        open("svg")
        attribute("xmlns", .text(Node.svgNamespace))
        attribute("width", .number(width))
        attribute("height", .number(height))
        attribute("viewBox", (viewBox ?? ViewBox(width: width, height: height)).attributeValue)
    }

    /// Adds an attribute to the element just opened, before any child or text.
    public mutating func attribute(_ name: StaticString, _ value: AttributeValue) {
        precondition(state == .openTag, "attributes belong right after the element's open")
        output.write(UInt8(ascii: " "))
        output.write(name)
        output.write("=\"")
        value.write(to: &output)
        output.write(UInt8(ascii: "\""))
    }

    /// Gives the element just opened `text` as its content, escaped as a tree's ``Node/text(_:)`` is; the element
    /// stays on one line and takes nothing more but its close.
    public mutating func text(_ text: String) {
        precondition(state == .openTag, "text belongs right after the element's attributes")
        output.write(UInt8(ascii: ">"))
        XMLEscaping.escapeText(text, into: &output)
        state = .content
    }

    /// Gives the element just opened trusted markup as its content, written as it is: the stream's form of a
    /// ``Node/raw(_:)`` child, with the same trust rules.
    public mutating func raw(_ markup: String) {
        precondition(state == .openTag, "markup belongs right after the element's attributes")
        output.write(UInt8(ascii: ">"))
        output.write(utf8: markup)
        state = .content
    }

    /// Gives the element just opened `nodes` as its content, rendered inline one after another as
    /// ``Node/inlineMarkup(_:capacity:)`` renders them: the stream's form of a ``Node/raw(_:)`` child made from
    /// nodes, without making the markup first.
    public mutating func inline(_ nodes: [Node]) {
        precondition(state == .openTag, "content belongs right after the element's attributes")
        output.write(UInt8(ascii: ">"))
        for node in nodes { Node.writeInline(node, into: &output) }
        state = .content
    }

    /// Writes `node`, and everything below it, as the next child (or, outside any element, the next line).
    public mutating func write(_ node: Node) {
        endStartTag()
        Node.writeLine(node, depth: depth, into: &output)
    }

    /// Writes `nodes` one after another, each as the next child.
    public mutating func write(_ nodes: [Node]) {
        for node in nodes { write(node) }
    }

    /// Where a part written ahead goes (see ``bytes(inserting:at:)``): the position of the next child, after ending
    /// an open start tag. Nothing more should be written at this level before the part, only closes after it.
    public mutating func insertionPoint() -> Int {
        endStartTag()
        return output.count
    }

    /// Ends the innermost open element, `name`: `/>` when it got nothing, `</name>` otherwise.
    public mutating func close(_ name: StaticString) {
        depth -= 1
        switch state {
        case .openTag:
            output.write("/>\n")
        case .content:
            closingTag(name)
        case .between:
            output.writeIndent(depth)
            closingTag(name)
        }
        state = .between
    }

    /// Everything written, as an array of exactly that size.
    public consuming func bytes() -> [UInt8] {
        output.bytes()
    }

    /// Everything written, with what `part` wrote inserted at `point` (from ``insertionPoint()``) as the children
    /// there; `part` should have started at the depth of that point. Each is copied once into the array, where
    /// writing `part` into this stream and then taking the bytes would copy it twice.
    public consuming func bytes(inserting part: consuming SVGStream, at point: Int) -> [UInt8] {
        output.bytes(inserting: part.output, at: point)
    }

    private mutating func closingTag(_ name: StaticString) {
        output.write("</")
        output.write(name)
        output.write(">\n")
    }

    /// Ends a pending start tag with `>` and a line end, since a child follows on a line of its own.
    private mutating func endStartTag() {
        precondition(state != .content, "an element with text takes no children")
        if state == .openTag {
            output.write(">\n")
            state = .between
        }
    }
}
