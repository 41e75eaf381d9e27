/// The tokens of SVG path data or of a number list: command letters, numbers and arc flags, with spaces and
/// commas between them skipped.
struct Tokens {
    /// One token: a command letter or a number.
    struct Token {
        var command: UInt8?
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next command letter (consumed), or a number ahead (left for ``number()``), or nil at the end.
    mutating func commandOrNumber() -> Token? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") && byte != UInt8(ascii: "e")
            && byte != UInt8(ascii: "E")
        {
            index += 1
            return Token(command: byte)
        }
        return Token(command: nil)
    }

    /// The next number, or nil when none follows.
    mutating func number() -> Double? {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var seenDot = false
        // The digits as an integer and how many follow the dot, for the exact conversion below.
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var exponent = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
                digits += 1
                if seenDot { decimals += 1 }
                index += 1
            } else if byte == UInt8(ascii: "."), !seenDot {
                seenDot = true
                index += 1
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                exponent = true
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                    index += 1
                }
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    index += 1
                }
                break
            } else {
                break
            }
        }
        guard index > begin else { return nil }
        // At most 15 digits and 22 decimals: the integer and the power of ten are exact doubles, so their quotient,
        // rounded once, is the nearest double to the number, as `Double(String)` gives it (Clinger's fast path).
        if !exponent, digits > 0, digits <= 15, decimals < Self.powersOfTen.count {
            let magnitude = Double(mantissa) / Self.powersOfTen[decimals]
            return bytes[begin] == UInt8(ascii: "-") ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(text) else {
            index = begin
            return nil
        }
        return value
    }

    /// 10⁰ … 10²², each exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// An arc flag: a single `0` or `1`, which SVG allows without a separator after it.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            return nil
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func skipSeparators() {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x0A
                || bytes[index] == 0x09 || bytes[index] == 0x0D
        {
            index += 1
        }
    }
}
