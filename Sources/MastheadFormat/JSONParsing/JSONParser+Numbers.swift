/// Numbers: the RFC 8259 grammar, checked byte by byte, then converted to a correctly rounded `Double`.
extension JSONParser {
    /// Exactly representable powers of ten, for the fast path.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// Numbers with at most 19 digits and a small decimal exponent are converted with one exact multiplication or
    /// division (Clinger's fast path), which is correctly rounded; the rest go through the standard library's
    /// locale-free conversion. A result that overflows to infinity is an error; one that underflows becomes zero.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        var significand: UInt64 = 0
        var digitCount = 0
        guard let first = peek(), isDigit(first) else { throw failure(.expected("a digit")) }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) { throw failure(.leadingZero) }
        } else {
            readDigits(into: &significand, count: &digitCount)
        }
        var fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let next = peek(), isDigit(next) else { throw failure(.expected("a digit after '.'")) }
            let before = digitCount
            readDigits(into: &significand, count: &digitCount)
            fractionDigits = digitCount - before
        }
        var exponent = 0
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            let negativeExponent = peek() == UInt8(ascii: "-")
            if negativeExponent || peek() == UInt8(ascii: "+") { position += 1 }
            guard let next = peek(), isDigit(next) else { throw failure(.expected("a digit in the exponent")) }
            while let byte = peek(), isDigit(byte) {
                // Saturate: any exponent this large already decides overflow or underflow.
                if exponent < 100_000 { exponent = exponent * 10 + Int(byte - UInt8(ascii: "0")) }
                position += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        let magnitude: Double
        let scale = exponent - fractionDigits
        if significand == 0 && digitCount <= 19 {
            magnitude = 0
        } else if digitCount <= 19, significand <= 1 << 53, abs(scale) <= 22 {
            let exact = Double(significand)
            magnitude = scale < 0 ? exact / Self.powersOfTen[-scale] : exact * Self.powersOfTen[scale]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw JSONParseError(offset: start, reason: .numberOutOfRange)
            }
            return parsed
        }
        return negative ? -magnitude : magnitude
    }

    /// Reads a run of digits, accumulating up to 19 of them (more are counted but only mark the number as slow).
    private mutating func readDigits(into significand: inout UInt64, count: inout Int) {
        while let byte = peek(), isDigit(byte) {
            if count < 19 { significand = significand &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
            count += 1
            position += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
