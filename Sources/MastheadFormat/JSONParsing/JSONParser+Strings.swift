/// Strings: UTF-8 validation, escapes and surrogate pairs.
extension JSONParser {
    /// Parses a string starting at its opening quote and returns its contents.
    ///
    /// Runs without escapes are validated in place and decoded in one step; only strings with escapes are copied
    /// through the scratch buffer. `\u0000` is allowed and yields U+0000.
    mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        var runStart = position
        var usesScratch = false
        while position < input.count {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: input[runStart..<position])
                position += 1
                guard usesScratch else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !usesScratch {
                    scratch.removeAll(keepingCapacity: true)
                    usesScratch = true
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<position]))
                try parseEscape()
                runStart = position
            case 0x00..<0x20:
                throw failure(.controlCharacter)
            case 0x20..<0x80:
                position += 1
            default:
                try skipMultibyteScalar()
            }
        }
        throw failure(.unexpectedEnd)
    }

    /// Parses one escape starting at its backslash, appending the decoded UTF-8 to the scratch buffer.
    private mutating func parseEscape() throws(JSONParseError) {
        let start = position
        position += 1
        guard let letter = peek() else { throw failure(.unexpectedEnd) }
        position += 1
        let decoded: UInt8
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = letter
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalar = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) { throw JSONParseError(offset: start, reason: .loneSurrogate) }
            if (0xD800...0xDBFF).contains(unit) {
                guard peek() == UInt8(ascii: "\\"), position + 1 < input.count, input[position + 1] == UInt8(ascii: "u")
                else { throw JSONParseError(offset: start, reason: .loneSurrogate) }
                position += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONParseError(offset: start, reason: .loneSurrogate)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            appendUTF8(scalar)
            return
        default:
            throw JSONParseError(offset: start, reason: .invalidEscape)
        }
        scratch.append(decoded)
    }

    /// Reads the four hex digits of a `\u` escape, in either case.
    private mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure(.unexpectedEnd) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.expected("a hex digit"))
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// Appends a scalar (never a surrogate) as UTF-8.
    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Steps over one well-formed multi-byte UTF-8 sequence (Unicode Table 3-7), or throws at its first byte.
    ///
    /// Rejects continuation bytes without a lead, overlong forms (C0, C1, E0 80–9F, F0 80–8F), encoded surrogates
    /// (ED A0–BF), scalars above U+10FFFF (F4 90+, F5–FF) and sequences cut short by the end of the input.
    private mutating func skipMultibyteScalar() throws(JSONParseError) {
        let lead = input[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw failure(.invalidUTF8)
        }
        guard position + length <= input.count, secondRange.contains(input[position + 1]) else {
            throw failure(.invalidUTF8)
        }
        for offset in 2..<length where !(0x80...0xBF).contains(input[position + offset]) {
            throw failure(.invalidUTF8)
        }
        position += length
    }
}
