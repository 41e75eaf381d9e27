import MastheadGeometry

extension GlyphOutline {
    /// Boxes holding the outline's ink, one for each band of `bandHeight` font units it crosses (bands counted from
    /// the baseline, y down as ``pathData`` has it): in each band, from the leftmost to the rightmost and the
    /// highest to the lowest point of the outline within it. A glyph's one box holds empty corners (the room above
    /// a lowercase `k`'s arm, beside its ascender); its bands leave most of them out. Empty for a glyph without
    /// contours.
    ///
    /// Each curve is followed through ``curveSteps`` points on it and each straight piece exactly, so a box may
    /// miss a curve's bulge between two of those points by a fraction of a unit at text sizes.
    public func bands(bandHeight: Double) -> [Rect] {
        guard !pathData.isEmpty, bandHeight > 0 else { return [] }
        var spans: [Int: (minX: Double, maxX: Double, minY: Double, maxY: Double)] = [:]
        // The part of the straight piece from `p` to `q` in each band it crosses.
        func piece(_ p: (Double, Double), _ q: (Double, Double)) {
            let (top, bottom) = (min(p.1, q.1), max(p.1, q.1))
            let first = Int((top / bandHeight).rounded(.down))
            let last = max(first, Int((bottom / bandHeight).rounded(.up)) - 1)
            for band in first...last {
                let (low, high) = (max(top, Double(band) * bandHeight), min(bottom, Double(band + 1) * bandHeight))
                var xs: [Double]
                if q.1 == p.1 {
                    xs = [p.0, q.0]
                } else {
                    xs = [low, high].map { y in p.0 + (q.0 - p.0) * (y - p.1) / (q.1 - p.1) }
                }
                let span = spans[band] ?? (.infinity, -.infinity, .infinity, -.infinity)
                spans[band] = (
                    min(span.minX, xs.min()!), max(span.maxX, xs.max()!), min(span.minY, low), max(span.maxY, high)
                )
            }
        }
        var current = (0.0, 0.0)
        var start = current
        var numbers: [Double] = []
        var command: Character = " "
        // Ends the command read so far.
        func finish() {
            switch command {
            case "M":
                guard numbers.count >= 2 else { break }
                current = (numbers[0], numbers[1])
                start = current
            case "L":
                guard numbers.count >= 2 else { break }
                piece(current, (numbers[0], numbers[1]))
                current = (numbers[0], numbers[1])
            case "Q", "C":
                guard numbers.count >= (command == "Q" ? 4 : 6) else { break }
                var points = [current]
                for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                    points.append((numbers[index], numbers[index + 1]))
                }
                var previous = current
                for step in 1...Self.curveSteps {
                    let point = Self.bezier(points, at: Double(step) / Double(Self.curveSteps))
                    piece(previous, point)
                    previous = point
                }
                current = points[points.count - 1]
            case "Z":
                piece(current, start)
                current = start
            default:
                break
            }
            numbers.removeAll(keepingCapacity: true)
        }
        var number = ""
        for character in pathData {
            if character.isLetter {
                if !number.isEmpty { numbers.append(Double(number) ?? 0) }
                number = ""
                finish()
                command = character
            } else if character == " " {
                if !number.isEmpty { numbers.append(Double(number) ?? 0) }
                number = ""
            } else {
                number.append(character)
            }
        }
        if !number.isEmpty { numbers.append(Double(number) ?? 0) }
        finish()
        return spans.keys.sorted().compactMap { band in
            guard let span = spans[band], span.minX <= span.maxX else { return nil }
            return Rect(x: span.minX, y: span.minY, width: span.maxX - span.minX, height: span.maxY - span.minY)
        }
    }

    /// The points a curve is followed through.
    static let curveSteps = 12

    /// The point at `t` of the Bézier curve with control points `points` (De Casteljau).
    private static func bezier(_ points: [(Double, Double)], at t: Double) -> (Double, Double) {
        var points = points
        while points.count > 1 {
            points = zip(points, points.dropFirst()).map { a, b in (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }
        }
        return points[0]
    }
}
