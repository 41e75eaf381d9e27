/// Strict parsing of a number written in a query string.
enum NumberText {
    /// The value of `text` when it is a plain decimal number: an optional sign, digits with an optional fraction,
    /// and an optional exponent (`26`, `-12.5`, `.5`, `1e3`). Returns `nil` for anything else, including `nan`,
    /// `inf`, hexadecimal, spaces and empty text, and for numbers too large to be finite.
    static func parse(_ text: String) -> Double? {
        var digits = 0
        var state = 0  // 0 sign, 1 integer part, 2 fraction, 3 exponent sign, 4 exponent digits
        var exponentDigits = 0
        for byte in text.utf8 {
            switch (state, byte) {
            case (0, UInt8(ascii: "-")), (0, UInt8(ascii: "+")): state = 1
            case (0...1, UInt8(ascii: "0")...UInt8(ascii: "9")): state = 1; digits += 1
            case (0...1, UInt8(ascii: ".")): state = 2
            case (2, UInt8(ascii: "0")...UInt8(ascii: "9")): digits += 1
            case (1...2, UInt8(ascii: "e")), (1...2, UInt8(ascii: "E")):
                guard digits > 0 else { return nil }
                state = 3
            case (3, UInt8(ascii: "-")), (3, UInt8(ascii: "+")): state = 4
            case (3...4, UInt8(ascii: "0")...UInt8(ascii: "9")): state = 4; exponentDigits += 1
            default: return nil
            }
        }
        guard digits > 0, state < 3 || exponentDigits > 0, text.utf8.count <= 64 else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
