#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small numeric helpers, after material-color-utilities `utils/MathUtils.java` and the Python port's
/// `materialyoucolor/utils/math_utils.py`.
///
/// Where Java and Python differ (rounding halves, the sign of a remainder) these follow Python, because the
/// Python package is the oracle the port is checked against bit for bit.
enum MathUtils {
    /// -1, 0 or 1 by the sign of `value`; NaN gives 1, as in `math_utils.signum`.
    static func signum(_ value: Double) -> Double {
        if value < 0 { return -1 }
        if value == 0 { return 0 }
        return 1
    }

    /// The linear interpolation `(1 - amount) * start + amount * stop`, in that order of operations.
    static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
        (1.0 - amount) * start + amount * stop
    }

    /// `value` clamped to `lower...upper`; NaN passes through unchanged, as in `clamp_double`.
    static func clamp(_ lower: Double, _ upper: Double, _ value: Double) -> Double {
        if value < lower { return lower }
        if value > upper { return upper }
        return value
    }

    /// `value` clamped to `lower...upper`, as in `clamp_int`.
    static func clamp(_ lower: Int, _ upper: Int, _ value: Int) -> Int {
        if value < lower { return lower }
        if value > upper { return upper }
        return value
    }

    /// Python's float `%`: the remainder takes the sign of `divisor`, and a zero remainder is +0 for a
    /// positive divisor.
    static func pythonModulo(_ dividend: Double, _ divisor: Double) -> Double {
        var remainder = fmod(dividend, divisor)
        if remainder != 0 {
            if (divisor < 0) != (remainder < 0) { remainder += divisor }
        } else {
            remainder = copysign(0.0, divisor)
        }
        return remainder
    }

    /// Degrees brought into `0..<360` (a tiny negative input may round up to exactly 360), as in
    /// `sanitize_degrees_double`.
    static func sanitizeDegrees(_ degrees: Double) -> Double {
        var result = pythonModulo(degrees, 360.0)
        if result < 0 { result += 360.0 }
        return result
    }

    /// Python's `round()` of a float to an integer: halves go to the even neighbour.
    static func roundHalfEven(_ value: Double) -> Int {
        Int(value.rounded(.toNearestOrEven))
    }

    /// `matrix · row`, each sum taken left to right, as in `matrix_multiply`.
    static func multiply(_ row: Triple, _ matrix: [Triple]) -> Triple {
        Triple(
            row.x * matrix[0].x + row.y * matrix[0].y + row.z * matrix[0].z,
            row.x * matrix[1].x + row.y * matrix[1].y + row.z * matrix[1].z,
            row.x * matrix[2].x + row.y * matrix[2].y + row.z * matrix[2].z
        )
    }
}
