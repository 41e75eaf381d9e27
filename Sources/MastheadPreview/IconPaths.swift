import MastheadGeometry
import SVGWriter

/// Stroke outlines for every icon of `IconCatalog`, drawn on a 24-unit grid in the manner of SF Symbols, plus the
/// back chevron on its 13 x 21 box.
///
/// The path data is built once, when first used, and shared by every render. Icons are meant to be stroked
/// 2 units wide with round caps and joins and no fill; a dot is a circle of radius 0.6 whose stroke fills it.
/// An icon name missing here (a catalog grown without a drawing) falls back to ``fallback``, a plain circle, so a
/// preview never fails.
public enum IconPaths {
    /// The side of the grid the icons are drawn on.
    static let grid: Double = 24
    /// The stroke width on the grid (1.67 points at 20-point glyph size).
    static let strokeWidth: Double = 2

    /// The drawing of `name`, or ``fallback``.
    static func path(_ name: String) -> PathData {
        (icons[name] ?? fallbackDrawing).path
    }

    /// Whether `name` has a drawing of its own.
    static func has(_ name: String) -> Bool { icons[name] != nil }

    /// The boxes on the grid that the stroked drawing of `name` (or ``fallback``) inks: those of its centre line
    /// (``IconDrawing``) grown by half the stroke on every side (round caps and joins reach that far).
    static func inkBoxes(_ name: String) -> [Rect] {
        let half = strokeWidth / 2
        return (icons[name] ?? fallbackDrawing).boxes.map { box in
            Rect(
                x: box.minX - half, y: box.minY - half, width: box.maxX - box.minX + strokeWidth,
                height: box.maxY - box.minY + strokeWidth)
        }
    }

    /// The boxes that the icon `name` inks, one a stroke, when a painter draws it `size` points wide centred in
    /// `frame` (``PreviewCanvas/icon(_:centredIn:size:color:opacity:)``); with `material`, as
    /// ``PreviewCanvas/materialIcon(_:centredIn:size:color:)`` draws it: a Material Symbol's outline in bands
    /// (``MaterialSymbols/inkBands(_:)``), or the stroked drawing it falls back to.
    public static func inkBoxes(_ name: String, centredIn frame: Rect, size: Double, material: Bool = false) -> [Rect] {
        let origin = Point(x: frame.midX - size / 2, y: frame.midY - size / 2)
        if material, let bands = MaterialSymbols.inkBands(name) {
            let scale = size / MaterialSymbols.grid
            return bands.map { band in
                Rect(
                    x: origin.x + band.x * scale, y: origin.y + band.y * scale, width: band.width * scale,
                    height: band.height * scale)
            }
        }
        let scale = size / grid
        return inkBoxes(name).map { box in
            Rect(
                x: origin.x + box.x * scale, y: origin.y + box.y * scale, width: box.width * scale,
                height: box.height * scale)
        }
    }

    /// A circle, drawn for icon names without a drawing.
    static var fallback: PathData { fallbackDrawing.path }
    private static let fallbackDrawing = build { $0.circle(12, 12, 8) }

    /// The back chevron in its 13 x 21 box, pointing left; stroke it 3 wide with round caps.
    static let chevron = build { d in
        d.moveTo(x: 10.5, y: 2.5)
        d.lineTo(x: 2.5, y: 10.5)
        d.lineTo(x: 10.5, y: 18.5)
    }.path

