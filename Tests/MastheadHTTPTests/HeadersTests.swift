import Testing

@testable import MastheadHTTP

/// ``Headers`` as a request from the network has them: one block of received fields, read without making a string
/// of every field, and the same fields as strings once they are changed.
struct HeadersTests {
    /// A block as `masthead_mhd_header_block` writes it: each field's name length and value length (two bytes each,
    /// little-endian), then the name's and the value's bytes.
    static func block(_ fields: [(String, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (name, value) in fields {
            let name = Array(name.utf8)
            bytes += [
                UInt8(name.count & 0xFF), UInt8(name.count >> 8), UInt8(value.count & 0xFF), UInt8(value.count >> 8),
            ]
            bytes += name + value
        }
        return bytes
    }

    static let received = Headers(
        received: block([
            ("Host", Array("localhost".utf8)), ("if-none-match", Array("\"a\"".utf8)), ("X-Empty", []),
            ("IF-NONE-MATCH", Array("\"b\"".utf8)), ("X-Long", Array(repeating: UInt8(ascii: "v"), count: 300)),
        ]))

    @Test func aLookUpFindsTheFirstFieldOfItsNameWhateverItsCase() {
        let headers = HeadersTests.received
        #expect(headers["If-None-Match"] == "\"a\"")
        #expect(headers["host"] == "localhost")
        #expect(headers["X-Empty"] == "")
        #expect(headers["X-Long"] == String(repeating: "v", count: 300))
        #expect(headers["Origin"] == nil)
        #expect(headers["Hos"] == nil && headers["Hostt"] == nil)
    }

    @Test func fieldsKeepTheirOrderAndNames() {
        let names = HeadersTests.received.fields.map(\.name)
        #expect(names == ["Host", "if-none-match", "X-Empty", "IF-NONE-MATCH", "X-Long"])
        #expect(Array(HeadersTests.received).map(\.value)[3] == "\"b\"")
    }

    @Test func changesKeepTheReceivedFieldsFirst() {
        var added = HeadersTests.received
        added.add("Origin", "https://example.com")
        #expect(added.fields.map(\.name) == ["Host", "if-none-match", "X-Empty", "IF-NONE-MATCH", "X-Long", "Origin"])
        #expect(added["origin"] == "https://example.com" && added["If-None-Match"] == "\"a\"")

        var replaced = HeadersTests.received
        replaced.set("If-None-Match", "\"c\"")
        #expect(replaced["if-none-match"] == "\"c\"")
        #expect(replaced.fields.filter { Headers.sameName($0.name, "If-None-Match") }.count == 1)
        #expect(replaced.fields.map(\.name) == ["Host", "X-Empty", "X-Long", "If-None-Match"])
        // The value the change was made from is untouched.
        #expect(HeadersTests.received["If-None-Match"] == "\"a\"")
    }

    @Test func bytesThatAreNotUTF8AreRepairedAsFromACString() {
        let headers = Headers(received: HeadersTests.block([("X-Bytes", [0x61, 0xFF, 0x62])]))
        #expect(headers["X-Bytes"] == "a\u{FFFD}b")
        #expect(headers["X-Bytes"] == String(cString: [CChar(0x61), CChar(bitPattern: 0xFF), CChar(0x62), 0]))
    }

    @Test func aBlockCutShortEndsAtItsLastWholeField() {
        var bytes = HeadersTests.block([("A", Array("1".utf8)), ("B", Array("2".utf8))])
        bytes.removeLast()
        let headers = Headers(received: bytes)
        #expect(headers["A"] == "1" && headers["B"] == nil)
        #expect(headers.fields.count == 1)
    }

    @Test func headersBuiltInCodeAreUnchanged() {
        var headers = Headers([("Content-Type", "application/json")])
        headers.add("ETag", "\"x\"")
        #expect(headers["content-type"] == "application/json")
        #expect(headers.fields.map(\.name) == ["Content-Type", "ETag"])
        #expect(Headers()["Host"] == nil && Headers().fields.isEmpty)
    }
}
