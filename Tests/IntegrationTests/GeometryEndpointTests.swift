import Foundation
import Testing

/// `/v1/geometry`, `/v1/timeline` and `/v1/catalog` over HTTP against the real binary.
@Suite(.serialized)
struct GeometryEndpointTests: ServiceSuite {
    /// A fresh service for each test (Swift Testing makes one suite value per test), stopped when it ends.
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    @Test func geometryAnswersTheDocument() throws {
        let response = try get("/v1/geometry?style=large&offset=26&back=Mailboxes&trailing=search,plus")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let document = response.json
        #expect(document["version"] as? Int == 1)
        #expect(document["style"] as? String == "large")
        #expect(document["offset"] as? Double == 26)
        #expect(document["progress"] as? Double == 0.5)
        let title = try #require(document["title"] as? [String: Any])
        #expect(title["opacity"] as? Double == 0.5)
        let thresholds = try #require(document["thresholds"] as? [String: Any])
        #expect(thresholds["collapsed"] as? Double == 52)
        let actions = try #require(document["actions"] as? [[String: Any]])
        #expect(actions.map { $0["icon"] as? String } == ["search", "plus"])
        #expect(!response.text.contains("e+") && !response.text.contains("-0,") && !response.text.contains("-0}"))
    }

    @Test("every style answers", arguments: ["compact", "large", "scrollEdge", "inlineTitle", "collapsible"])
    func everyStyle(style: String) throws {
        for offset in ["-200", "-44", "0", "26", "60", "100000"] {
            let response = try get("/v1/geometry?style=\(style)&offset=\(offset)&back=Back&trailing=search")
            #expect(response.status == 200)
            #expect(response.json["style"] as? String == style)
        }
    }

    @Test func postAnswersExactlyWhatGetAnswers() throws {
        let viaGet = try get("/v1/geometry?style=collapsible&offset=30&title=Hello+%3Cb%3E&trailing=text:Done,search")
        let viaPost = try post(
            "/v1/geometry",
            #"{"style":"collapsible","offset":30,"title":"Hello <b>","trailing":[{"text":"Done"},"search"]}"#)
        #expect(viaGet.status == 200 && viaPost.status == 200)
        #expect(viaGet.body == viaPost.body)
    }

    @Test func etagAndIfNoneMatchGive304() throws {
        let first = try get("/v1/geometry?style=compact&offset=5")
        let tag = try #require(first.header("ETag"))
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
        #expect(first.header("Cache-Control") == "public, max-age=86400")
        let same = try get("/v1/geometry?offset=5.0&style=compact")
        #expect(same.header("ETag") == tag)
        let notModified = try get("/v1/geometry?style=compact&offset=5", headers: ["If-None-Match": tag])
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.header("ETag") == tag)
        // RFC 9110 §8.6: a 304's Content-Length, if any, is that of the 200 it stands for.
        #expect(notModified.header("Content-Length") == String(first.body.count))
        let other = try get("/v1/geometry?style=compact&offset=6", headers: ["If-None-Match": tag])
        #expect(other.status == 200)
    }

    /// The request's header fields reach the handler whatever their number, size and case: `If-None-Match` after a
    /// dozen browser fields, after 3 KB of them (past the 1 KiB the server first copies them into), and in lower case.
    @Test func ifNoneMatchIsFoundAmongManyAndLongHeaderFields() throws {
        let target = "/v1/geometry?style=large&offset=12"
        let tag = try #require(try get(target).header("ETag"))
        var browser = [
            "User-Agent":
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            "Accept": "*/*", "Accept-Encoding": "gzip, deflate, br, zstd", "Accept-Language": "en-US,en;q=0.9",
            "Referer": "http://localhost:8080/?style=large", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors",
            "Sec-Fetch-Site": "same-origin", "sec-ch-ua-mobile": "?0", "sec-ch-ua-platform": "\"Linux\"",
        ]
        browser["If-None-Match"] = tag
        #expect(try get(target, headers: browser).status == 304)
        browser["X-Padding"] = String(repeating: "p", count: 3000)
        #expect(try get(target, headers: browser).status == 304)
        #expect(try get(target, headers: browser.merging(["If-None-Match": "\"other\""]) { $1 }).status == 200)
        #expect(try get(target, headers: ["if-none-match": tag, "X-Padding": browser["X-Padding"]!]).status == 304)
    }