    private static let icons: [String: IconDrawing] = [
        "search": build { d in
            d.circle(10.5, 10.5, 6.5)
            d.segments([(15.4, 15.4), (20.5, 20.5)])
        },
        "plus": build { d in
            d.segments([(12, 4.5), (12, 19.5)])
            d.segments([(4.5, 12), (19.5, 12)])
        },
        "more": build { d in
            d.circle(12, 12, 9.5)
            for x in [7.5, 12, 16.5] { d.circle(x, 12, 0.6) }
        },
        "menu": build { d in
            for y in [6.0, 12, 18] { d.segments([(4, y), (20, y)]) }
        },
        "share": build { d in
            d.segments([(8.5, 9.5), (6, 9.5), (6, 21), (18, 21), (18, 9.5), (15.5, 9.5)])
            d.segments([(12, 2.5), (12, 14)])
            d.segments([(8, 6.5), (12, 2.5), (16, 6.5)])
        },
        "edit": build { d in
            d.segments([(4, 20), (4.6, 16.2), (15.6, 5.2), (18.8, 8.4), (7.8, 19.4), (4, 20)])
            d.segments([(13.4, 7.4), (16.6, 10.6)])
        },
        "close": build { d in
            d.segments([(6, 6), (18, 18)])
            d.segments([(18, 6), (6, 18)])
        },
        "settings": build { d in
            d.circle(12, 12, 3)
            d.circle(12, 12, 7)
            let ticks: [(Double, Double, Double, Double)] = [
                (12, 5, 12, 2.5), (12, 19, 12, 21.5), (5, 12, 2.5, 12), (19, 12, 21.5, 12),
                (7.05, 7.05, 5.28, 5.28), (16.95, 16.95, 18.72, 18.72), (16.95, 7.05, 18.72, 5.28),
                (7.05, 16.95, 5.28, 18.72),
            ]
            for (x1, y1, x2, y2) in ticks { d.segments([(x1, y1), (x2, y2)]) }
        },
        "filter": build { d in
            d.segments([(4, 7), (20, 7)])
            d.segments([(7, 12), (17, 12)])
            d.segments([(10, 17), (14, 17)])
        },
        "compose": build { d in
            d.segments([(11, 4), (6, 4), (4, 6), (4, 18), (6, 20), (18, 20), (20, 18), (20, 13)])
            d.segments([(18.5, 2.5), (21.5, 5.5), (12, 15), (8.5, 15.5), (9, 12), (18.5, 2.5)])
        },
        "bell": build { d in
            d.moveTo(x: 6, y: 16)
            d.lineTo(x: 6, y: 11)
            d.quadTo(cx: 6, cy: 5, x: 12, y: 5)
            d.quadTo(cx: 18, cy: 5, x: 18, y: 11)
            d.lineTo(x: 18, y: 16)
            d.lineTo(x: 20, y: 18)
            d.lineTo(x: 4, y: 18)
            d.close()
            d.moveTo(x: 10, y: 20.5)
            d.quadTo(cx: 12, cy: 22.5, x: 14, y: 20.5)
            d.segments([(12, 2.5), (12, 5)])
        },
        "trash": build { d in
            d.segments([(4, 6), (20, 6)])
            d.segments([(9, 6), (9, 3.5), (15, 3.5), (15, 6)])
            d.segments([(6, 6), (7, 20.5), (17, 20.5), (18, 6)])
            d.segments([(10, 10), (10, 16.5)])
            d.segments([(14, 10), (14, 16.5)])
        },
        "bookmark": build { d in
            d.segments([(6, 3), (18, 3), (18, 21), (12, 16.5), (6, 21), (6, 3)])
        },
        "info": build { d in
            d.circle(12, 12, 9.5)
            d.segments([(12, 11), (12, 17)])
            d.circle(12, 7.5, 0.6)
        },
        "person": build { d in
            d.circle(12, 8, 4)
            d.moveTo(x: 4, y: 21)
            d.quadTo(cx: 4, cy: 14, x: 12, y: 14)
            d.quadTo(cx: 20, cy: 14, x: 20, y: 21)
        },
        "heart": build { d in
            d.moveTo(x: 12, y: 20)
            d.curveTo(c1x: 12, c1y: 20, c2x: 3, c2y: 14.5, x: 3, y: 8.5)
            d.curveTo(c1x: 3, c1y: 5.5, c2x: 5.5, c2y: 3.5, x: 8, y: 3.5)
            d.curveTo(c1x: 10, c1y: 3.5, c2x: 11.3, c2y: 4.7, x: 12, y: 6)
            d.curveTo(c1x: 12.7, c1y: 4.7, c2x: 14, c2y: 3.5, x: 16, y: 3.5)
            d.curveTo(c1x: 18.5, c1y: 3.5, c2x: 21, c2y: 5.5, x: 21, y: 8.5)
            d.curveTo(c1x: 21, c1y: 14.5, c2x: 12, c2y: 20, x: 12, y: 20)
            d.close()
        },
    ]

