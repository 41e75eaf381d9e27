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
        // The first two decimals as one pair, then the third; trailing zeros dropped.
        let tenths = fraction / 10
        let last = fraction % 10
        destination[count] = UInt8(ascii: ".")
        writePair(tenths, to: destination + count + 1)
        destination[count + 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)
        return count + (last != 0 ? 4 : tenths % 10 != 0 ? 3 : 2)
    }

    /// Writes a non-negative integer's decimal digits at `destination` (room for 20 bytes) and returns the count.
    ///
    /// Two digits per step, from a table of the hundred pairs; values below 10,000 (nearly every coordinate) take
    /// no loop at all.
    @inlinable @inline(__always)
    public static func writeDigits(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            destination[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            writePair(value, to: destination)
            return 2
        }
        if value < 1000 {
            destination[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100)
            writePair(value % 100, to: destination + 1)
            return 3
        }
        if value < 10000 {
            writePair(value / 100, to: destination)
            writePair(value % 100, to: destination + 2)
            return 4
        }
        var count = 5
        var probe = value / 100_000
        while probe > 0 {
            probe /= 10
            count += 1
        }
        var rest = value
        var index = count
        while rest >= 100 {
            index -= 2
            writePair(rest % 100, to: destination + index)
            rest /= 100
        }
        if rest >= 10 {
            writePair(rest, to: destination)
        } else {
            destination[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return count
    }

    /// Writes `pair` (`0 ..< 100`) as two digits, with a leading zero below 10.
    @inlinable @inline(__always)
    static func writePair(_ pair: UInt64, to destination: UnsafeMutablePointer<UInt8>) {
        let pairs: StaticString = """
            0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
            5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
            """
        let source = pairs.utf8Start + Int(truncatingIfNeeded: pair) &* 2
        destination[0] = source[0]
        destination[1] = source[1]
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
