import MastheadSupport
import Testing

@testable import MastheadFormat

struct NumberFormatTests {
    @Test(
        "numbers print with at most three decimals, no exponent and no -0",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.5, "-1.5"), (26.0, "26"), (0.1 + 0.2, "0.3"),
            (1.0 / 3.0, "0.333"), (2.0 / 3.0, "0.667"), (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"),
            (1e-9, "0"), (123456.789, "123456.789"), (100000.0, "100000"), (1e20, "9000000000000"),
            (-1e20, "-9000000000000"), (Double.nan, "0"), (Double.infinity, "0"), (0.05, "0.05"), (10.10, "10.1"),
        ])
    func formats(value: Double, expected: String) {
        #expect(NumberFormat.string(value) == expected)
    }

    @Test func roundsHalfAwayFromZeroLikeTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        var values: [Double] = [0.0005, -0.0005, 0.0015, -0.0025, 2.5e-4, 8.999_999_999_999e12, -8.999_999_999_999e12]
        for _ in 0..<20_000 {
            values.append(Double.random(in: -1e4...1e4, using: &generator))
            values.append(Double(Int.random(in: -2_000_000...2_000_000, using: &generator)) / 2000)  // exact halves
            values.append(Double.random(in: -9e12...9e12, using: &generator))
        }
        for value in values {
            let expected = Int64((value * 1000).rounded(.toNearestOrAwayFromZero))
            let sign = expected < 0 ? "-" : ""
            let whole = String(expected.magnitude / 1000)
            var fraction = String(expected.magnitude % 1000)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let text = expected == 0 ? "0" : sign + whole + (fraction.isEmpty ? "" : "." + fraction)
            #expect(NumberFormat.string(value) == text, "\(value)")
        }
    }
}

extension NumberFormatTests {
    @Test func writesEveryDigitCountAsTheStandardLibraryDoes() {
        // Every power of ten, one either side of it, and seeded values of every length up to UInt64's: the digit
        // writer takes a different path for each length below five digits and loops above.
        var values: [UInt64] = [0, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<20 {
            values += [power - 1, power, power + 1]
            if power > UInt64.max / 10 { break }
            power *= 10
        }
        var generator = SeededGenerator(seed: 0x5EED_0011)
        for digits in 1...19 {
            let upper = (0..<digits).reduce(UInt64(1)) { product, _ in product * 10 }
            for _ in 0..<200 { values.append(UInt64.random(in: 0..<upper, using: &generator)) }
        }
        for value in values {
            var buffer = [UInt8](repeating: 0, count: 24)
            let count = buffer.withUnsafeMutableBufferPointer { NumberFormat.writeDigits(value, to: $0.baseAddress!) }
            #expect(String(decoding: buffer[0..<count], as: UTF8.self) == String(value), "\(value)")
        }
    }
}

struct JSONWriterTests {
    @Test func writesNestedValuesWithCommas() {
        var json = JSONWriter()
        json.beginObject()
        json.member("a", 1.5)
        json.key("b")
        json.beginArray()
        json.integer(-2)
        json.bool(true)
        json.null()
        json.beginObject()
        json.endObject()
        json.endArray()
        json.member("c", "x")
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":1.5,"b":[-2,true,null,{}],"c":"x"}"#)
    }

    @Test(
        "strings are escaped as RFC 8259 requires",
        arguments: [
            ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#),
            ("line\nbreak", #""line\nbreak""#), ("\u{0}\u{1f}", #""\u0000\u001f""#), ("tab\t", #""tab\t""#),
            ("עברית", "\"עברית\""), ("<script>", "\"<script>\""),
        ])
    func escapes(input: String, expected: String) {
        var json = JSONWriter()
        json.string(input)
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
    }

    /// Every length up to 24 bytes, with each byte that needs escaping (and its neighbours and bytes beyond ASCII,
    /// which must not be escaped) at every position, against an escaper written here one byte at a time: what a
    /// faster escape (one copying several bytes at once) must still agree with.
    @Test func escapingAgreesWithOneByteAtATimeAtEveryLengthAndPosition() {
        func reference(_ bytes: [UInt8]) -> String {
            var out: [UInt8] = [0x22]
            for byte in bytes {
                switch byte {
                case 0x22: out += Array(#"\""#.utf8)
                case 0x5C: out += Array(#"\\"#.utf8)
                case 0x0A: out += Array(#"\n"#.utf8)
                case 0x0D: out += Array(#"\r"#.utf8)
                case 0x09: out += Array(#"\t"#.utf8)
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    out += Array((#"\u00"# + (hex.count == 1 ? "0" + hex : hex)).utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out + [0x22], as: UTF8.self)
        }
        let specials: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x22, 0x5C]
        for length in 0...24 {
            let plain = [UInt8]((0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) })
            var cases = [plain]
            for position in 0..<length {
                for special in specials {
                    var bytes = plain
                    bytes[position] = special
                    cases.append(bytes)
                }
                // Bytes just outside the ranges that are escaped: the space, `!`, `#`, `[`, `]` and DEL.
                for near: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F] {
                    var bytes = plain
                    bytes[position] = near
                    cases.append(bytes)
                }
            }
            // Two-byte UTF-8 letters (é is C3 A9), none of whose bytes is escaped.
            cases.append(Array(repeating: [0xC3, 0xA9] as [UInt8], count: length / 2).flatMap { $0 })
            for bytes in cases {
                let text = String(decoding: bytes, as: UTF8.self)
                var json = JSONWriter()
                json.string(text)
                #expect(String(decoding: json.bytes, as: UTF8.self) == reference(Array(text.utf8)), "\(bytes)")
            }
        }
    }

    @Test(
        "keys from data are escaped like strings, written alone or with their value in one step",
        arguments: [
            ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("line\nbreak\u{1}", #""line\nbreak\u0001""#),
            ("surfaceContainerHighest", #""surfaceContainerHighest""#), ("עברית", "\"עברית\""),
        ])
    func escapesKeys(name: String, expected: String) {
        var separate = JSONWriter()
        separate.beginObject()
        separate.member("first", 1)
        separate.key(escaping: name)
        separate.string("</b>\"")
        separate.endObject()
        var together = JSONWriter()
        together.beginObject()
        together.member("first", 1)
        together.member(escaping: name, "</b>\"")
        together.endObject()
        let text = #"{"first":1,"# + expected + #":"</b>\""}"#
        #expect(String(decoding: separate.bytes, as: UTF8.self) == text)
        #expect(String(decoding: together.bytes, as: UTF8.self) == text)
    }
}