    private static func build(_ draw: (inout IconDrawing) -> Void) -> IconDrawing {
        var drawing = IconDrawing()
        draw(&drawing)
        return drawing
    }
}

/// An icon's path data and the box of the points it passes through (or, for a curve, is pulled towards), kept as
/// it is written.
/// An icon's path data and the boxes its centre line passes through, kept as it is written: a straight line in
/// pieces at most ``piece`` units long (a diagonal's one box would hold the empty triangles beside it), a curve as
/// the box of its control points (which hold it), a circle as two boxes in a cross.
struct IconDrawing {
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// The longest piece of a slanted line with a box of its own, in grid units.
    static let piece: Double = 2
    private(set) var path = PathData(capacity: 256)
    private(set) var boxes: [Box] = []
    /// Where the pen is, and where its subpath began (a `close` draws back to it).
    private var current = (x: 0.0, y: 0.0)
    private var start = (x: 0.0, y: 0.0)

    /// The box of the points given.
    private mutating func box(_ points: [(Double, Double)]) {
        let xs = points.map(\.0)
        let ys = points.map(\.1)
        boxes.append((xs.min()!, ys.min()!, xs.max()!, ys.max()!))
    }

    /// The boxes of a straight line from the pen to (`x`, `y`): one for a level or upright line, otherwise one for
    /// each piece.
    private mutating func line(to x: Double, _ y: Double) {
        let (dx, dy) = (x - current.x, y - current.y)
        let pieces = dx == 0 || dy == 0 ? 1 : max(1, Int(((dx * dx + dy * dy).squareRoot() / Self.piece).rounded(.up)))
        for index in 0..<pieces {
            let (from, to) = (Double(index) / Double(pieces), Double(index + 1) / Double(pieces))
            box([(current.x + dx * from, current.y + dy * from), (current.x + dx * to, current.y + dy * to)])
        }
        current = (x, y)
    }

    mutating func moveTo(x: Double, y: Double) {
        path.moveTo(x: x, y: y)
        (current, start) = ((x, y), (x, y))
    }

    mutating func lineTo(x: Double, y: Double) {
        path.lineTo(x: x, y: y)
        line(to: x, y)
    }

    mutating func quadTo(cx: Double, cy: Double, x: Double, y: Double) {
        path.quadTo(cx: cx, cy: cy, x: x, y: y)
        box([current, (cx, cy), (x, y)])
        current = (x, y)
    }

    mutating func curveTo(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) {
        path.curveTo(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y)
        box([current, (c1x, c1y), (c2x, c2y), (x, y)])
        current = (x, y)
    }

    mutating func close() {
        path.close()
        line(to: start.x, start.y)
    }

    /// A full circle as two arcs, starting and ending at its left point.
    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double) {
        path.moveTo(x: cx - r, y: cy)
        path.arc(rx: r, ry: r, largeArc: true, sweep: true, x: cx + r, y: cy)
        path.arc(rx: r, ry: r, largeArc: true, sweep: true, x: cx - r, y: cy)
        path.close()
        (current, start) = ((cx - r, cy), (cx - r, cy))
        // Two boxes in a cross rather than the square around it: together they hold the circle (every point of it
        // is within 45° of an axis) and leave out the square's empty corners. Each grows by the stroke's half as
        // the others do, which holds the stroke's outer edge too.
        let inset = r * (0.5).squareRoot()
        boxes.append((cx - r, cy - inset, cx + r, cy + inset))
        boxes.append((cx - inset, cy - r, cx + inset, cy + r))
    }

    /// An open polyline through `points` (a lone point draws nothing).
    mutating func segments(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        moveTo(x: first.0, y: first.1)
        for point in points.dropFirst() { lineTo(x: point.0, y: point.1) }
    }
}
