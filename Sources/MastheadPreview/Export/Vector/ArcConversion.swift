import MastheadGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SVG's elliptical arc as cubic Béziers, by the endpoint-to-centre conversion of SVG 1.1 appendix F.6, in pieces
/// of at most a quarter turn (each within 0.03 % of the true ellipse).
enum ArcConversion {
    /// The control points and end of each cubic piece from `start` to `end`; a zero radius gives a straight line
    /// (one cubic with its controls on the line), and radii too small to reach `end` are scaled up, as SVG says.
    static func cubics(
        from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool
    ) -> [(Point, Point, Point)] {
        guard start != end else { return [] }
        var rx = abs(rx)
        var ry = abs(ry)
        guard rx > 0, ry > 0 else { return [(start, end, end)] }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(numerator, 0) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxPrime = factor * rx * y1 / ry
        let cyPrime = -factor * ry * x1 / rx
        let cx = cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2
        let cy = sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cxPrime) / rx, (y1 - cyPrime) / ry)
        var delta = angle((x1 - cxPrime) / rx, (y1 - cyPrime) / ry, (-x1 - cxPrime) / rx, (-y1 - cyPrime) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            let (cosT, sinT) = (cos(t), sin(t))
            let point = Point(
                x: cx + rx * cosT * cosPhi - ry * sinT * sinPhi, y: cy + rx * cosT * sinPhi + ry * sinT * cosPhi)
            let derivative = Point(
                x: -rx * sinT * cosPhi - ry * cosT * sinPhi, y: -rx * sinT * sinPhi + ry * cosT * cosPhi)
            return (point, derivative)
        }
        var result: [(Point, Point, Point)] = []
        var t = theta1
        for index in 0..<pieces {
            let (p0, d0) = onEllipse(t)
            let (p1, d1) = onEllipse(t + step)
            let last = index == pieces - 1 ? end : p1
            result.append(
                (
                    Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y), Point(x: p1.x - k * d1.x, y: p1.y - k * d1.y),
                    last
                ))
            t += step
        }
        return result
    }
}
