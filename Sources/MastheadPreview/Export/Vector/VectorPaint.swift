import MastheadGeometry

/// How a ``VectorShape`` is painted: a solid fill, a stroke, or a linear gradient fill, with colours as
/// red, green, blue and alpha in 0...1.
enum VectorPaint: Hashable {
    /// A colour's channels in 0...1.
    struct RGBA: Hashable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// A gradient stop: where (0...1) and its colour.
    struct Stop: Hashable {
        var offset: Double
        var color: RGBA
    }

    case fill(RGBA, evenOdd: Bool)
    /// Line caps and joins as SVG names them (`butt`, `round`, `square`; `miter`, `round`, `bevel`).
    case stroke(RGBA, width: Double, cap: String, join: String)
    case gradient(stops: [Stop], start: Point, end: Point, evenOdd: Bool)

    /// Reads a CSS colour as our documents write it: `#RRGGBB`, `#RGB`, `rgba(r,g,b,a)`, `rgb(r,g,b)`, `white`
    /// or `black`; anything else (`none`, a `url(…)`) is nil.
    static func color(_ text: String) -> RGBA? {
        let value = text
        if value.hasPrefix("#") {
            var hex = Array(value.utf8.dropFirst())
            if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
            guard hex.count == 6, let number = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) else {
                return nil
            }
            return RGBA(
                red: Double((number >> 16) & 0xFF) / 255, green: Double((number >> 8) & 0xFF) / 255,
                blue: Double(number & 0xFF) / 255, alpha: 1)
        }
        if value.hasPrefix("rgb") {
            guard let open = value.firstIndex(of: "("), let close = value.firstIndex(of: ")") else { return nil }
            let numbers = PathDataParser.numbers(in: value[value.index(after: open)..<close])
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            return RGBA(
                red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
                alpha: numbers.count == 4 ? numbers[3] : 1)
        }
        switch value {
        case "white": return RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        case "black": return RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        default: return nil
        }
    }
}
