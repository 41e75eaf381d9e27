/// A linear map from data values to chart coordinates, with "nice" tick values (1, 2 or 5 times a power of ten).
struct ChartScale {
    /// The data range shown; `lower < upper`.
    var lower: Double
    /// The top of the data range.
    var upper: Double
    /// Where `lower` and `upper` land on the chart (either may be the larger, as for a y axis).
    var start: Double
    /// Where `upper` lands.
    var end: Double

    /// The chart coordinate of `value`; values outside the range extrapolate.
    func position(_ value: Double) -> Double {
        let span = upper - lower
        guard span > 0 else { return start }
        return start + (value - lower) / span * (end - start)
    }

    /// Tick values inside the range, about `target` of them, at a nice step; never more than 50.
    ///
    /// A range of zero or a non-finite bound gives no ticks.
    func ticks(target: Int = 8) -> [Double] {
        let span = upper - lower
        guard span > 0, span.isFinite, target > 0 else { return [] }
        let step = Self.niceStep(span / Double(target))
        var value = (lower / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= upper + step * 1e-9, ticks.count < 50 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// The smallest of 1, 2, 5 × 10ⁿ that is at least `raw` (positive and finite).
    static func niceStep(_ raw: Double) -> Double {
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
        return 10 * power
    }
}
