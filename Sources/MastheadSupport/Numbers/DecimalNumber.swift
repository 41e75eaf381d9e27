/// The one decimal-number parser: JSON numbers (RFC 8259) and numbers written in query strings, read byte by byte
/// and converted to a correctly rounded `Double`.
///
/// Two grammars share the scan and the conversion:
/// - ``Grammar/json``: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, read as a prefix of the input (the
///   JSON parser goes on after it).
/// - ``Grammar/query``: an optional `+` or `-`, digits with an optional fraction (`5.`, `.5`, leading zeros), and an
///   optional exponent; the whole text must be the number, at most 64 bytes. `nan`, `inf`, hexadecimal, spaces and
///   empty text are refused.
///
/// Conversion: up to 19 significant digits with a decimal exponent within ±22 go through one exact multiplication
/// or division (Clinger's fast path), which is correctly rounded; the rest through the standard library's
/// locale-free conversion, also correctly rounded, so the value never depends on the path. A magnitude too large
/// to be finite is an error; one too small becomes zero.
public enum DecimalNumber {
    /// Which numbers are accepted.
    public enum Grammar: Sendable {
        /// RFC 8259's number, as a prefix of the input.
        case json
        /// A whole query value, more lenient in its form.
        case query
    }

    /// Why a number was refused, and where.
    public struct Failure: Error, Sendable, Equatable {
        /// What was wrong.
        public enum Reason: Sendable, Equatable {
            /// A byte the grammar does not allow here; the text names what it allows.
            case expected(String)
            /// A JSON number with a superfluous leading zero (`01`, `-00`).
            case leadingZero
            /// A magnitude too large for a finite `Double`.
            case outOfRange
        }

        /// The byte offset at which the problem was found (the number's start for ``Reason/outOfRange``).
        public let offset: Int
        public let reason: Reason
    }

    /// Exactly representable powers of ten, for the fast path.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The longest query number accepted, in bytes.
    public static let queryLength = 64

    /// The value of `text` when it is a number in the query grammar; `nil` for anything else.
    public static func query(_ text: some StringProtocol) -> Double? {
        var text = String(text)
        return text.withUTF8 { query(UnsafeRawBufferPointer($0)) }
    }

    /// The value of the bytes when they are one number in the query grammar; `nil` for anything else.
    public static func query(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard bytes.count <= queryLength,
            let (value, end) = try? scan(bytes.bindMemory(to: UInt8.self), from: 0, grammar: .query),
            end == bytes.count
        else { return nil }
        return value
    }

    /// Scans a number starting at `start` and returns its value and the offset just past it.
    ///
    /// - Throws: ``Failure`` at the first byte the grammar refuses, or for a magnitude too large to be finite.
    public static func scan(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, grammar: Grammar
    ) throws(Failure) -> (value: Double, end: Int) {
        var position = start
        func peek() -> UInt8? { position < input.count ? input[position] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        func fail(_ reason: Failure.Reason) -> Failure { Failure(offset: position, reason: reason) }

        let negative = peek() == UInt8(ascii: "-")
        if negative || (grammar == .query && peek() == UInt8(ascii: "+")) { position += 1 }
        var significand: UInt64 = 0
        var digitCount = 0
        var zeroInteger = false  // a JSON integer part of `0`, which adds no significant digit
        func readDigits() {
            while isDigit(peek()) {
                if digitCount < 19 { significand = significand &* 10 &+ UInt64(input[position] - 0x30) }
                digitCount += 1
                position += 1
            }
        }
        switch grammar {
        case .json:
            guard isDigit(peek()) else { throw fail(.expected("a digit")) }
            if peek() == UInt8(ascii: "0") {
                position += 1
                zeroInteger = true
                if isDigit(peek()) { throw fail(.leadingZero) }
            } else {
                readDigits()
            }
        case .query:
            readDigits()
        }
        var fractionDigits = 0
        if peek() == UInt8(ascii: ".") {
            position += 1
            if grammar == .json, !isDigit(peek()) { throw fail(.expected("a digit after '.'")) }
            let before = digitCount
            readDigits()
            fractionDigits = digitCount - before
        }
        if digitCount == 0 && !zeroInteger { throw fail(.expected("a digit")) }
        var exponent = 0
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            let negativeExponent = peek() == UInt8(ascii: "-")
            if negativeExponent || peek() == UInt8(ascii: "+") { position += 1 }
            guard isDigit(peek()) else { throw fail(.expected("a digit in the exponent")) }
            while isDigit(peek()) {
                // Saturate: any exponent this large already decides overflow or underflow.
                if exponent < 100_000 { exponent = exponent * 10 + Int(input[position] - 0x30) }
                position += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        let scale = exponent - fractionDigits
        let magnitude: Double
        if significand == 0 && digitCount <= 19 {
            magnitude = 0
        } else if digitCount <= 19, significand <= 1 << 53, abs(scale) <= 22 {
            let exact = Double(significand)
            magnitude = scale < 0 ? exact / powersOfTen[-scale] : exact * powersOfTen[scale]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw Failure(offset: start, reason: .outOfRange)
            }
            return (parsed, position)
        }
        return (negative ? -magnitude : magnitude, position)
    }
}
