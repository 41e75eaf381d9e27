import MastheadGeometry
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadPreview

/// Decoding query strings and JSON bodies into header requests.
struct ParameterDecodingTests {
    func reader(_ request: Request) throws -> ParameterReader {
        ParameterReader(parameters: try ParameterSet(request: request, allowed: GeometryEndpoint().parameterNames))
    }

    func header(query: String) throws -> HeaderRequest {
        try HeaderRequest(
            reader(Request(method: "GET", path: "/v1/geometry", query: PercentDecoding.decodeQuery(query))))
    }

    func header(body: String) throws -> HeaderRequest {
        try HeaderRequest(reader(Request(method: "POST", path: "/v1/geometry", body: Array(body.utf8))))
    }

    /// The error decoding `request` as the geometry endpoint does (header and preview parameters), if any.
    func failure(_ request: Request) -> HTTPError? {
        do {
            let reader = try reader(request)
            _ = try HeaderRequest(reader)
            _ = try PreviewOptions(reader)
            return nil
        } catch let error as HTTPError {
            return error
        } catch {
            return nil
        }
    }

    func failure(query: String) -> HTTPError? {
        do {
            return failure(Request(method: "GET", path: "/v1/geometry", query: try PercentDecoding.decodeQuery(query)))
        } catch {
            return error
        }
    }

    func failure(body: String) -> HTTPError? {
        failure(Request(method: "POST", path: "/v1/geometry", body: Array(body.utf8)))
    }

    @Test func defaultsFollowTheContract() throws {
        let request = try header(query: "")
        #expect(request.configuration.style == .large)
        #expect(request.configuration.title == "Inbox")
        #expect(request.configuration.back == nil)
        #expect(request.configuration.device == "iphone-15")
        #expect(request.configuration.viewport.width == 393)
        #expect(request.offset == 0)
        #expect(request.configuration.headerHeight == 140)
        #expect(request.configuration.collapseDistance == 120)
        #expect(request.configuration.parallax == 0.4)
    }

