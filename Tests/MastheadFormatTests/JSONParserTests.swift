import MastheadFormat
import Testing

/// Limits, large inputs, number accuracy and the convenience API.
struct JSONParserTests {
    static func nested(_ depth: Int, open: String = "[", close: String = "]") -> [UInt8] {
        Array((String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)).utf8)
    }

    @Test func thirtyTwoLevelsAreAccepted() throws {
        _ = try JSONParser.parse(Self.nested(32))
        _ = try JSONParser.parse(Self.nested(32, open: #"{"a":"#, close: "}"))
    }

    @Test(
        "thirty-three levels are rejected at the 33rd bracket",
        arguments: [("[", "]", 32, nil), (#"{"a":"#, "}", 160, "a")])
    func thirtyThreeLevelsAreRejected(open: String, close: String, offset: Int, member: String?) {
        let expected = JSONParseError(
            offset: offset, reason: .tooDeep(limit: 32), member: member, isNested: member != nil)
        #expect(throws: expected) {
            try JSONParser.parse(Self.nested(33, open: open, close: close))
        }
    }

    @Test func hugeNestingFailsFastWithoutRecursing() {
        let input = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONParseError(offset: 32, reason: .tooDeep(limit: 32))) { try JSONParser.parse(input) }
    }

    @Test func depthLimitIsConfigurable() throws {
        #expect(try JSONParser.parse(Array("7".utf8), maxDepth: 0) == .number(7))
        #expect(throws: JSONParseError(offset: 0, reason: .tooDeep(limit: 0))) {
            try JSONParser.parse(Array("[]".utf8), maxDepth: 0)
        }
        _ = try JSONParser.parse(Self.nested(100), maxDepth: 100)
    }

    @Test("10,000-character strings", arguments: ["a", "\\n", "\\u05d0", "ש", "😀", "\\ud83d\\ude00"])
    func longStrings(unit: String) throws {
        let body =
            "{\"" + String(repeating: "k", count: 10_000) + "\":\"" + String(repeating: unit, count: 10_000) + "\"}"
        let value = try JSONParser.parse(Array(body.utf8))
        let members = try #require(value.objectMembers)
        #expect(members[0].0.count == 10_000)
        #expect(members[0].1.stringValue?.count == 10_000)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let value = try #require(try JSONParser.parse(Array("-0.0".utf8)).numberValue)
        #expect(value == 0 && value.sign == .minus)
    }

    @Test(
        "numbers are correctly rounded",
        arguments: [
            "0.1", "0.3", "-2.5e-3", "9007199254740993", "18446744073709551615", "18446744073709551616",
            "2.2250738585072014e-308", "4.9e-324", "1e22", "1e23", "8.98846567431158e307", "123.456e-5",
            "0.00000000000000000000000000001", "1.00000000000000000000000000001", "0e999999999999999999",
        ])
    func numbersMatchStandardConversion(text: String) throws {
        let parsed = try #require(try JSONParser.parse(Array(text.utf8)).numberValue)
        #expect(parsed.bitPattern == Double(text)?.bitPattern)
    }

    @Test func rawBufferEntryPointParsesWithoutCopying() throws {
        let bytes = Array(#"{"offset": 42.5, "title": "Inbox"}"#.utf8)
        let value = try bytes.withUnsafeBytes { buffer in try JSONParser.parse(buffer) }
        #expect(value["offset"]?.numberValue == 42.5)
        #expect(value["title"]?.stringValue == "Inbox")
        #expect(value["missing"] == nil)
    }

    @Test func messageNamesTheByteAndTheProblem() {
        do {
            _ = try JSONParser.parse(Array(#"{"title": "x", "size" 17}"#.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "invalid JSON at byte 22: expected ':'")
        }
    }

    @Test func duplicateKeysAreReportedNotMerged() throws {
        let value = try JSONParser.parse(Array(#"{"a":1,"b":{"c":1,"c":2},"a":3}"#.utf8))
        #expect(value.duplicateKey == "a")
        #expect(value["a"]?.numberValue == 1)
        #expect(value["b"]?.duplicateKey == "c")
        #expect(try JSONParser.parse(Array(#"{"a":1,"b":2}"#.utf8)).duplicateKey == nil)
    }

    @Test func writerOutputParsesBack() throws {
        var json = JSONWriter()
        json.beginObject()
        json.member("title", "Ünïcode \"quoted\"\n\u{1}")
        json.member("offset", -12.125)
        json.key("flags")
        json.beginArray()
        json.bool(false)
        json.null()
        json.endArray()
        json.endObject()
        let expected: JSONValue = .object([
            ("title", .string("Ünïcode \"quoted\"\n\u{1}")), ("offset", .number(-12.125)),
            ("flags", .array([.bool(false), .null])),
        ])
        #expect(try JSONParser.parse(json.bytes) == expected)
    }

    @Test func anErrorInATopLevelMembersValueNamesTheMember() {
        func error(_ text: String) -> JSONParseError? {
            do {
                _ = try JSONParser.parse(Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        let direct = error(#"{"style":"large","offset":-1e400}"#)
        #expect(direct == JSONParseError(offset: 26, reason: .numberOutOfRange, member: "offset"))
        let nested = error(#"{"trailing":[{"text":"a\"b:"}],"path":[0,{"x":2E+999}]}"#)
        #expect(nested?.member == "path" && nested?.isNested == true)
        #expect(error(#"{"a":tru}"#)?.member == "a")
        // Outside any member's value: a key, a separator, a document that is not an object.
        #expect(error(#"{"a":1,}"#)?.member == nil)
        #expect(error(#"{"a" 1}"#)?.member == nil)
        #expect(error("[1e400]")?.member == nil)
    }
}
