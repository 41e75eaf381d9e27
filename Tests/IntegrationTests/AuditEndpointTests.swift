import Foundation
import Testing

/// `/v1/audit` over HTTP against the real binary: the document's shape, planted defects, the catalog's rules, GET
/// and POST alike, entity tags and the `400`s.
@Suite(.serialized)
struct AuditEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    func findings(_ document: [String: Any]) -> [[String: Any]] {
        document["findings"] as? [[String: Any]] ?? []
    }

    @Test(arguments: [("large", 12), ("m3Small", 7)])
    func aDefaultHeaderHasNoErrorsOverItsWholeRange(style: String, sizes: Int) throws {
        let response = try get("/v1/audit?style=\(style)")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let document = response.json
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        let checked = try #require(document["checked"] as? [String: Any])
        #expect(checked["from"] as? Double == -60)
        #expect((checked["offsets"] as? Int ?? 0) > 100)
        // Dynamic Type categories for iOS, the positions of Android's font size slider for Material.
        let variants = (checked["textSizes"] as? [Any]) ?? (checked["fontScales"] as? [Any])
        #expect(variants?.count ?? 0 == sizes)
    }

    @Test func systemBlueBackLabelOnWhiteIsAContrastErrorWithItsColours() throws {
        let document = try get("/v1/audit?style=compact&back=Mailboxes&textSizes=large").json
        let finding = try #require(findings(document).first { $0["rule"] as? String == "contrast-text" })
        #expect(finding["part"] as? String == "back")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["measured"] as? Double == 4.017)
        #expect(finding["threshold"] as? Double == 4.5)
        #expect(finding["foreground"] as? String == "#007AFF")
        #expect(finding["background"] as? String == "#FFFFFF")
        #expect(finding["textSizes"] as? [String] == ["large"])
        #expect(finding["source"] as? String == "WCAG 2.2, 1.4.3 Contrast (Minimum)")
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == findings(document).filter { $0["severity"] as? String == "error" }.count)
    }

    @Test func aTitleThatOnlyFitsAtSmallerSizesIsFoundFromAX2Up() throws {
        let document = try get("/v1/audit?title=Quarterly+Reports").json
        let finding = try #require(findings(document).first { $0["rule"] as? String == "text-truncated" })
        #expect(finding["part"] as? String == "largeTitle")
        #expect(finding["textSizes"] as? [String] == ["AX2", "AX3", "AX4", "AX5"])
        #expect((finding["message"] as? String)?.contains("from AX2 up at offsets -60 to ") == true)
    }

    @Test func aMaterialTitleThatFitsAtTheDefaultScaleTruncatesFromALargerFontScaleUp() throws {
        let query = "/v1/audit?style=m3Small&title=Quarterly+Reports+Overview&trailing=search,more"
        let document = try get(query).json
        let checked = try #require(document["checked"] as? [String: Any])
        #expect(checked["fontScales"] as? [Double] == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
        #expect(checked["textSizes"] == nil)
        let finding = try #require(
            findings(document).first { $0["rule"] as? String == "text-truncated" && $0["part"] as? String == "title" })
        #expect(finding["fontScales"] as? [Double] == [1.15, 1.3, 1.5, 1.8, 2])
        #expect((finding["message"] as? String)?.contains("from font scale 1.15 up") == true)
        // Asked for alone, the default scale finds nothing truncated.
        let standard = try get(query + "&fontScales=1").json
        #expect(!findings(standard).contains { $0["rule"] as? String == "text-truncated" })
    }

    @Test func aFlexibleBarsTwoSubtitlesAreTwoParts() throws {
        let document = try get("/v1/audit?style=m3LargeFlexible&subtitle=3+unread").json
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        // The expanded subtitle fading out and the bar's fading in are not one line jumping across the bar.
        #expect(!findings(document).contains { $0["rule"] as? String == "motion-jump" })
    }

    @Test func postAnswersExactlyWhatGetAnswers() throws {
        let viaGet = try get("/v1/audit?style=compact&trailing=text:Done,search&textSizes=large,AX1&step=2")
        let viaPost = try post(
            "/v1/audit",
            #"{"style":"compact","trailing":[{"text":"Done"},"search"],"textSizes":["AX1","large"],"step":2}"#)
        #expect(viaGet.status == 200 && viaPost.status == 200)
        #expect(viaGet.body == viaPost.body)
    }

    @Test func aLabelWithQuotesAndMarkupStaysInsideItsJSONString() throws {
        let label = "Say \"hi\" </script><b>"
        let encoded = label.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let response = try get("/v1/audit?style=compact&trailing=text:\(encoded)&textSizes=large")
        #expect(response.status == 200)
        let finding = try #require(findings(response.json).first { $0["part"] as? String == "trailing[0]" })
        #expect((finding["message"] as? String)?.contains(label) == true)
    }

    @Test func theCatalogListsEveryRuleWithItsSeverityAndSource() throws {
        let catalog = try get("/v1/catalog").json
        let rules = try #require(catalog["auditRules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["id"] as? String } == [
                "text-truncated", "parts-collide", "target-size", "contrast-text", "contrast-icon", "safe-area",
                "motion-jump",
            ])
        for rule in rules {
            #expect(["error", "warning", "notice"].contains(rule["severity"] as? String ?? ""))
            #expect(!(rule["source"] as? String ?? "").isEmpty)
        }
    }

    @Test func aRepeatedRequestIsAnsweredWith304() throws {
        let first = try get("/v1/audit?style=m3Small")
        let tag = try #require(first.header("ETag"))
        #expect(try get("/v1/audit?style=m3Small", headers: ["If-None-Match": tag]).status == 304)
    }

    @Test(arguments: [
        ("textSizes=large,huge", "textSizes"),
        ("style=m3Small&fontScales=3", "fontScales"),
        ("style=m3Small&fontScales=1,1", "fontScales"),
        ("textSizes=large,large", "textSizes"),
        ("textSizes=", "textSizes"),
        ("from=50&to=10", "to"),
        ("to=-100", "to"),
        ("from=-100000&to=100000&step=1", "step"),
        ("step=0", "step"),
        ("frames=3", "frames"),
    ])
    func badInputIsA400NamingTheParameter(query: String, parameter: String) throws {
        let response = try get("/v1/audit?\(query)")
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
    }
}
