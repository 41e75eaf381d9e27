import MastheadFormat

/// Rendering a tree into UTF-8 bytes.
///
/// Layout is fixed so output is byte-for-byte deterministic: attributes in insertion order, each written as
/// ` name="value"`; `\n` line ends; no XML declaration. An element whose children are only elements and comments
/// puts each child on its own line, indented two spaces per level. An element with any text or raw child is
/// written on one line with no added whitespace, since indentation there would change the text it shows. An
/// element without children is self-closing. Every line, including the last, ends with `\n`.
extension Node {
    /// Appends this node, and the lines below it, to `output`.
    public func render(into output: inout [UInt8]) {
        var writer = ByteWriter(capacity: 4096)
        Node.writeLine(self, depth: 0, into: &writer)
        writer.append(to: &output)
    }

    /// Appends this node with no added whitespace and no line end, as it would appear inside a text element.
    ///
    /// Markup rendered this way can be reused as a ``raw(_:)`` child of another element.
    public func renderInline(into output: inout [UInt8]) {
        var writer = ByteWriter(capacity: 1024)
        Node.writeInline(self, into: &writer)
        writer.append(to: &output)
    }

    /// `nodes` rendered one after another with no added whitespace, as ``renderInline(into:)`` writes each: markup
    /// to reuse as a ``raw(_:)`` child. `capacity` is the working room to start with.
    public static func inlineMarkup(_ nodes: [Node], capacity: Int = 2048) -> String {
        var writer = ByteWriter(capacity: capacity)
        for node in nodes { Node.writeInline(node, into: &writer) }
        return writer.string()
    }

    /// This node rendered to bytes; `capacity` is the working room to start with, so a large document need not
    /// regrow. The result holds exactly the bytes written.
    public func renderedBytes(capacity: Int = 4096) -> [UInt8] {
        var writer = ByteWriter(capacity: capacity)
        Node.writeLine(self, depth: 0, into: &writer)
        return writer.bytes()
    }

    /// This node rendered to a string; see ``renderedBytes(capacity:)``.
    public func rendered(capacity: Int = 4096) -> String {
        String(decoding: renderedBytes(capacity: capacity), as: UTF8.self)
    }

    /// Writes a node as one or more whole lines at the given depth.
    static func writeLine(_ node: Node, depth: Int, into output: inout ByteWriter) {
        if case .placed(let placements) = node {
            for placement in placements {
                output.writeIndent(depth)
                write(placement, into: &output)
                output.write(UInt8(ascii: "\n"))
            }
            return
        }
        output.writeIndent(depth)
        if case .element(let element) = node, !element.children.isEmpty, !element.hasCharacterData {
            writeStartTag(element, into: &output)
            output.write(">\n")
            for child in element.children {
                writeLine(child, depth: depth + 1, into: &output)
            }
            output.writeIndent(depth)
            writeEndTag(element, into: &output)
        } else {
            writeInline(node, into: &output)
        }
        output.write(UInt8(ascii: "\n"))
    }

    /// Writes a node with no added whitespace.
    static func writeInline(_ node: Node, into output: inout ByteWriter) {
        switch node {
        case .element(let element):
            writeStartTag(element, into: &output)
            if element.children.isEmpty {
                output.write("/>")
                return
            }
            output.write(UInt8(ascii: ">"))
            for child in element.children {
                writeInline(child, into: &output)
            }
            writeEndTag(element, into: &output)
        case .text(let text):
            XMLEscaping.escapeText(text, into: &output)
        case .raw(let markup):
            output.write(utf8: markup)
        case .placed(let placements):
            for placement in placements { write(placement, into: &output) }
        case .comment(let text):
            output.write("<!--")
            XMLEscaping.escapeComment(text, into: &output)
            output.write("-->")
        }
    }

    /// Writes `<g transform="translate(x y)">markup</g>`.
    private static func write(_ placement: Placement, into output: inout ByteWriter) {
        output.write("<g transform=\"translate(")
        output.write(number: placement.x)
        output.write(UInt8(ascii: " "))
        output.write(number: placement.y)
        output.write(")\">")
        output.write(utf8: placement.markup)
        output.write("</g>")
    }

    /// Writes `<name a="1" b="2"`, leaving the tag open.
    private static func writeStartTag(_ element: Element, into output: inout ByteWriter) {
        output.write(UInt8(ascii: "<"))
        output.write(utf8: element.name)
        for attribute in element.attributes {
            output.write(UInt8(ascii: " "))
            output.write(utf8: attribute.name)
            output.write("=\"")
            attribute.value.write(to: &output)
            output.write(UInt8(ascii: "\""))
        }
    }

    private static func writeEndTag(_ element: Element, into output: inout ByteWriter) {
        output.write("</")
        output.write(utf8: element.name)
        output.write(UInt8(ascii: ">"))
    }
}
