import MastheadGeometry
import Synchronization

/// Where a Material Symbol inks its grid, in bands: what the audit compares when a part comes near an icon (a
/// `sliverAppBar` title passing under the actions). A symbol's whole square holds empty corners and gaps (the
/// magnifier's handle leaves most of the square's bottom left empty), so two squares can meet where nothing drawn
/// does.
extension MaterialSymbols {
    /// The height of one band on the 960-unit grid: a point of a 24-point icon.
    static let inkBandHeight: Double = 40
    /// Points sampled along each cubic segment of an outline.
    private static let samplesPerCurve = 16

    /// The boxes, one per band of ``inkBandHeight`` the outline of `name` crosses, from its leftmost to its
    /// rightmost edge in that band, on the grid with y down from the top (0 … 960); nil for a name without a
    /// symbol. A filled shape's inside lies between its edges, so the boxes hold all its ink.
    static func inkBands(_ name: String) -> [Rect]? {
        guard let data = path(name) else { return nil }
        return bands.withLock { cache in
            if let known = cache[name] { return known }
            let found = computeBands(data)
            cache[name] = found
            return found
        }
    }

    private static let bands = Mutex<[String: [Rect]]>([:])

    private static func computeBands(_ data: String) -> [Rect] {
        let count = Int((grid / inkBandHeight).rounded(.up))
        var extents = [(low: Double, high: Double)?](repeating: nil, count: count)
        func add(_ p: Point, _ q: Point) {
            // The grid's y runs from -960 at the top; measured from the top here.
            let (a, b) = (Point(x: p.x, y: p.y + grid), Point(x: q.x, y: q.y + grid))
            let (top, bottom) = (min(a.y, b.y), max(a.y, b.y))
            let first = max(0, Int((top / inkBandHeight).rounded(.down)))
            let last = min(count - 1, Int((bottom / inkBandHeight).rounded(.down)))
            guard first <= last else { return }
            for band in first...last {
                let low = max(top, Double(band) * inkBandHeight)
                let high = min(bottom, Double(band + 1) * inkBandHeight)
                let xs =
                    abs(b.y - a.y) < 1e-9
                    ? [a.x, b.x] : [low, high].map { y in a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y) }
                let extent = (xs.min() ?? a.x, xs.max() ?? a.x)
                extents[band] = extents[band].map { (min($0.low, extent.0), max($0.high, extent.1)) } ?? extent
            }
        }
        for subpath in PathDataParser.paths(data) {
            let n = subpath.vertices.count
            let segments = subpath.closed ? n : n - 1
            for index in 0..<segments {
                let start = subpath.vertices[index]
                let end = subpath.vertices[(index + 1) % n]
                let c1 = Point(x: start.x + subpath.outTangents[index].x, y: start.y + subpath.outTangents[index].y)
                let c2 = Point(
                    x: end.x + subpath.inTangents[(index + 1) % n].x, y: end.y + subpath.inTangents[(index + 1) % n].y)
                var previous = start
                for step in 1...samplesPerCurve {
                    let t = Double(step) / Double(samplesPerCurve)
                    let u = 1 - t
                    let point = Point(
                        x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                    add(previous, point)
                    previous = point
                }
            }
        }
        return extents.enumerated().compactMap { band, extent in
            extent.map {
                Rect(
                    x: $0.low, y: Double(band) * inkBandHeight, width: $0.high - $0.low, height: inkBandHeight)
            }
        }
    }
}
