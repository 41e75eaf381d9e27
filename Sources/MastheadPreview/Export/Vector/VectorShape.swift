import MastheadGeometry

/// One painted shape of a drawing: its subpaths in screen points, how they are painted, and the opacity the
/// element and its groups give it.
struct VectorShape: Hashable {
    var paths: [VectorPath]
    var paint: VectorPaint
    var opacity: Double

    /// The shape moved by (`dx`, `dy`).
    func translated(_ dx: Double, _ dy: Double) -> VectorShape {
        let move = Affine.translate(dx, dy)
        var copy = self
        copy.paths = paths.map { $0.transformed(by: move) }
        if case .gradient(let stops, let start, let end, let evenOdd) = paint {
            copy.paint = .gradient(stops: stops, start: move.apply(start), end: move.apply(end), evenOdd: evenOdd)
        }
        return copy
    }

    /// The first vertex of the first subpath: the point a moved copy is recognised by.
    var anchor: Point? { paths.first?.vertices.first }

    /// Whether `other` is this shape within `tolerance` points (and in colour and opacity, 1/1000).
    func matches(_ other: VectorShape, tolerance: Double) -> Bool {
        guard paths.count == other.paths.count, abs(opacity - other.opacity) < 1e-3 else { return false }
        switch (paint, other.paint) {
        case (.gradient(let s1, let a1, let b1, let e1), .gradient(let s2, let a2, let b2, let e2)):
            guard s1 == s2, e1 == e2, a1.isClose(to: a2, tolerance), b1.isClose(to: b2, tolerance) else {
                return false
            }
        default:
            guard paint == other.paint else { return false }
        }
        for (p, q) in zip(paths, other.paths) {
            guard p.closed == q.closed, p.vertices.count == q.vertices.count else { return false }
            for index in p.vertices.indices
            where !p.vertices[index].isClose(to: q.vertices[index], tolerance)
                || !p.inTangents[index].isClose(to: q.inTangents[index], tolerance)
                || !p.outTangents[index].isClose(to: q.outTangents[index], tolerance)
            {
                return false
            }
        }
        return true
    }
}

extension Point {
    /// Whether both coordinates are within `tolerance` of `other`'s.
    func isClose(to other: Point, _ tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}
