import SVGWriter
import Testing

/// Layout of rendered documents: exact strings and determinism.
struct RenderTests {
    @Test func smallDocumentRendersExactly() {
        let document = Node.svg(
            width: 120, height: 40,
            [
                .title("Header & \"title\""),
                .defs([
                    .linearGradient(
                        id: "fade", x2: 0, y2: 1,
                        [
                            .stop(offset: 0, color: "#000", opacity: 0.5),
                            .stop(offset: 1, color: "#000", opacity: 0),
                        ])
                ]),
                .rect(width: 120, height: 40, rx: 8, fill: .url("fade")),
                .g(
                    transform: .translate(x: 16, y: 0.5), opacity: 0.75,
                    [
                        .text("A < B", x: 0, y: 24, fontFamily: "Inter", fontSize: 17, fontWeight: 600, fill: "#fff"),
                        .line(x1: 0, y1: 39.5, x2: 120, y2: 39.5, stroke: "#ccc", strokeWidth: 1, lineCap: .round),
                    ]),
            ])
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
              <title>Header &amp; "title"</title>
              <defs>
                <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stop-color="#000" stop-opacity="0.5"/>
                  <stop offset="1" stop-color="#000" stop-opacity="0"/>
                </linearGradient>
              </defs>
              <rect x="0" y="0" width="120" height="40" rx="8" fill="url(#fade)"/>
              <g transform="translate(16 0.5)" opacity="0.75">
                <text x="0" y="24" font-family="Inter" font-size="17" font-weight="600" fill="#fff">A &lt; B</text>
                <line x1="0" y1="39.5" x2="120" y2="39.5" stroke="#ccc" stroke-width="1" stroke-linecap="round"/>
              </g>
            </svg>

            """
        #expect(document.rendered() == expected)
    }

    @Test func renderingTwiceGivesIdenticalBytes() {
        let document = PreviewFixture.document()
        let first = document.renderedBytes()
        let second = document.renderedBytes(capacity: 16)
        #expect(first == second)
        #expect(PreviewFixture.document().renderedBytes() == first)
    }

    @Test func renderIntoAppendsToExistingBytes() {
        var output = Array("<!-- before -->\n".utf8)
        Node.circle(cx: 1, cy: 2, r: 3).render(into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "<!-- before -->\n<circle cx=\"1\" cy=\"2\" r=\"3\"/>\n")
    }

    @Test(
        "nodes of each kind",
        arguments: [
            (Node.text("a&b"), "a&amp;b\n"),
            (Node.raw("<b>&amp;</b>"), "<b>&amp;</b>\n"),
            (Node.comment("x--y"), "<!--x- -y-->\n"),
            (Node.element("g", [], [.comment("c")]), "<g>\n  <!--c-->\n</g>\n"),
            (
                Node.element("text", [], [.text("a"), .element("tspan", [], [.text("b")])]),
                "<text>a<tspan>b</tspan></text>\n"
            ),
            (Node.text("", x: 1, y: 2), "<text x=\"1\" y=\"2\"/>\n"),
            (Node.rect(width: 1, height: 1).id("bg"), "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" id=\"bg\"/>\n"),
            (Node.text("x").attribute("id", "ignored"), "x\n"),
            (Node.use(href: "shape", x: 2), "<use href=\"#shape\" x=\"2\"/>\n"),
            (
                Node.g(clipPath: "c", mask: "m", filter: "f"),
                "<g clip-path=\"url(#c)\" mask=\"url(#m)\" filter=\"url(#f)\"/>\n"
            ),
            (
                Node.feGaussianBlur(stdDeviation: 2.5, input: "SourceAlpha"),
                "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2.5\"/>\n"
            ),
            (
                Node.filter(id: "s", margin: 0.25, []),
                "<filter id=\"s\" x=\"-0.25\" y=\"-0.25\" width=\"1.5\" height=\"1.5\"/>\n"
            ),
            (
                Node.svg(width: 10, height: 5, viewBox: ViewBox(x: -1, width: 20, height: 10)),
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"5\" viewBox=\"-1 0 20 10\"/>\n"
            ),
        ])
    func rendersNode(node: Node, expected: String) {
        #expect(node.rendered() == expected)
    }

    @Test func rightToLeftTextKeepsItsCharacters() {
        let node = Node.text("כותרת", x: 100, y: 20, anchor: .end, direction: .rtl)
        #expect(node.rendered() == "<text x=\"100\" y=\"20\" text-anchor=\"end\" direction=\"rtl\">כותרת</text>\n")
    }

    @Test func inlineRenderingAddsNoWhitespaceAndCanBeReusedAsRawMarkup() {
        let group = Node.g([.rect(width: 1, height: 2), .circle(cx: 0, cy: 0, r: 1)])
        var bytes: [UInt8] = []
        group.renderInline(into: &bytes)
        let markup = String(decoding: bytes, as: UTF8.self)
        #expect(markup == "<g><rect x=\"0\" y=\"0\" width=\"1\" height=\"2\"/><circle cx=\"0\" cy=\"0\" r=\"1\"/></g>")
        let placed = Node.g(transform: .translate(x: 0, y: 5), [.raw(markup)])
        #expect(placed.rendered() == "<g transform=\"translate(0 5)\">" + markup + "</g>\n")
    }

    @Test(arguments: [(0.0, 5.0), (-12.25, 151.877), (3.0004, -0.0)])
    func aPlacementIsTheRenderedGroup(x: Double, y: Double) {
        let markup = "<text x=\"1\">Caf\u{E9} \u{2026}</text>"
        var group: [UInt8] = []
        Node.g(transform: .translate(x: x, y: y), [.raw(markup)]).renderInline(into: &group)
        var placed: [UInt8] = []
        Node.placed([Placement(markup, x: x, y: y)]).renderInline(into: &placed)
        #expect(placed == group)
    }

    @Test func placementsStandOneALineAtTheirDepthAndFollowEachOtherInline() {
        let placed = Node.placed([Placement("<a/>", x: 1, y: 2.5), Placement("<b/>", x: -0.0, y: 1e-4)])
        let document = Node.g([.rect(width: 1, height: 1), placed, .placed([]), .circle(cx: 0, cy: 0, r: 1)])
        #expect(
            document.rendered() == """
                <g>
                  <rect x="0" y="0" width="1" height="1"/>
                  <g transform="translate(1 2.5)"><a/></g>
                  <g transform="translate(0 0)"><b/></g>
                  <circle cx="0" cy="0" r="1"/>
                </g>

                """)
        var bytes: [UInt8] = []
        Node.g([placed]).renderInline(into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "<g><g transform=\"translate(1 2.5)\"><a/></g><g transform=\"translate(0 0)\"><b/></g></g>")
    }

    @Test func chainedAttributesKeepTheirOrder() {
        let node = Node.rect(width: 1, height: 1).attribute("fill", "none").id("a").attribute("opacity", 0.5)
        #expect(
            node.rendered()
                == "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" fill=\"none\" id=\"a\" opacity=\"0.5\"/>\n")
    }
}
