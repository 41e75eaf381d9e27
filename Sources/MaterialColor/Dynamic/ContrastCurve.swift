/// The contrast ratio a role asks of its background at each contrast level, after
/// `dynamiccolor/ContrastCurve.java` in material-color-utilities and
/// `materialyoucolor/dynamiccolor/contrast_curve.py`.
///
/// Levels -1, 0, 0.5 and 1 give `low`, `normal`, `medium` and `high`; levels between are interpolated
/// linearly and levels outside -1...1 are clamped.
struct ContrastCurve: Sendable, Hashable {
    /// The ratio at contrast level -1 (reduced).
    let low: Double
    /// The ratio at contrast level 0 (standard).
    let normal: Double
    /// The ratio at contrast level 0.5 (medium).
    let medium: Double
    /// The ratio at contrast level 1 (high).
    let high: Double

    /// The curve through the four ratios, in the argument order of upstream's constructor.
    init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
        self.low = low
        self.normal = normal
        self.medium = medium
        self.high = high
    }

    /// The ratio at `contrastLevel`.
    func value(at contrastLevel: Double) -> Double {
        if contrastLevel <= -1.0 {
            return low
        } else if contrastLevel < 0.0 {
            return MathUtils.lerp(low, normal, (contrastLevel - (-1)) / 1)
        } else if contrastLevel < 0.5 {
            return MathUtils.lerp(normal, medium, (contrastLevel - 0) / 0.5)
        } else if contrastLevel < 1.0 {
            return MathUtils.lerp(medium, high, (contrastLevel - 0.5) / 0.5)
        }
        return high
    }
}