    @Test func a304SendsNoBodyOnAKeptAliveConnection() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let path = "/v1/preview.svg?style=large&offset=26"
        let first = try connection.request("GET", path)
        let tag = try #require(first.header("ETag"))
        for _ in 0..<2 {
            let notModified = try connection.request("GET", path, headers: ["If-None-Match": tag])
            #expect(notModified.status == 304)
            #expect(notModified.header("Content-Length") == String(first.body.count))
            // Had the body followed the 304, this would read its bytes as the next answer's head.
            let again = try connection.request("GET", path)
            #expect(again.status == 200)
            #expect(again.body == first.body)
        }
    }

    /// A repeated `GET` is answered from the prepared answer, before a request value is even built: it must be the
    /// first answer exactly, headers and all, and a `HEAD` or a conditional request must still take the full path.
    @Test(arguments: [
        "/v1/geometry?style=large&back=Mailboxes&trailing=search,plus&offset=26",
        "/v1/preview.svg?style=scrollEdge&content=cards&offset=40",
    ])
    func repeatedRequestsGetTheFirstAnswerExactly(target: String) throws {
        let connection = try HTTPConnection(port: service.port)
        let first = try connection.request("GET", target)
        #expect(first.status == 200)
        for _ in 0..<3 {
            let again = try connection.request("GET", target)
            #expect(again.status == 200)
            #expect(again.body == first.body)
            let names = [
                "Content-Type", "ETag", "Cache-Control", "Content-Security-Policy", "X-Content-Type-Options",
                "Access-Control-Allow-Origin", "Content-Length",
            ]
            for name in names { #expect(again.header(name) == first.header(name), "\(name)") }
        }
        let head = try connection.request("HEAD", target)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        let tag = try #require(first.header("ETag"))
        let notModified = try connection.request("GET", target, headers: ["If-None-Match": tag])
        #expect(notModified.status == 304)
        let metrics = try connection.request("GET", "/metrics").text
        #expect(metrics.contains(#"masthead_cache_hits_total{kind="rawAnswer"} 5"#), "\(metrics)")
    }

    /// A slider sends one configuration at many offsets: after the first, each is drawn from the decoded scene, for
    /// a `GET` and for a `POST`. Every answer must be byte for byte what a full decoding gives, checked against a
    /// second service with the cache off, which decodes each request from scratch.
    @Test(arguments: [
        (
            "/v1/geometry", "style=large&back=Mailboxes&title=Inbox&trailing=search,plus",
            #""style":"large","back":"Mailboxes","title":"Inbox","trailing":["search","plus"]"#
        ),
        (
            "/v1/geometry", "title=%D7%93%D7%95%D7%90%D7%A8&direction=rtl&style=collapsible",
            #""title":"דואר","direction":"rtl","style":"collapsible""#
        ),
        (
            "/v1/preview.svg", "style=scrollEdge&content=messages&appearance=dark&back=Back",
            #""style":"scrollEdge","content":"messages","appearance":"dark","back":"Back""#
        ),
    ])
    func sliderAnswersEqualFullDecoding(path: String, query: String, json: String) throws {
        let reference = try ServiceProcess(["--log", "none", "--cache-bytes", "0"])
        let expected = try HTTPConnection(port: reference.port)
        let slider = try HTTPConnection(port: service.port)
        for offset in ["0", "-40", "0.5", "26", "26.000", "117.25", "400", "-0", "1e2"] {
            let answer = try slider.request("GET", "\(path)?\(query)&offset=\(offset)")
            let full = try expected.request(
                "POST", path, headers: ["Content-Type": "application/json"],
                body: Array("{\(json),\"offset\":\(offset)}".utf8))
            #expect(answer.status == 200 && full.status == 200, "offset \(offset)")
            #expect(answer.body == full.body, "offset \(offset)")
            // A conditional request takes the full path: same tag, and 304 for the tag it was given.
            let tag = try #require(answer.header("ETag"))
            let other = try slider.request(
                "GET", "\(path)?\(query)&offset=\(offset)", headers: ["If-None-Match": "\"x\""])
            #expect(other.header("ETag") == tag && other.body == answer.body, "offset \(offset)")
            let same = try slider.request("GET", "\(path)?\(query)&offset=\(offset)", headers: ["If-None-Match": tag])
            #expect(same.status == 304, "offset \(offset)")
            // The same state as a design tool posts it, the offset first this time; twice, so the second comes from
            // the cache.
            for _ in 0..<2 {
                let posted = try slider.request(
                    "POST", path, headers: ["Content-Type": "application/json"],
                    body: Array("{\"offset\":\(offset),\(json)}".utf8))
                #expect(posted.status == 200 && posted.body == full.body, "POST, offset \(offset)")
            }
        }
        // A bad offset on a known scene still gets its exact error.
        let bad = try slider.request("GET", "\(path)?\(query)&offset=200000")
        #expect(bad.status == 400)
        #expect(bad.text.contains(#""parameter":"offset""#))
        for offset in ["200000", "\"26\"", "true"] {
            let body = Array("{\(json),\"offset\":\(offset)}".utf8)
            let posted = try slider.request("POST", path, headers: ["Content-Type": "application/json"], body: body)
            let full = try expected.request("POST", path, headers: ["Content-Type": "application/json"], body: body)
            #expect(posted.status == 400 && posted.body == full.body, "POST, offset \(offset): \(posted.text)")
        }
    }

    @Test func timelineAnswersFramesAndThresholds() throws {
        let response = try get("/v1/timeline?style=large&from=0&to=104&step=2")
        #expect(response.status == 200)
        let frames = try #require(response.json["frames"] as? [[String: Any]])
        #expect(frames.count == 53)
        #expect(frames.first?["offset"] as? Double == 0)
        #expect(frames.last?["offset"] as? Double == 104)
        #expect(frames[13]["progress"] as? Double == 0.5)
        let thresholds = try #require(response.json["thresholds"] as? [String: Any])
        #expect(thresholds["titleVisible"] as? Double == 52)
    }

    @Test func timelineAllowsAt2001Frames() throws {
        #expect(try get("/v1/timeline?from=0&to=2000&step=1").status == 200)
        let refused = try get("/v1/timeline?from=0&to=2001&step=1")
        #expect(refused.status == 400)
        #expect(refused.json["parameter"] as? String == "step")
        #expect(try get("/v1/timeline?from=10&to=5").json["parameter"] as? String == "to")
        #expect(try get("/v1/timeline?step=0").json["parameter"] as? String == "step")
    }

    @Test func timelineFromEqualToToIsOneFrame() throws {
        let response = try get("/v1/timeline?style=large&from=26&to=26&step=5")
        #expect(response.status == 200)
        let frames = try #require(response.json["frames"] as? [[String: Any]])
        #expect(frames.count == 1)
        #expect(frames.first?["offset"] as? Double == 26)
        let posted = try post("/v1/timeline", #"{"from":0,"to":0}"#)
        #expect(posted.status == 200)
        #expect((posted.json["frames"] as? [Any])?.count == 1)
    }

    @Test func catalogListsEverything() throws {
        let response = try get("/v1/catalog")
        #expect(response.status == 200)
        let catalog = response.json
        for key in ["styles", "devices", "icons", "contentKinds", "tokens"] {
            #expect(catalog[key] != nil, "catalog lacks \(key)")
        }
        let text = response.text
        for name in ["iphone-se", "ipad-air", "scrollEdge", "search", "messages", "#007AFF", "collapseDistance"] {
            #expect(text.contains(name), "catalog lacks \(name)")
        }
    }

    @Test(
        "bad input is a 400 problem naming the parameter",
        arguments: [
            ("/v1/geometry?offset=abc", "offset"), ("/v1/geometry?offset=NaN", "offset"),
            ("/v1/geometry?offset=inf", "offset"),
            ("/v1/geometry?offset=100001", "offset"), ("/v1/geometry?style=huge", "style"),
            ("/v1/geometry?device=pixel-9", "device"), ("/v1/geometry?width=0", "width"),
            ("/v1/geometry?height=-1", "height"),
            ("/v1/geometry?trailing=rocket", "trailing"),
            ("/v1/geometry?leading=search,plus,more,menu,edit", "leading"),
            ("/v1/geometry?bogus=1", "bogus"), ("/v1/geometry?title=%FF%FE", "title"),
            ("/v1/geometry?title=a%00", "title"),
            ("/v1/timeline?step=-1", "step"), ("/v1/geometry?appearance=dim", "appearance"),
        ])
    func badQuery(target: String, parameter: String) throws {
        let response = try get(target)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
        #expect(response.json["status"] as? Int == 400)
        #expect((response.json["detail"] as? String)?.isEmpty == false)
    }

    @Test func longTitleIsRefused() throws {
        let response = try get("/v1/geometry?title=" + String(repeating: "x", count: 201))
        #expect(response.json["parameter"] as? String == "title")
    }

    @Test func enumErrorsListAllowedValues() throws {
        let response = try get("/v1/geometry?direction=up")
        #expect(response.json["allowed"] as? [String] == ["ltr", "rtl"])
    }

    @Test(
        "a misspelt name or value is answered with the one it most likely meant",
        arguments: [
            ("/v1/geometry?tittle=Inbox", "unknown parameter 'tittle'; did you mean 'title'?"),
            ("/v1/geometry?style=Large", "got 'Large'; did you mean 'large'?"),
            ("/v1/geometry?device=iphone15", "got 'iphone15'; did you mean 'iphone-15'?"),
            ("/v1/geometry?trailing=serch,plus", ", or text:Label; did you mean 'search'?"),
            ("/v1/timeline?stpe=2", "unknown parameter 'stpe'; did you mean 'step'?"),
        ])
    func misspellingsGetASuggestion(target: String, ending: String) throws {
        let response = try get(target)
        #expect(response.status == 400)
        let detail = try #require(response.json["detail"] as? String)
        #expect(detail.hasSuffix(ending), "\(detail)")
    }

    @Test func aParameterOfAnotherEndpointSaysWhichReadIt() throws {
        let detail = try #require(try get("/v1/geometry?from=0&to=100").json["detail"] as? String)
        #expect(
            detail == "unknown parameter 'from' here: it is read by timeline, filmstrip, curves, scroll exports, audit")
        let preview = try #require(try get("/v1/preview.svg?offsets=0,10").json["detail"] as? String)
        #expect(preview == "unknown parameter 'offsets' here: it is read by filmstrip; did you mean 'offset'?")
    }

    @Test func aNameCloseToNothingGetsNoSuggestion() throws {
        let detail = try #require(try get("/v1/geometry?zoom=2").json["detail"] as? String)
        #expect(detail == "unknown parameter 'zoom'")
    }

    @Test func fidelityAndTextSizeErrorsListTheirValues() throws {
        let fidelity = try get("/v1/geometry?fidelity=native")
        #expect(fidelity.status == 400 && fidelity.json["parameter"] as? String == "fidelity")
        #expect(fidelity.json["allowed"] as? [String] == ["kit", "uikit", "ios26"])
        let textSize = try get("/v1/geometry?textSize=huge")
        #expect(textSize.status == 400 && textSize.json["parameter"] as? String == "textSize")
        #expect(
            textSize.json["allowed"] as? [String] == [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
                "AX5",
            ])
    }

    @Test func uikitGeometryThroughHTTP() throws {
        let before = try get("/v1/geometry?style=large&fidelity=uikit&offset=41.9")
        let after = try get("/v1/geometry?style=large&fidelity=uikit&offset=42")
        let title = { (response: HTTPResponse) in (response.json["title"] as? [String: Any])?["opacity"] as? Double }
        #expect(title(before) == 0 && title(after) == 1)
        let settle = before.json["settle"] as? [String: Any]
        #expect(settle?["offset"] as? Double == 52 && settle?["progress"] as? Double == 1)
    }

    @Test(
        "bad bodies are 400",
        arguments: [
            "{", "[1,2]", "\"text\"", #"{"offset":"abc"}"#, #"{"offset":1e999}"#, String(repeating: "[", count: 100),
        ])
    func badBody(body: String) throws {
        let response = try post("/v1/geometry", body)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test func invalidUTF8BodyIs400AndTheServiceGoesOn() throws {
        let connection = try HTTPConnection(port: service.port)
        let response = try connection.request(
            "POST", "/v1/geometry", body: [0x7B, 0x22, 0x74, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D])
        #expect(response.status == 400)
        #expect(try connection.request("GET", "/v1/geometry").status == 200)
    }

    @Test func largeBodyIs413() throws {
        let body = "{\"title\":\"" + String(repeating: "a", count: 70_000) + "\"}"
        #expect(try post("/v1/geometry", body).status == 413)
    }
}
