/// The one number formatter shared by JSON and SVG output.
///
/// Numbers are written with at most three decimals, no exponent, trailing zeros and a trailing dot trimmed, and
/// `-0` written as `0`. The output never depends on the locale.
///
/// Edge cases: NaN and the infinities are written as `0` (callers validate input before it gets here, so a
/// non-finite number reaching the formatter is a bug that must not produce invalid JSON or SVG); magnitudes
/// beyond ±9e12 are clamped to that bound.
public enum NumberFormat {
    /// The largest magnitude written; beyond it the value is clamped so the scaled integer cannot overflow.
    public static let limit: Double = 9e12

    /// Appends the formatted number as ASCII bytes.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let clamped = min(max(value, -limit), limit)
        let scaled = Int64((clamped * 1000).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        appendDigits(magnitude / 1000, to: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Appends the formatted number to a string.
    public static func append(_ value: Double, to string: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        append(value, to: &bytes)
        string.append(String(decoding: bytes, as: UTF8.self))
    }

    /// The formatted number as a string.
    public static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a non-negative integer's decimal digits, written in place without a temporary array.
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        var count = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var index = end - 1
        while rest > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }
}
