import SVGWriter
import Testing

/// Numbers in attributes, path data and transforms always go through `NumberFormat`.
struct NumberAttributeTests {
    @Test(
        "numeric attributes use at most three decimals, no exponent and no -0",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (12.0, "12"), (0.1 + 0.2, "0.3"), (1.0 / 3.0, "0.333"), (-2.5, "-2.5"),
            (1e-7, "0"), (-1e-7, "0"), (1e15, "9000000000000"), (Double.nan, "0"), (-Double.infinity, "0"),
        ])
    func formatsNumbers(value: Double, expected: String) {
        let node = Node.rect(x: value, y: 0, width: 1, height: 1)
        #expect(node.rendered() == "<rect x=\"\(expected)\" y=\"0\" width=\"1\" height=\"1\"/>\n")
    }

    @Test func numberListsAreSpaceSeparated() {
        let node = Node.element("polyline", [Attribute("points", .numbers([0, 1.25, -0.0, 2.0 / 3.0]))])
        #expect(node.rendered() == "<polyline points=\"0 1.25 0 0.667\"/>\n")
    }

    @Test func literalsConvertToTextAndNumbers() {
        let node = Node.element("x", [Attribute("a", "text"), Attribute("b", 3), Attribute("c", 0.5)])
        #expect(node.rendered() == "<x a=\"text\" b=\"3\" c=\"0.5\"/>\n")
    }

    @Test func pathCommandsFormatEveryNumber() {
        var d = PathData()
        d.moveTo(x: 0.1 + 0.2, y: -0.0)
        d.lineTo(x: 10, y: -1.5)
        d.quadTo(cx: 1.0 / 3.0, cy: 2, x: 3, y: 4)
        d.curveTo(c1x: 1, c1y: 2, c2x: 3, c2y: 4, x: 5, y: 6)
        d.arc(rx: 4, ry: 4, largeArc: true, sweep: false, x: 8, y: 8)
        d.close()
        #expect(d.string == "M0.3 0 L10 -1.5 Q0.333 2 3 4 C1 2 3 4 5 6 A4 4 0 1 0 8 8 Z")
    }

    @Test(
        "rounded rectangles clamp the radius",
        arguments: [
            (4.0, "M4 0 L16 0 A4 4 0 0 1 20 4 L20 6 A4 4 0 0 1 16 10 L4 10 A4 4 0 0 1 0 6 L0 4 A4 4 0 0 1 4 0 Z"),
            (50.0, "M5 0 L15 0 A5 5 0 0 1 20 5 L20 5 A5 5 0 0 1 15 10 L5 10 A5 5 0 0 1 0 5 L0 5 A5 5 0 0 1 5 0 Z"),
            (0.0, "M0 0 L20 0 L20 10 L0 10 L0 0 Z"),
            (-3.0, "M0 0 L20 0 L20 10 L0 10 L0 0 Z"),
            (Double.nan, "M0 0 L20 0 L20 10 L0 10 L0 0 Z"),
        ])
    func roundedRect(radius: Double, expected: String) {
        #expect(PathData.roundedRect(x: 0, y: 0, width: 20, height: 10, radius: radius).string == expected)
    }

    @Test("degenerate rounded rectangles append nothing", arguments: [(0.0, 10.0), (20.0, 0.0), (-5.0, 10.0)])
    func degenerateRoundedRect(width: Double, height: Double) {
        #expect(PathData.roundedRect(x: 0, y: 0, width: width, height: height, radius: 2).isEmpty)
    }

    @Test func transformsChainInOrder() {
        let t = Transform.translate(x: 0, y: 12.5).scale(0.8).rotate(-0.0001).rotate(90, cx: 1, cy: 2)
        #expect(t.string == "translate(0 12.5) scale(0.8) rotate(0) rotate(90 1 2)")
        #expect(
            Transform.scale(x: 1, y: -1).matrix(a: 1, b: 0, c: 0, d: 1, e: 1e-9, f: 2).string
                == "scale(1 -1) matrix(1 0 0 1 0 2)")
    }

    @Test func identityTransformIsOmitted() {
        #expect(Node.g([]).rendered() == "<g/>\n")
        #expect(Node.g(transform: .translate(x: 1, y: 2)).rendered() == "<g transform=\"translate(1 2)\"/>\n")
    }
}
