import SVGWriter

/// A preview-like document that uses every builder and carries hostile strings, shared by the golden-file and
/// `xmllint` tests.
enum PreviewFixture {
    /// Strings that would break naive markup: tags, quotes, entities, comment terminators and forbidden characters.
    static let hostile = "<script>alert(1)</script> & \"quotes\" ]]> --> \u{0}\u{1}\u{B}\u{1F}\u{FFFE}\u{FFFF} ok"

    static func document() -> Node {
        var chevron = PathData()
        chevron.moveTo(x: 22, y: 14)
        chevron.lineTo(x: 16, y: 20)
        chevron.lineTo(x: 22, y: 26)
        var wave = PathData()
        wave.moveTo(x: 0, y: 88)
        wave.quadTo(cx: 97.5, cy: 80, x: 195, y: 88)
        wave.curveTo(c1x: 260, c1y: 96, c2x: 330, c2y: 90, x: 390, y: 88)
        return .svg(
            width: 390, height: 96.5,
            [
                .title(hostile),
                .desc("Header preview at offset 42.125 — עברית, emoji 🧭, tab\tand newline\nkept"),
                .comment("collapsed -- " + hostile),
                .style(".title { font-family: \"Inter\"; }"),
                .defs([
                    .linearGradient(
                        id: "scrim", x1: 0, y1: 0, x2: 0, y2: 1,
                        [
                            .stop(offset: 0, color: "#ffffff", opacity: 1),
                            .stop(offset: 1, color: "#ffffff", opacity: 0.0001),
                        ]),
                    .linearGradient(id: "bar", x2: 390, userSpace: true, [.stop(offset: 0.5, color: "rgb(0 0 0)")]),
                    .mask(id: "fade", [.rect(width: 390, height: 96.5, fill: .url("scrim"))]),
                    .clipPath(id: "bounds", [.path(.roundedRect(x: 0, y: 0, width: 390, height: 96.5, radius: 12))]),
                    .filter(id: "shadow", margin: 0.5, [.feGaussianBlur(stdDeviation: 3, input: "SourceAlpha")]),
                    .circle(cx: 0, cy: 0, r: 2.5, fill: "#8e8e93").id("dot"),
                ]),
                .g(
                    clipPath: "bounds",
                    [
                        .rect(
                            x: 0, y: 0, width: 390, height: 96.5, rx: 0, fill: "#f2f2f7", stroke: "none",
                            opacity: 0.98),
                        .g(
                            transform: .translate(x: 0, y: -8.25).scale(1.0 / 3.0), opacity: 2.0 / 3.0, mask: "fade",
                            filter: "shadow",
                            [
                                .text(
                                    hostile, x: 195, y: 56, fontFamily: "\"SF Pro\", Inter, sans-serif", fontSize: 17,
                                    fontWeight: 600, fill: "#000", anchor: .middle, opacity: 0.5)
                            ]),
                        .text(
                            "כותרת גדולה 👋🏽", x: 374, y: 80, fontSize: 34, fontWeight: 700, anchor: .end,
                            direction: .rtl),
                        .path(
                            chevron, fill: "none", stroke: "#007aff", strokeWidth: 2.5, lineCap: .round,
                            lineJoin: .round),
                        .path(wave, fill: "none", stroke: .url("bar"), fillRule: .evenodd),
                        .line(x1: 0, y1: 96, x2: 390, y2: 96, stroke: "#c6c6c8", strokeWidth: 0.333, opacity: -0.0),
                        .use(href: "dot", x: 370, y: 20),
                    ]),
                .element("g", [Attribute("id", "trusted")], [.raw("<circle r=\"1\"/>")]),
            ])
    }
}