    @Test func queryAndBodyMeanTheSameThing() throws {
        let fromQuery = try header(
            query: "style=compact&offset=26.0&title=Hello+World&back=&leading=menu&trailing=search,text:Done"
                + "&device=iphone-se&width=400&direction=rtl&appearance=dark")
        let fromBody = try header(
            body: #"{"style":"compact","offset":26,"title":"Hello World","back":"","leading":["menu"],"#
                + #""trailing":[{"icon":"search"},{"text":"Done"}],"device":"iphone-se","width":400,"#
                + #""direction":"rtl","appearance":"dark"}"#)
        #expect(fromQuery == fromBody)
        var queryKey = CanonicalKey(endpoint: "geometry")
        queryKey.add(fromQuery)
        var bodyKey = CanonicalKey(endpoint: "geometry")
        bodyKey.add(fromBody)
        #expect(queryKey.text == bodyKey.text)
        #expect(fromQuery.configuration.back == "")
        #expect(fromQuery.configuration.trailing.map(\.label) == ["Search", "Done"])
    }

    /// The geometry key as ``GeometryScene`` builds it: the header, then the offset.
    func geometryKey(query: String) throws -> CanonicalKey {
        let request = try header(query: query)
        var key = CanonicalKey(endpoint: "geometry")
        key.add(request)
        key.add("offset", request.offset)
        return key
    }

    @Test func materialParametersDecode() throws {
        let request = try header(
            query: "style=m3Medium&path=0,400,340.5&scrollBehavior=enterAlways&navigation=close&seedColor=%23006a60")
        #expect(request.offset == 340.5)
        #expect(request.configuration.path == [0, 400, 340.5])
        #expect(request.configuration.scrollBehavior == .enterAlways)
        #expect(request.configuration.navigation == .close)
        #expect(request.configuration.seedColor == 0x006A60)
        let body = try header(
            body: #"{"style":"m3Medium","path":[0,400,340.5],"scrollBehavior":"enterAlways","navigation":"close","#
                + ##""seedColor":"#006A60"}"##)
        #expect(body == request)
        #expect(
            try header(
                body: #"{"style":"m3Medium","path":"0,400,340.5","scrollBehavior":"enterAlways","#
                    + ##""navigation":"close","seedColor":"#006a60"}"##) == request)
    }

    @Test func pathAndSeedGoIntoTheKeyOfMaterialStylesOnly() throws {
        let short = try geometryKey(query: "style=m3Small&scrollBehavior=enterAlways&path=0,400,340")
        let direct = try geometryKey(query: "style=m3Small&scrollBehavior=enterAlways&offset=340")
        #expect(short.text != direct.text)
        #expect(short.text.contains("|path#9=0,400,340"))
        let lower = try geometryKey(query: "style=m3Small&seedColor=%23abcdef")
        #expect(lower.text == (try geometryKey(query: "style=m3Small&seedColor=%23ABCDEF")).text)
        // An iOS style's key, and so its entity tag, is what it was before these parameters existed.
        let ios = try geometryKey(query: "style=large&offset=26&navigation=back&seedColor=%23abcdef")
        #expect(ios.text == (try geometryKey(query: "style=large&offset=26")).text)
        #expect(!ios.text.contains("path") && !ios.text.contains("seedColor"))
        #expect(try geometryKey(query: "style=large&path=0,26").text == ios.text)
    }

    @Test func reorderedAndReformattedQueriesShareOneKey() throws {
        let first = try geometryKey(query: "offset=26&style=large")
        let second = try geometryKey(query: "style=large&offset=26.000")
        #expect(first.text == second.text)
        #expect(first.entityTag(version: "v") == second.entityTag(version: "v"))
        let other = try geometryKey(query: "style=large&offset=27")
        #expect(other.entityTag(version: "v") != first.entityTag(version: "v"))
    }

    @Test func entityTagIsFNV1aOfVersionAndKeyAsSixteenHexDigits() throws {
        let key = try geometryKey(query: "offset=26&style=large")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array("v1".utf8) + [0xFF] + key.bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        #expect(key.entityTag(version: "v1") == "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\"")
        #expect(key.entityTag(version: "v1").utf8.count == 18)
    }

    @Test func settledKeysGiveTheSameEntityTags() throws {
        let request = try header(query: "style=large&title=Inbox&back=Mailboxes&trailing=search,plus")
        var scene = CanonicalKey(endpoint: "geometry")
        scene.add(request)
        var settled = scene
        settled.settleEntityTag(version: "v1")
        #expect(settled.entityTag(version: "v1") == scene.entityTag(version: "v1"))
        for offset in [0.0, 26, 26.5, -40, 1300] {
            var plain = scene
            plain.add("offset", offset)
            var continued = settled
            continued.add("offset", offset)
            #expect(continued.text == plain.text)
            #expect(continued.entityTag(version: "v1") == plain.entityTag(version: "v1"))
            // Settled for another version, the tag is worked out from the start.
            #expect(continued.entityTag(version: "v2") == plain.entityTag(version: "v2"))
            #expect(continued.entityTag(version: "v2") != continued.entityTag(version: "v1"))
        }
    }

    @Test func negativeZeroOffsetIsZero() throws {
        #expect(try header(query: "offset=-0").offset.sign == .plus)
    }

    @Test(
        "bad query values are refused naming the parameter",
        arguments: [
            ("offset=abc", "offset"), ("offset=nan", "offset"), ("offset=inf", "offset"),
            ("offset=-Infinity", "offset"),
            ("offset=0x10", "offset"), ("offset=", "offset"), ("offset=100001", "offset"), ("offset=-1e6", "offset"),
            ("offset=1e400", "offset"), ("style=big", "style"), ("style=Large", "style"),
            ("device=iphone-99", "device"),
            ("width=0", "width"), ("width=-5", "width"), ("height=0", "height"), ("scale=0", "scale"),
            ("safeAreaTop=-1", "safeAreaTop"), ("headerHeight=0", "headerHeight"),
            ("collapseDistance=-3", "collapseDistance"), ("parallax=5", "parallax"), ("appearance=sepia", "appearance"),
            ("direction=ttb", "direction"), ("edge=fuzzy", "edge"), ("backFallback=none", "backFallback"),
            ("trailing=rocket", "trailing"), ("leading=search,plus,more,menu,share", "leading"),
            ("trailing=text:", "trailing"),
            ("colour=red", "colour"), ("offset=1&offset=2", "offset"), ("title=a%00b", "title"), ("rows=1.5", "rows"),
            ("rows=-1", "rows"), ("rows=1000", "rows"), ("guides=maybe", "guides"), ("content=video", "content"),
            ("text=bitmap", "text"), ("title=%FF", "title"),
        ])
    func refusesBadQuery(query: String, parameter: String) throws {
        let error = try #require(failure(query: query))
        #expect(error.status == 400)
        #expect(error.parameter == parameter)
    }

    @Test func titlesOver200CharactersAreRefused() throws {
        #expect(try header(query: "title=" + String(repeating: "a", count: 200)).configuration.title.count == 200)
        #expect(failure(query: "title=" + String(repeating: "a", count: 201))?.parameter == "title")
        // Characters, not bytes: 200 Hebrew letters are fine.
        let hebrew = String(repeating: "ש", count: 200)
        #expect(try header(body: #"{"title":""# + hebrew + #""}"#).configuration.title.count == 200)
    }

    @Test func enumErrorsListTheAllowedValues() throws {
        let error = try #require(failure(query: "style=big"))
        #expect(
            error.allowed == [
                "compact", "large", "scrollEdge", "inlineTitle", "collapsible", "m3Small", "m3CenterAligned",
                "m3Medium", "m3Large", "m3MediumFlexible", "m3LargeFlexible", "m3Search", "sliverAppBar",
                "collapsingToolbar",
            ])
        #expect(error.detail.contains("big"))
    }

    @Test(
        "bad JSON bodies are refused naming the parameter",
        arguments: [
            (#"{"offset":"26"}"#, "offset"), (#"{"offset":null,"style":3}"#, "style"),
            (#"{"trailing":"rocket"}"#, "trailing"),
            (#"{"trailing":[1]}"#, "trailing"), (#"{"trailing":{"icon":"search"}}"#, "trailing"),
            (#"{"trailing":[{"icon":"search","colour":"red"}]}"#, "trailing"),
            (#"{"style":"large","style":"compact"}"#, "style"), (#"{"guides":"yes"}"#, "guides"),
            (#"{"unknown":1}"#, "unknown"), (#"{"rows":2.5}"#, "rows"),
        ])
    func refusesBadBody(body: String, parameter: String) throws {
        let error = try #require(failure(body: body))
        #expect(error.status == 400)
        #expect(error.parameter == parameter)
    }

    @Test(
        "malformed and non-object JSON bodies are 400 without a parameter",
        arguments: [
            "{", "[]", "26", "\"large\"", "null", "{\"offset\":26,}", "{'style':'large'}", "{\"offset\":NaN}",
        ])
    func refusesMalformedBody(body: String) throws {
        let error = try #require(failure(body: body))
        #expect(error.status == 400)
        #expect(error.parameter == nil)
    }

    @Test func invalidUTF8BodyIsRefused() throws {
        let request = Request(method: "POST", path: "/v1/geometry", body: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        #expect(failure(request)?.status == 400)
    }

    @Test func emptyBodyMeansAllDefaults() throws {
        #expect(try header(body: "") == header(query: ""))
    }

    @Test(arguments: [" \n", "\t", " "])
    func bodyOfWhitespaceAloneIsRefusedAsNoJSON(body: String) {
        let request = Request(method: "POST", path: "/v1/geometry", body: Array(body.utf8))
        #expect(failure(request)?.status == 400)
    }

    @Test func postWithAQueryStringIsRefused() {
        let request = Request(
            method: "POST", path: "/v1/geometry", query: [QueryItem(name: "offset", value: "1")], body: Array("{}".utf8)
        )
        #expect(failure(request)?.parameter == "offset")
    }

    @Test func aRefusedNumberIsQuotedAsSent() {
        // Rounded to the answers' three decimals, these would read as the bound they are refused beside.
        #expect(
            failure(query: "offset=100000.0001")?.detail == "offset must be from -100000 to 100000, got 100000.0001")
        #expect(failure(query: "width=4000.0001")?.detail.hasSuffix("got 4000.0001") == true)
        #expect(failure(query: "offset=1e308")?.detail.hasSuffix("got 1e308") == true)
        #expect(failure(query: "rows=2.5")?.detail == "rows must be a whole number, got 2.5")
        #expect(failure(body: #"{"rows":9007199254740993}"#)?.detail.hasSuffix("got 9007199254740992") == true)
        #expect(failure(body: #"{"offset":1e300}"#)?.detail.hasSuffix("got 1e+300") == true)
        #expect(failure(body: #"{"rows":2.5}"#)?.detail == "rows must be a whole number, got 2.5")
    }

    @Test func aNumberTooLargeForADoubleNamesItsMember() {
        let direct = failure(body: #"{"style":"large","offset":-1e400}"#)
        #expect(direct?.parameter == "offset")
        #expect(direct?.detail == "offset must be a finite number; -1e400 is too large (at byte 26 of the body)")
        let nested = failure(body: #"{"trailing":[{"text":"a\"b:"}],"path":[0,2E+999]}"#)
        #expect(nested?.parameter == "path")
        #expect(nested?.detail.hasPrefix("path must hold finite numbers; 2E+999 is too large") == true)
        // An unknown member is refused as unknown; a number outside any member stays a JSON error.
        #expect(failure(body: #"{"bogus":1e400}"#)?.detail.hasPrefix("unknown parameter 'bogus'") == true)
        #expect(failure(body: "[1e400]")?.parameter == nil)
        #expect(
            failure(body: "1e400")?.detail == "the body is not valid JSON: invalid JSON at byte 0: number is too large")
    }
}
