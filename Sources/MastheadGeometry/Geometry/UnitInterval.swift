/// Helpers for the `clamp(value, 0, 1)` that every GEOMETRY.md fade uses.
enum UnitInterval {
    /// `value` limited to 0...1; NaN becomes 0 so a degenerate division never leaks into the output.
    static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    /// `clamp(numerator / denominator, 0, 1)`, treating a non-positive denominator as an instant step at 0:
    /// 1 once the numerator is positive, else 0.
    static func ratio(_ numerator: Double, over denominator: Double) -> Double {
        guard denominator > 0 else { return numerator > 0 ? 1 : 0 }
        return clamp(numerator / denominator)
    }
}
