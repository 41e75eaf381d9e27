import MastheadGeometry
import Testing

@testable import Masthead
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
