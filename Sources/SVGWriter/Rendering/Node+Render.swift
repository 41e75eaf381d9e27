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
        Node.writeLine(self, depth: 0, into: &output)
    }

    /// Appends this node with no added whitespace and no line end, as it would appear inside a text element.
    ///
    /// Markup rendered this way can be reused as a ``raw(_:)`` child of another element.
    public func renderInline(into output: inout [UInt8]) {
        Node.writeInline(self, into: &output)
    }

    /// This node rendered to bytes, with room reserved for `capacity` bytes to avoid regrowing.
    public func renderedBytes(capacity: Int = 4096) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        render(into: &output)
        return output
    }

    /// This node rendered to a string; see ``renderedBytes(capacity:)``.
    public func rendered(capacity: Int = 4096) -> String {
        String(decoding: renderedBytes(capacity: capacity), as: UTF8.self)
    }

    /// Writes a node as one or more whole lines at the given depth.
    private static func writeLine(_ node: Node, depth: Int, into output: inout [UInt8]) {
        output.appendIndent(depth)
        if case .element(let element) = node, !element.children.isEmpty, !element.hasCharacterData {
            writeStartTag(element, into: &output)
            output.append(UInt8(ascii: ">"))
            output.append(UInt8(ascii: "\n"))
            for child in element.children {
                writeLine(child, depth: depth + 1, into: &output)
            }
            output.appendIndent(depth)
            writeEndTag(element, into: &output)
        } else {
            writeInline(node, into: &output)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Writes a node with no added whitespace.
    private static func writeInline(_ node: Node, into output: inout [UInt8]) {
        switch node {
        case .element(let element):
            writeStartTag(element, into: &output)
            if element.children.isEmpty {
                output.append(UInt8(ascii: "/"))
                output.append(UInt8(ascii: ">"))
                return
            }
            output.append(UInt8(ascii: ">"))
            for child in element.children {
                writeInline(child, into: &output)
            }
            writeEndTag(element, into: &output)
        case .text(let text):
            XMLEscaping.escapeText(text, into: &output)
        case .raw(let markup):
            output.appendUTF8(markup)
        case .comment(let text):
            output.appendASCII("<!--")
            XMLEscaping.escapeComment(text, into: &output)
            output.appendASCII("-->")
        }
    }

    /// Writes `<name a="1" b="2"`, leaving the tag open.
    private static func writeStartTag(_ element: Element, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.appendUTF8(element.name)
        for attribute in element.attributes {
            output.append(UInt8(ascii: " "))
            output.appendUTF8(attribute.name)
            output.appendASCII("=\"")
            attribute.value.append(to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    private static func writeEndTag(_ element: Element, into output: inout [UInt8]) {
        output.appendASCII("</")
        output.appendUTF8(element.name)
        output.append(UInt8(ascii: ">"))
    }
}
