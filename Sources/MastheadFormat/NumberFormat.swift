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

    /// The most bytes one number can take (`-9000000000000.000` is 18).
    public static let maxLength = 24

    /// Writes the formatted number at `destination`, which must have room for ``maxLength`` bytes, and returns
    /// how many bytes it wrote. Everything else in this type is built on it.
    @inlinable @inline(__always)
    public static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            destination[0] = UInt8(ascii: "0")
            return 1
        }
        let clamped = min(max(value, -limit), limit)
        // Rounded half away from zero without a call into libm: the conversion truncates, and below 2^52 the
        // remainder is exact; above it the scaled value has no fraction left to round.
        let thousandths = clamped * 1000
        var scaled = Int64(thousandths)
        let remainder = thousandths - Double(scaled)
        if remainder >= 0.5 {
            scaled += 1
        } else if remainder <= -0.5 {
            scaled -= 1
        }
        if scaled == 0 {
            destination[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if scaled < 0 {
            destination[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = scaled.magnitude
        count += writeDigits(magnitude / 1000, to: destination + count)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return count }
        // Three digits by constant divisors (multiplications, where a divisor held in a variable is a division),
        // then the trailing zeros dropped.
        destination[count] = UInt8(ascii: ".")
        destination[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 100)
        destination[count + 2] = UInt8(ascii: "0") + UInt8(fraction / 10 % 10)
        destination[count + 3] = UInt8(ascii: "0") + UInt8(fraction % 10)
        return count + (fraction % 10 != 0 ? 4 : fraction % 100 != 0 ? 3 : 2)
    }

    /// Writes a non-negative integer's decimal digits at `destination` (room for 20 bytes) and returns the count.
    @inlinable @inline(__always)
    public static func writeDigits(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        var rest = value
        var index = count - 1
        repeat {
            destination[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while index >= 0
        return count
    }

    /// Appends the formatted number as ASCII bytes.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Appends the formatted number to a string.
    public static func append(_ value: Double, to string: inout String) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            string.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self))
        }
    }

    /// The formatted number as a string.
    public static func string(_ value: Double) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }
}
