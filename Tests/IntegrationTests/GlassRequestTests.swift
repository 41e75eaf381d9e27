import Foundation
import Testing

/// `fidelity=ios26` and the action lists' spacers and prominence over HTTP against the real binary.
@Suite(.serialized)
struct GlassRequestTests: ServiceSuite {
    /// A fresh service for each test, stopped when it ends.
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    static let badQueries = [
        "trailing=spacer,plus", "trailing=plus,spacer", "trailing=search,spacer,spacer,plus", "leading=spacer",
        "trailing=prominent:", "trailing=prominent:spacer", "trailing=prominent:prominent:plus",
        "trailing=prominent:rocket", "trailing=Prominent:plus", "trailing=search,plus,share,edit,spacer,more",
    ]

    @Test("bad spacer or prominence syntax in a query is a 400 naming the list", arguments: badQueries)
    func badQueryItems(query: String) throws {
        let response = try get("/v1/geometry?fidelity=ios26&" + query)
        #expect(response.status == 400 && response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == String(query.prefix { $0 != "=" }))
    }

    static let badBodies = [
        #"["spacer","plus"]"#, #"[{"spacer":false},"plus"]"#, #"["plus",{"spacer":true,"icon":"plus"},"search"]"#,
        #"[{"icon":"plus","prominent":"yes"}]"#, #"[{"text":"Done","prominent":1}]"#, #"["plus",{"spacer":1},"x"]"#,
        #"["search",{"spacer":true}]"#,
    ]

    @Test("bad spacer or prominence members in JSON are a 400 naming the list", arguments: badBodies)
    func badBodyItems(list: String) throws {
        let response = try post("/v1/geometry", #"{"fidelity":"ios26","trailing":"# + list + "}")
        #expect(response.status == 400 && response.json["parameter"] as? String == "trailing")
    }

    @Test("ios26 with a style it does not apply to is a 400 naming the styles that take it")
    func ios26WithAnotherStyle() throws {
        for style in ["scrollEdge", "collapsible", "m3Small", "m3Large"] {
            let response = try get("/v1/geometry?fidelity=ios26&style=" + style)
            #expect(response.status == 400 && response.json["parameter"] as? String == "fidelity")
            let detail = try #require(response.json["detail"] as? String)
            #expect(detail.contains("compact, large, inlineTitle") && detail.contains(style))
        }
    }

    @Test("the query and JSON spellings give one document with platters")
    func queryAndJSONAgree() throws {
        let query = try get("/v1/geometry?fidelity=ios26&trailing=search,spacer,prominent:plus,text:Done")
        let body = try post(
            "/v1/geometry",
            #"{"fidelity":"ios26","trailing":["search",{"spacer":true},{"icon":"plus","prominent":true},"text:Done"]}"#)
        #expect(query.status == 200 && query.body == body.body)
        let platters = try #require(query.json["platters"] as? [[String: Any]])
        #expect(platters.map { $0["items"] as? [String] ?? [] } == [["trailing[0]"], ["trailing[1]"], ["trailing[2]"]])
        #expect(platters.map { $0["prominent"] as? Bool } == [false, true, false])
        #expect(platters.map { $0["shape"] as? String } == ["circle", "circle", "capsule"])
    }

    @Test("kit and uikit answer a spacer, prominence or edge as without them, entity tag included")
    func otherFidelitiesIgnoreTheGlass() throws {
        let pairs = [
            ("style=large&trailing=search,spacer,prominent:plus", "style=large&trailing=search,plus"),
            (
                "style=compact&fidelity=uikit&trailing=prominent:text:Done",
                "style=compact&fidelity=uikit&trailing=text:Done"
            ),
            ("style=large&edge=hard", "style=large"),
            ("style=inlineTitle&fidelity=uikit", "style=inlineTitle"),
        ]
        for (marked, plain) in pairs {
            let (a, b) = (try get("/v1/geometry?" + marked), try get("/v1/geometry?" + plain))
            #expect(a.status == 200 && a.body == b.body, "\(marked)")
            #expect(a.header("ETag") == b.header("ETag"), "\(marked)")
        }
    }

    @Test("the glass preview is well-formed XML with one group per platter", arguments: ["light", "dark"])
    func previewIsWellFormed(appearance: String) throws {
        let response = try get(
            "/v1/preview.svg?fidelity=ios26&back=Mailboxes&trailing=search,prominent:plus&offset=30&appearance="
                + appearance)
        #expect(response.status == 200)
        #expect(response.text.contains(#"id="platter-0""#) && response.text.contains(#"id="platter-1""#))
        #expect(!response.text.contains(#"id="hairline""#) && !response.text.contains(#"id="header-background""#))
        let lint = try XMLLint.check(response.body)
        #expect(lint.status == 0, "xmllint: \(lint.errors.prefix(500))")
    }
}
