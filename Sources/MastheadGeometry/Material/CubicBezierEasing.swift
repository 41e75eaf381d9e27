/// A cubic Bézier easing from (0, 0) to (1, 1) with control points (a, b) and (c, d), solved as Compose's
/// `CubicBezierEasing.transform` solves it (`androidx/compose/animation/core/Easing.kt`).
///
/// The fraction is the curve's x: the parameter t where x(t) equals it is found first (Compose's
/// `findFirstCubicRoot` of the x polynomial shifted by the fraction), then y(t) is returned (`evaluateCubic(b, d,
/// t)`), clamped to 0...1 as Compose does "to clean up numerical imprecision at the extremes". Fractions at or
/// outside 0 and 1 are returned unchanged, as Compose returns them. The root is found by bisection to the
/// precision of a `Double` (Compose solves the cubic in closed form in `Float`; they agree to within its
/// rounding): for control x values within 0...1 the curve's x rises monotonically, so the root is unique.
/// A NaN fraction gives NaN (Compose throws; layout never passes one).
public struct CubicBezierEasing: Sendable, Hashable {
    /// The first control point's x.
    public let a: Double
    /// The first control point's y.
    public let b: Double
    /// The second control point's x.
    public let c: Double
    /// The second control point's y.
    public let d: Double

    /// An easing with control points (a, b) and (c, d).
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
    }

    /// The eased value of `fraction`.
    public func transform(_ fraction: Double) -> Double {
        guard fraction > 0, fraction < 1 else { return fraction }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if CubicBezierEasing.evaluate(a, c, middle) < fraction { low = middle } else { high = middle }
        }
        return min(max(CubicBezierEasing.evaluate(b, d, (low + high) / 2), 0), 1)
    }

    /// One coordinate of the curve at `t` with inner control values `p1` and `p2` (and 0, 1 at the ends):
    /// `3 p1 (1 - t)² t + 3 p2 (1 - t) t² + t³`, Compose's `evaluateCubic`.
    static func evaluate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * p1 * u * u * t + 3 * p2 * u * t * t + t * t * t
    }

    /// `TopTitleAlphaEasing` = `CubicBezierEasing(.8f, 0f, .8f, .15f)` (`AppBar.kt`): the collapsed title's alpha
    /// of a medium or large bar against its collapsed fraction.
    public static let topTitleAlpha = CubicBezierEasing(0.8, 0, 0.8, 0.15)
    /// `FastOutLinearInEasing` = `CubicBezierEasing(0.4f, 0.0f, 1.0f, 1.0f)` (`Easing.kt`): how
    /// `TopAppBarColors.containerColor` eases its colour fraction.
    public static let fastOutLinearIn = CubicBezierEasing(0.4, 0, 1, 1)
    /// Flutter's `Curves.fastOutSlowIn` = `Cubic(0.4, 0.0, 0.2, 1.0)` (`curves.dart`): how `AppBar` eases the
    /// toolbar's opacity.
    public static let fastOutSlowIn = CubicBezierEasing(0.4, 0, 0.2, 1)
}
