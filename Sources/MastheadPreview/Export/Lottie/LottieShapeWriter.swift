import MastheadFormat
import MastheadGeometry

/// Writes one ``VectorShape`` as a Lottie shape group (`gr`): a path (`sh`) per subpath, then its fill (`fl`),
/// stroke (`st`) or gradient fill (`gf`), then the group transform (`tr`) carrying the shape's opacity.
///
/// The subpaths of one group are filled together, so holes (a glyph's counters) follow the fill rule: `r` 1 is
/// non-zero, 2 even-odd. Line caps and joins: 1 butt / miter, 2 round, 3 square / bevel.
enum LottieShapeWriter {
    static func write(_ shape: VectorShape, into json: inout JSONWriter) {
        json.beginObject()
        json.member("ty", "gr")
        json.key("it")
        json.beginArray()
        for path in shape.paths {
            json.beginObject()
            json.member("ty", "sh")
            json.key("ks")
            json.beginObject()
            json.member("a", 0)
            json.key("k")
            json.beginObject()
            json.member("c", path.closed)
            points("v", path.vertices, into: &json)
            points("i", path.inTangents, into: &json)
            points("o", path.outTangents, into: &json)
            json.endObject()
            json.endObject()
            json.endObject()
        }
        json.beginObject()
        switch shape.paint {
        case .fill(let color, let evenOdd):
            json.member("ty", "fl")
            json.key("c")
            json.staticValue([color.red, color.green, color.blue, 1])
            json.key("o")
            json.staticValue([100])
            json.member("r", evenOdd ? 2 : 1)
        case .stroke(let color, let width, let cap, let join):
            json.member("ty", "st")
            json.key("c")
            json.staticValue([color.red, color.green, color.blue, 1])
            json.key("o")
            json.staticValue([100])
            json.key("w")
            json.staticValue([width])
            json.member("lc", cap == "round" ? 2 : cap == "square" ? 3 : 1)
            json.member("lj", join == "round" ? 2 : join == "bevel" ? 3 : 1)
            json.member("ml", 4)
        case .gradient(let stops, let start, let end, let evenOdd):
            json.member("ty", "gf")
            json.key("o")
            json.staticValue([100])
            json.member("r", evenOdd ? 2 : 1)
            json.key("s")
            json.staticValue([start.x, start.y])
            json.key("e")
            json.staticValue([end.x, end.y])
            json.member("t", 1)
            json.key("g")
            json.beginObject()
            json.member("p", Double(stops.count))
            var values: [Double] = []
            for stop in stops { values += [stop.offset, stop.color.red, stop.color.green, stop.color.blue] }
            for stop in stops { values += [stop.offset, stop.color.alpha] }
            json.key("k")
            json.staticValue(values)
            json.endObject()
        }
        json.endObject()
        json.beginObject()
        json.member("ty", "tr")
        json.key("p")
        json.staticValue([0, 0])
        json.key("a")
        json.staticValue([0, 0])
        json.key("s")
        json.staticValue([100, 100])
        json.key("r")
        json.staticValue([0])
        json.key("o")
        json.staticValue([shape.opacity * 100])
        json.endObject()
        json.endArray()
        json.endObject()
    }

    private static func points(_ name: StaticString, _ points: [Point], into json: inout JSONWriter) {
        json.key(name)
        json.beginArray()
        for point in points {
            json.beginArray()
            json.number(point.x)
            json.number(point.y)
            json.endArray()
        }
        json.endArray()
    }
}
