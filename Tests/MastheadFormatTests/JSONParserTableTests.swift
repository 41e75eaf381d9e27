import MastheadFormat
import Testing

/// Table-driven RFC 8259 conformance: what is accepted, and where and why the rest is rejected.
struct JSONParserTableTests {
    static let valid: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        (" \t\n\r 42 \r\n", .number(42)),
        ("0", .number(0)),
        ("-0", .number(-0.0)),
        ("-12.5e-1", .number(-1.25)),
        ("1E+2", .number(100)),
        ("0.001", .number(0.001)),
        ("123456789012345678901234567890", .number(1.2345678901234568e29)),
        ("1.7976931348623157e308", .number(1.7976931348623157e308)),
        ("1e-400", .number(0)),
        ("\"\"", .string("")),
        (#""\u0000""#, .string("\u{0}")),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
        (#""\u00e9\u05D0""#, .string("éא")),
        (#""\uD83D\uDE00""#, .string("😀")),
        ("\"😀 עברית\"", .string("😀 עברית")),
        (#""\uFFFF""#, .string("\u{FFFF}")),
        ("[]", .array([])),
        ("[1,[2,[]],{}]", .array([.number(1), .array([.number(2), .array([])]), .object([])])),
        (#"{"a":1,"a":2}"#, .object([("a", .number(1)), ("a", .number(2))])),
        (
            #"{ "b" : [ true , null ] , "a" : {} }"#,
            .object([("b", .array([.bool(true), .null])), ("a", .object([]))])
        ),
    ]

    @Test("valid JSON parses", arguments: valid)
    func parsesValid(input: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(Array(input.utf8)) == expected)
    }

    static let invalid: [([UInt8], Int, JSONParseError.Reason)] = [
        ([], 0, .emptyInput),
        (Array("   ".utf8), 3, .unexpectedEnd),
        ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), 0, .byteOrderMark),
        (Array("[1,]".utf8), 3, .expected("a value")),
        (Array(#"{"a":1,}"#.utf8), 7, .expected("a key")),
        (Array(#"{"a" 1}"#.utf8), 5, .expected("':'")),
        (Array("{a:1}".utf8), 1, .expected("a key or '}'")),
        (Array("[1 2]".utf8), 3, .expected("',' or ']'")),
        (Array(#"{"a":1 "b":2}"#.utf8), 7, .expected("',' or '}'")),
        (Array("// comment\n1".utf8), 0, .expected("a value")),
        (Array("/* c */ 1".utf8), 0, .expected("a value")),
        (Array("NaN".utf8), 0, .expected("a value")),
        (Array("Infinity".utf8), 0, .expected("a value")),
        (Array("-Infinity".utf8), 1, .expected("a digit")),
        (Array("'a'".utf8), 0, .expected("a value")),
        (Array("\u{C}1".utf8), 0, .expected("a value")),
        (Array("01".utf8), 1, .leadingZero),
        (Array("-00".utf8), 2, .leadingZero),
        (Array(".5".utf8), 0, .expected("a value")),
        (Array("+1".utf8), 0, .expected("a value")),
        (Array("1.".utf8), 2, .unexpectedEnd),
        (Array("1.e5".utf8), 2, .expected("a digit after '.'")),
        (Array("1e".utf8), 2, .unexpectedEnd),
        (Array("1e+x".utf8), 3, .expected("a digit in the exponent")),
        (Array("1e400".utf8), 0, .numberOutOfRange),
        (Array("[-1e400]".utf8), 1, .numberOutOfRange),
        (Array("1 2".utf8), 2, .trailingData),
        (Array("{} x".utf8), 3, .trailingData),
        (Array("[1] ".utf8) + [0xFF], 4, .trailingData),
        (Array("1\u{0}".utf8), 1, .trailingData),
        (Array("tru".utf8), 3, .unexpectedEnd),
        (Array("trUe".utf8), 0, .expected("'true'")),
        (Array("nulL".utf8), 0, .expected("'null'")),
        (Array("[".utf8), 1, .unexpectedEnd),
        (Array("\"abc".utf8), 4, .unexpectedEnd),
        (Array("\"a\tb\"".utf8), 2, .controlCharacter),
        (Array("\"a\u{0}b\"".utf8), 2, .controlCharacter),
        (Array(#""\x""#.utf8), 1, .invalidEscape),
        (Array(#""\u12G4""#.utf8), 5, .expected("a hex digit")),
        (Array(#""\u00""#.utf8), 5, .expected("a hex digit")),
        (Array(#""\uD800""#.utf8), 1, .loneSurrogate),
        (Array(#""\uDC00\uD800""#.utf8), 1, .loneSurrogate),
        (Array(#""ab\uD800\u0041""#.utf8), 3, .loneSurrogate),
        (Array(#""\uD800\n""#.utf8), 1, .loneSurrogate),
        ([0x22, 0xFF, 0x22], 1, .invalidUTF8),
        ([0x22, 0x80, 0x22], 1, .invalidUTF8),
        ([0x22, 0xC0, 0xAF, 0x22], 1, .invalidUTF8),
        ([0x22, 0x61, 0xE0, 0x80, 0xAF, 0x22], 2, .invalidUTF8),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, .invalidUTF8),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, .invalidUTF8),
        ([0x22, 0xE2, 0x82], 1, .invalidUTF8),
        ([0x22, 0xE2, 0x28, 0xA1, 0x22], 1, .invalidUTF8),
        ([0xC3, 0xA9], 0, .expected("a value")),
    ]

    @Test("invalid JSON is rejected at the right byte", arguments: invalid)
    func rejectsInvalid(input: [UInt8], offset: Int, reason: JSONParseError.Reason) {
        #expect(throws: JSONParseError(offset: offset, reason: reason)) {
            try JSONParser.parse(input)
        }
    }
}
