/// A strict RFC 8259 parser for request bodies.
///
/// Accepts exactly one JSON value surrounded by optional whitespace (space, tab, line feed, carriage return) and
/// rejects everything else with a ``JSONParseError`` naming the byte offset: trailing commas, comments, `NaN` and
/// `Infinity`, leading zeros, single quotes, a byte order mark, invalid UTF-8 anywhere, raw control characters in
/// strings, unpaired surrogate escapes, numbers too large for a `Double` (tiny ones underflow to zero, as JSON
/// allows), and nesting deeper than `maxDepth`. The depth limit is checked before descending, so hostile input
/// cannot exhaust the stack.
///
/// ```swift
/// let body = try JSONParser.parse(Array(#"{"offset": 42.5}"#.utf8))
/// body["offset"]?.numberValue   // 42.5
/// ```
public struct JSONParser {
    /// The default limit on nested arrays and objects: 32 levels are accepted, 33 are not.
    public static let defaultMaxDepth = 32

    let input: UnsafeBufferPointer<UInt8>
    var position = 0
    let maxDepth: Int
    var depth = 0
    /// Reused buffer for strings that contain escapes; strings without escapes are decoded straight from input.
    var scratch: [UInt8] = []

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.maxDepth = maxDepth
    }

    /// Parses a complete JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The whole body, as UTF-8.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted; `[[]]` has depth 2, a scalar depth 0.
    /// - Throws: ``JSONParseError`` for empty, malformed or too deeply nested input.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> JSONValue in
            var parser = JSONParser(input: buffer, maxDepth: maxDepth)
            return try parser.parseDocument()
        }
    }

    /// Parses a complete JSON text from raw memory, such as a server's request buffer, without copying it.
    ///
    /// The bytes are only read during the call. The rules are those of the `[UInt8]` overload.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> JSONValue {
        try bytes.withMemoryRebound(to: UInt8.self) { (buffer) throws(JSONParseError) -> JSONValue in
            var parser = JSONParser(input: buffer, maxDepth: maxDepth)
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if input.isEmpty { throw JSONParseError(offset: 0, reason: .emptyInput) }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            throw JSONParseError(offset: 0, reason: .byteOrderMark)
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < input.count { throw failure(.trailingData) }
        return value
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard let byte = peek() else { throw failure(.unexpectedEnd) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default: throw failure(.expected("a value"))
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        for expected in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard let byte = peek() else { throw failure(.unexpectedEnd) }
            guard byte == expected else { throw JSONParseError(offset: start, reason: .expected("'\(literal)'")) }
            position += 1
        }
    }

    mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func peek() -> UInt8? {
        position < input.count ? input[position] : nil
    }

    /// An error at the current position; ``JSONParseError/Reason/unexpectedEnd`` replaces any other reason when
    /// the input has run out, since "expected ':'" at the end really means the body was cut short.
    func failure(_ reason: JSONParseError.Reason) -> JSONParseError {
        if position >= input.count, reason != .trailingData, reason != .emptyInput {
            return JSONParseError(offset: input.count, reason: .unexpectedEnd)
        }
        return JSONParseError(offset: position, reason: reason)
    }
}
