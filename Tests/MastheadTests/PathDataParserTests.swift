import MastheadGeometry
import Testing

@testable import MastheadPreview

/// The exporters' reading of SVG path data: every command, relative and absolute, and arcs as cubic Béziers that
/// stay on the ellipse.
struct PathDataParserTests {
    @Test func relativeAndAbsoluteLinesEndAtTheSamePoints() throws {
        let absolute = PathDataParser.paths("M10 20 L30 20 H40 V50 Z")
        let relative = PathDataParser.paths("m10 20 l20 0 h10 v30 z")
        #expect(absolute == relative)
        let path = try #require(absolute.first)
        #expect(path.closed)
        #expect(path.vertices.map(\.x) == [10, 30, 40, 40])
        #expect(path.vertices.map(\.y) == [20, 20, 20, 50])
    }

    @Test func aQuadraticBecomesTheCubicWithTheSameCurve() throws {
        let path = try #require(PathDataParser.paths("M0 0 Q30 60 60 0").first)
        // The cubic's controls are two thirds of the way to the quadratic's control.
        #expect(path.outTangents[0].isClose(to: Point(x: 20, y: 40), 1e-9))
        #expect(path.inTangents[1].isClose(to: Point(x: -20, y: 40), 1e-9))
    }

    /// `S` reflects the control point of a cubic before it and `T` that of a quadratic; after a segment of the other
    /// kind each starts from the current point (SVG 1.1 §8.3.6 and §8.3.7).
    @Test func smoothSegmentsReflectOnlyTheirOwnKind() throws {
        let cubics = try #require(PathDataParser.paths("M0 0 C10 20 20 20 30 0 S50 20 60 0").first)
        #expect(cubics.outTangents[1].isClose(to: Point(x: 10, y: -20), 1e-9))
        let quadratics = try #require(PathDataParser.paths("M0 0 Q30 60 60 0 T120 0").first)
        #expect(quadratics.outTangents[1].isClose(to: Point(x: 20, y: -40), 1e-9))
        let sAfterQ = try #require(PathDataParser.paths("M0 0 Q30 60 60 0 S100 60 120 0").first)
        #expect(sAfterQ.outTangents[1].isClose(to: Point(x: 0, y: 0), 1e-9))
        #expect(sAfterQ.inTangents[2].isClose(to: Point(x: -20, y: 60), 1e-9))
        // A T after a cubic has its control on the current point: a straight segment.
        let tAfterC = try #require(PathDataParser.paths("M0 0 C10 20 20 20 30 0 T60 0").first)
        #expect(tAfterC.outTangents[1].isClose(to: Point(x: 0, y: 0), 1e-9))
        #expect(tAfterC.inTangents[2].isClose(to: Point(x: -20, y: 0), 1e-9))
    }

    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func arcPiecesStayOnTheCircle(largeArc: Bool, sweep: Bool) {
        let start = Point(x: 10, y: 0)
        let end = Point(x: 0, y: 10)
        let pieces = ArcConversion.cubics(
            from: start, to: end, rx: 10, ry: 10, rotation: 0, largeArc: largeArc, sweep: sweep)
        #expect(pieces.count == (largeArc ? 3 : 1))
        #expect(pieces.last?.2 == end)
        // The midpoint of each cubic piece is within 0.01 of a circle of radius 10 round one of the two centres.
        let centre = (largeArc != sweep) ? Point(x: 0, y: 0) : Point(x: 10, y: 10)
        var from = start
        for (c1, c2, to) in pieces {
            let x = (from.x + 3 * c1.x + 3 * c2.x + to.x) / 8
            let y = (from.y + 3 * c1.y + 3 * c2.y + to.y) / 8
            let radius = ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot()
            #expect(abs(radius - 10) < 0.01)
            from = to
        }
    }

    @Test func aZeroRadiusArcIsAStraightLine() {
        let pieces = ArcConversion.cubics(
            from: Point(x: 0, y: 0), to: Point(x: 5, y: 5), rx: 0, ry: 3, rotation: 0, largeArc: false, sweep: true)
        #expect(pieces.count == 1)
        #expect(pieces[0].2 == Point(x: 5, y: 5))
    }

    @Test(arguments: ["", "L10 10", "M", "M10", "M0 0 X5 5", "M0 0 L"])
    func malformedDataGivesNoPathRatherThanAWrongOne(data: String) {
        #expect(PathDataParser.paths(data).isEmpty)
    }

    @Test func dataBrokenHalfWayKeepsWhatCameBefore() {
        let paths = PathDataParser.paths("M0 0 L10 0 L10 10 Z M20 20 L")
        #expect(paths.count == 1)
        #expect(paths.first?.vertices.count == 3)
    }
}
