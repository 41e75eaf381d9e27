import SVGWriter
import Testing

/// A document written through a stream is the document its tree renders, byte for byte.
struct StreamTests {
    static func string(_ stream: consuming SVGStream) -> String {
        String(decoding: stream.bytes(), as: UTF8.self)
    }

    @Test func streamedDocumentIsTheRenderedTree() {
        var path = PathData(capacity: 16)
        path.moveTo(x: 1, y: 2)
        path.lineTo(x: 3, y: 4)
        let icon = Node.path(path, stroke: "#000").id("i")
        let leaf = Node.rect(width: 10, height: 4, fill: "#fff").id("leaf")
        let tree = Node.svg(
            width: 120, height: 40,
            [
                Node.title("A & B <C>").id("t"),
                .defs([icon]),
                Node.g([leaf, .g([]).id("empty"), .g([.raw("<use href=\"#i\"/>")]).id("raw")]).id("group"),
                Node.g([.placed([Placement("<a/>", x: 1, y: 2)])]).attribute("opacity", 0.5),
                .text("x \"quoted\"", x: 1, y: 2),
            ]
        ).attribute("role", "img")

        var stream = SVGStream()
        stream.openSVG(width: 120, height: 40)
        stream.attribute("role", "img")
        stream.open("title")
        stream.attribute("id", "t")
        stream.text("A & B <C>")
        stream.close("title")
        stream.write(.defs([icon]))
        stream.open("g")
        stream.attribute("id", "group")
        stream.write(leaf)
        stream.open("g")
        stream.attribute("id", "empty")
        stream.close("g")
        stream.open("g")
        stream.attribute("id", "raw")
        stream.raw("<use href=\"#i\"/>")
        stream.close("g")
        stream.close("g")
        stream.open("g")
        stream.attribute("opacity", 0.5)
        stream.write(.placed([Placement("<a/>", x: 1, y: 2)]))
        stream.close("g")
        stream.write(.text("x \"quoted\"", x: 1, y: 2))
        stream.close("svg")
        #expect(Self.string(stream) == tree.rendered())
    }

    @Test func aPartWrittenAheadIsInsertedAtItsDepth() {
        let tree = Node.svg(
            width: 10, height: 10, viewBox: ViewBox(x: 1, y: 2, width: 3, height: 4),
            [.defs([.rect(width: 1, height: 1)]), Node.g([.circle(cx: 0, cy: 0, r: 1)]).id("body")])

        var body = SVGStream(depth: 1)
        body.open("g")
        body.attribute("id", "body")
        body.write(.circle(cx: 0, cy: 0, r: 1))
        body.close("g")
        var document = SVGStream()
        document.openSVG(width: 10, height: 10, viewBox: ViewBox(x: 1, y: 2, width: 3, height: 4))
        document.write(.defs([.rect(width: 1, height: 1)]))
        let point = document.insertionPoint()
        document.close("svg")
        #expect(String(decoding: document.bytes(inserting: body, at: point), as: UTF8.self) == tree.rendered())

        // At a root whose start tag is still open, the insertion point ends it first.
        var part = SVGStream(depth: 1)
        part.write(.circle(cx: 0, cy: 0, r: 1))
        var bare = SVGStream()
        bare.open("svg")
        let start = bare.insertionPoint()
        bare.close("svg")
        #expect(
            String(decoding: bare.bytes(inserting: part, at: start), as: UTF8.self)
                == Node.element("svg", [], [.circle(cx: 0, cy: 0, r: 1)]).rendered())
    }

    @Test func nodesWrittenInlineAreTheirInlineMarkup() {
        let nodes: [Node] = [
            Node.rect(width: 3, height: 4, fill: "#fff", opacity: 0.25).id("a & b"),
            Node.g(opacity: 0.5, [.text("x < y"), .raw("<use href=\"#i\"/>")]).id("g"),
        ]
        var stream = SVGStream(depth: 1)
        stream.open("g")
        stream.attribute("id", "header")
        stream.inline(nodes)
        stream.close("g")
        var expected = SVGStream(depth: 1)
        expected.open("g")
        expected.attribute("id", "header")
        expected.raw(Node.inlineMarkup(nodes))
        expected.close("g")
        let written = Self.string(stream)
        let reference = Self.string(expected)
        #expect(written == reference)
        #expect(written.hasSuffix("</g></g>\n"))
    }

    @Test func anElementThatGetsNothingClosesItself() {
        var stream = SVGStream(depth: 2)
        stream.open("g")
        stream.attribute("id", "a")
        stream.close("g")
        stream.open("text")
        stream.text("")
        stream.close("text")
        #expect(Self.string(stream) == "    <g id=\"a\"/>\n    <text></text>\n")
    }
}
