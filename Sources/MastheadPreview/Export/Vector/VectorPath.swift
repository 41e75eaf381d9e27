import MastheadGeometry

/// One subpath as a vector player stores it: vertices with the in and out tangents of each (relative to the
/// vertex, as Lottie's `i` and `o`), closed or open. Every segment is a cubic Bézier; straight lines have zero
/// tangents.
struct VectorPath: Hashable {
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []
    var closed = false

    /// Starts the subpath at `point`.
    init(start point: Point) {
        vertices = [point]
        inTangents = [Point(x: 0, y: 0)]
        outTangents = [Point(x: 0, y: 0)]
    }

    /// The last vertex.
    var current: Point { vertices[vertices.count - 1] }

    /// A cubic segment from the current vertex through control points `c1`, `c2` to `end`.
    mutating func cubic(_ c1: Point, _ c2: Point, _ end: Point) {
        let last = vertices.count - 1
        outTangents[last] = Point(x: c1.x - current.x, y: c1.y - current.y)
        vertices.append(end)
        inTangents.append(Point(x: c2.x - end.x, y: c2.y - end.y))
        outTangents.append(Point(x: 0, y: 0))
    }

    /// A straight segment to `end`.
    mutating func line(_ end: Point) {
        vertices.append(end)
        inTangents.append(Point(x: 0, y: 0))
        outTangents.append(Point(x: 0, y: 0))
    }

    /// Closes the subpath; a last vertex on the first one is folded into it, keeping its in tangent.
    mutating func close() {
        closed = true
        if vertices.count > 1, let first = vertices.first, let last = vertices.last,
            abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9
        {
            inTangents[0] = inTangents.removeLast()
            vertices.removeLast()
            outTangents.removeLast()
        }
    }

    /// The subpath mapped by `transform`.
    func transformed(by transform: Affine) -> VectorPath {
        var copy = self
        copy.vertices = vertices.map(transform.apply)
        copy.inTangents = inTangents.map(transform.applyVector)
        copy.outTangents = outTangents.map(transform.applyVector)
        return copy
    }
}
