import MastheadGeometry

/// Reads SVG path data (every command, absolute and relative; arcs become cubic Béziers) into ``VectorPath``s.
///
/// Malformed data ends the parse where it breaks, keeping what came before, as SVG renderers do.
enum PathDataParser {
    /// The subpaths of `d`.
    static func paths(_ d: String) -> [VectorPath] {
        var scanner = Tokens(Array(d.utf8))
        var paths: [VectorPath] = []
        var path: VectorPath?
        var command: UInt8 = 0
        var start = Point(x: 0, y: 0)
        // The last segment's last control point, and whether that segment was a cubic (`C`, `S`) or a quadratic
        // (`Q`, `T`): `S` reflects only a cubic's, `T` only a quadratic's (SVG 1.1 §8.3.6, §8.3.7).
        var lastControl: (point: Point, cubic: Bool)?
        func finish() { if let done = path, done.vertices.count > 1 || done.closed { paths.append(done) } }
        while let next = scanner.commandOrNumber() {
            if let letter = next.command { command = letter } else if command == 0 { break }
            let relative = command >= UInt8(ascii: "a")
            let base = path?.current ?? Point(x: 0, y: 0)
            func point() -> Point? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return relative ? Point(x: base.x + x, y: base.y + y) : Point(x: x, y: y)
            }
            let upper = relative ? command - 32 : command
            switch upper {
            case UInt8(ascii: "M"):
                guard let p = point() else { return paths }
                finish()
                path = VectorPath(start: p)
                start = p
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                lastControl = nil
                continue
            case UInt8(ascii: "Z"):
                path?.close()
                finish()
                path = nil
                lastControl = nil
                command = 0
                var reopened = VectorPath(start: start)
                reopened.closed = false
                path = reopened
                continue
            default: break
            }
            // Path data must begin with a move.
            guard path != nil else { return paths }
            switch upper {
            case UInt8(ascii: "L"):
                guard let p = point() else { return paths }
                path?.line(p)
                lastControl = nil
            case UInt8(ascii: "H"):
                guard let x = scanner.number() else { return paths }
                path?.line(Point(x: relative ? base.x + x : x, y: base.y))
                lastControl = nil
            case UInt8(ascii: "V"):
                guard let y = scanner.number() else { return paths }
                path?.line(Point(x: base.x, y: relative ? base.y + y : y))
                lastControl = nil
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let c1: Point
                if upper == UInt8(ascii: "C") {
                    guard let p = point() else { return paths }
                    c1 = p
                } else {
                    c1 = reflected(lastControl?.cubic == true ? lastControl?.point : nil, about: base)
                }
                guard let c2 = point(), let end = point() else { return paths }
                path?.cubic(c1, c2, end)
                lastControl = (c2, true)
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let control: Point
                if upper == UInt8(ascii: "Q") {
                    guard let p = point() else { return paths }
                    control = p
                } else {
                    control = reflected(lastControl?.cubic == false ? lastControl?.point : nil, about: base)
                }
                guard let end = point() else { return paths }
                let c1 = Point(x: base.x + 2 / 3 * (control.x - base.x), y: base.y + 2 / 3 * (control.y - base.y))
                let c2 = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                path?.cubic(c1, c2, end)
                lastControl = (control, false)
            case UInt8(ascii: "A"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                    let large = scanner.flag(), let sweep = scanner.flag(), let end = point()
                else { return paths }
                for segment in ArcConversion.cubics(
                    from: base, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
                {
                    path?.cubic(segment.0, segment.1, segment.2)
                }
                lastControl = nil
            default:
                return paths
            }
        }
        finish()
        return paths
    }

    /// A smooth segment's first control point (`S`, `T`): the previous segment's last control point reflected about
    /// the current point, or the current point when the previous segment was no curve of its kind.
    private static func reflected(_ control: Point?, about point: Point) -> Point {
        control.map { Point(x: 2 * point.x - $0.x, y: 2 * point.y - $0.y) } ?? point
    }

    /// The numbers in a list such as a transform's arguments.
    static func numbers(in text: Substring) -> [Double] {
        var tokens = Tokens(Array(text.utf8))
        var numbers: [Double] = []
        while let number = tokens.number() { numbers.append(number) }
        return numbers
    }
}
