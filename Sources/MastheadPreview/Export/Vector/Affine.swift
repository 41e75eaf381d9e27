import MastheadGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2-D affine map `(x, y) ↦ (a·x + c·y + e, b·x + d·y + f)`, as SVG's `matrix(a b c d e f)`.
struct Affine: Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    static let identity = Affine()

    /// The map that applies `other` first, then `self` (SVG's `transform="self other"`).
    func then(_ other: Affine) -> Affine {
        Affine(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b,
            c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    /// The image of a point.
    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f) }

    /// The image of a direction (no translation), for Bézier tangents.
    func applyVector(_ p: Point) -> Point { Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y) }

    /// How much the map scales lengths on average: the square root of its determinant's magnitude.
    var lengthScale: Double { (abs(a * d - b * c)).squareRoot() }

    static func translate(_ x: Double, _ y: Double) -> Affine { Affine(e: x, f: y) }

    /// Parses an SVG transform list (`translate`, `scale`, `matrix`, `rotate`); an unknown function or a
    /// malformed list gives nil, so the caller can leave the element out rather than draw it in the wrong place.
    init?(svg text: String) {
        var result = Affine.identity
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            guard index < bytes.count else { break }
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "(")),
                let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
            else { return nil }
            let name = String(decoding: bytes[index..<open], as: UTF8.self)
            var tokens = Tokens(Array(bytes[(open + 1)..<close]))
            var numbers: [Double] = []
            while let number = tokens.number() { numbers.append(number) }
            index = close + 1
            let step: Affine
            switch (name, numbers.count) {
            case ("translate", 1): step = .translate(numbers[0], 0)
            case ("translate", 2): step = .translate(numbers[0], numbers[1])
            case ("scale", 1): step = Affine(a: numbers[0], d: numbers[0])
            case ("scale", 2): step = Affine(a: numbers[0], d: numbers[1])
            case ("matrix", 6):
                step = Affine(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
            case ("rotate", 1):
                let r = numbers[0] * .pi / 180
                step = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
            default: return nil
            }
            result = result.then(step)
        }
        self = result
    }
}
