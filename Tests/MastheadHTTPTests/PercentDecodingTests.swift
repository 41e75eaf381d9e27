import Testing

@testable import MastheadHTTP

struct PercentDecodingTests {
    /// A raw query rebuilt from libmicrohttpd's arguments keeps one `&` between two of them, so every piece is an
    /// item, an empty one too (libmicrohttpd reads `a&&b` as three arguments, the middle one with an empty name).
    @Test(
        "raw queries split into libmicrohttpd's arguments",
        arguments: [
            ("", []),
            ("a", [QueryItem(name: "a", value: nil)]),
            (
                "a&&b=2",
                [QueryItem(name: "a", value: nil), QueryItem(name: "", value: nil), QueryItem(name: "b", value: "2")]
            ),
            ("&a", [QueryItem(name: "", value: nil), QueryItem(name: "a", value: nil)]),
            ("&", [QueryItem(name: "", value: nil), QueryItem(name: "", value: nil)]),
            ("=x", [QueryItem(name: "", value: "x")]),
            ("t=a+b%2B=c", [QueryItem(name: "t", value: "a b+=c")]),
        ] as [(String, [QueryItem])])
    func argumentsSplit(query: String, expected: [QueryItem]) throws {
        #expect(try PercentDecoding.decodeArguments(query) == expected)
    }

    @Test func argumentsWithBadEscapesAreRefusedNamingTheParameter() {
        #expect(throws: HTTPError.self) { try PercentDecoding.decodeArguments("%ZZ=1") }
        do {
            _ = try PercentDecoding.decodeArguments("a=1&title=%FF")
            Issue.record("decoded")
        } catch {
            #expect(error.parameter == "title")
        }
    }

    @Test(
        "query strings decode to ordered items",
        arguments: [
            (
                "style=large&offset=26",
                [QueryItem(name: "style", value: "large"), QueryItem(name: "offset", value: "26")]
            ),
            ("title=Hello+World", [QueryItem(name: "title", value: "Hello World")]),
            ("title=a%2Bb", [QueryItem(name: "title", value: "a+b")]),
            ("title=%D7%A9%D7%9C%D7%95%D7%9D", [QueryItem(name: "title", value: "שלום")]),
            ("guides", [QueryItem(name: "guides", value: nil)]),
            ("back=", [QueryItem(name: "back", value: "")]),
            ("a=1&&b=2", [QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: "2")]),
            ("a=1&a=2", [QueryItem(name: "a", value: "1"), QueryItem(name: "a", value: "2")]),
            ("x=%3D%26", [QueryItem(name: "x", value: "=&")]),
            ("", []),
        ])
    func decodesQuery(query: String, expected: [QueryItem]) throws {
        #expect(try PercentDecoding.decodeQuery(query) == expected)
    }

    @Test(
        "malformed escapes and invalid UTF-8 are refused naming the parameter",
        arguments: [
            ("title=%", "title"), ("title=%4", "title"), ("title=%zz", "title"), ("title=%FF", "title"),
            ("title=%C3%28", "title"), ("offset=%ED%A0%80", "offset"),
        ])
    func refusesMalformed(query: String, parameter: String) {
        #expect(throws: HTTPError.self) { try PercentDecoding.decodeQuery(query) }
        do {
            _ = try PercentDecoding.decodeQuery(query)
        } catch {
            #expect(error.status == 400)
            #expect(error.parameter == parameter)
        }
    }

    @Test func nulIsDecodedForTheCallerToRefuse() {
        #expect(PercentDecoding.decode("a%00b".utf8, plusIsSpace: false) == "a\0b")
    }

    @Test func plusStaysInPaths() {
        #expect(PercentDecoding.decode("/a+b%20c".utf8, plusIsSpace: false) == "/a+b c")
    }
}
