/// Three doubles: an RGB or XYZ point, or one row of a 3 × 3 matrix.
///
/// A plain struct rather than `SIMD3<Double>` so that every sum is taken in the written order, which the
/// bit-exact comparison with the upstream ports depends on.
struct Triple: Sendable, Hashable {
    /// The first component (red, X, or a row's first entry).
    var x: Double
    /// The second component (green, Y, or a row's second entry).
    var y: Double
    /// The third component (blue, Z, or a row's third entry).
    var z: Double

    /// The triple `(x, y, z)`.
    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The component on `axis` 0, 1 or 2.
    subscript(axis: Int) -> Double {
        switch axis {
        case 0: return x
        case 1: return y
        default: return z
        }
    }
}
