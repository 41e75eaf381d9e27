import Foundation
import Testing

/// Tabs under a Material bar over HTTP against the real binary: the document's `tabs` part, its `400`s, and the
/// PNG preview drawing the indicator in the scheme's `primary`.
@Suite(.serialized)
struct TabsEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    static func frame(_ value: Any?) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let frame = try #require(value as? [String: Any])
        return (
            try #require(frame["x"] as? Double), try #require(frame["y"] as? Double),
            try #require(frame["width"] as? Double), try #require(frame["height"] as? Double)
        )
    }

    @Test("the geometry document carries the tab row under the bar")
    func document() throws {
        let response = try get("/v1/geometry?style=m3Small&device=pixel-8&tabs=Inbox,Sent,Drafts&selectedTab=1")
        #expect(response.status == 200)
        let tabs = try #require(response.json["tabs"] as? [String: Any])
        #expect(tabs["style"] as? String == "primary" && tabs["mode"] as? String == "fixed")
        let row = try Self.frame(tabs["frame"])
        #expect(row.y == 24 + 64 && row.height == 48 && row.width == 412)
        let items = try #require(tabs["items"] as? [[String: Any]])
        #expect(items.map { $0["text"] as? String } == ["Inbox", "Sent", "Drafts"])
        #expect(items.map { $0["selected"] as? Bool } == [false, true, false])
        #expect(items.allSatisfy { $0["truncated"] as? Bool == false && $0["touchTarget"] != nil })
        let indicator = try #require(tabs["indicator"] as? [String: Any])
        #expect(indicator["cornerRadius"] as? Double == 3)
        let content = try #require(response.json["content"] as? [String: Any])
        let top = try #require((content["top"] as? NSNumber)?.doubleValue)
        #expect(abs(top - (24 + 64 + 48)) < 1e-9, "content.top \(top)")
        let plain = try get("/v1/geometry?style=m3Small&device=pixel-8")
        #expect(plain.json["tabs"] == nil)
        #expect(
            try get("/v1/geometry?style=m3Small&device=pixel-8&tabStyle=secondary").header("ETag")
                == plain.header("ETag"))
    }

    @Test(
        "bad tabs are a problem+json 400 naming the parameter",
        arguments: [
            ("style=collapsible&tabs=Inbox,Sent", "tabs"), ("style=m3Small&tabs=A,B&selectedTab=2", "selectedTab"),
            ("style=m3Small&tabs=1,2,3,4,5,6,7,8,9", "tabs"),
            ("style=m3Small&tabs=" + String(repeating: "x", count: 41), "tabs"),
        ])
    func refusals(query: String, parameter: String) throws {
        let response = try get("/v1/geometry?" + query)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
        let icon = try post("/v1/geometry", #"{"style":"m3Small","tabs":[{"icon":"rocket"}]}"#)
        #expect(icon.status == 400 && icon.json["parameter"] as? String == "tabs")
    }

    @Test("the PNG preview draws the indicator in primary and the row under the bar at every behaviour")
    func pictureDrawsTheIndicator() throws {
        for (behavior, offset) in [("pinned", 0), ("enterAlways", 200), ("exitUntilCollapsed", 40)] {
            let query =
                "style=m3Large&device=pixel-8&scale=2&tabs=Inbox,Sent,Drafts&tabStyle=secondary"
                + "&scrollBehavior=\(behavior)&offset=\(offset)"
            let geometry = try get("/v1/geometry?" + query).json
            let tabs = try #require(geometry["tabs"] as? [String: Any])
            let indicator = try Self.frame((tabs["indicator"] as? [String: Any])?["frame"])
            let colors = try #require(geometry["colors"] as? [String: String])
            let primary = try #require(colors["primary"])
            let png = try get("/v1/preview.png?" + query)
            #expect(png.status == 200)
            let x = Int((indicator.x + indicator.width / 2) * 2)
            let y = Int((indicator.y + indicator.height / 2) * 2)
            #expect(try Self.pixel(png.body, x: x, y: y) == primary, "\(behavior) at \(offset)")
        }
    }

    /// The colour `#RRGGBB` of the PNG's pixel at (`x`, `y`), read by Pillow.
    static func pixel(_ png: [UInt8], x: Int, y: Int) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-tabs-\(UUID()).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script =
            "import sys; from PIL import Image; r, g, b = Image.open(sys.argv[1]).convert('RGB').getpixel(("
            + "int(sys.argv[2]), int(sys.argv[3]))); print('#%02X%02X%02X' % (r, g, b))"
        let result = try PNGEndpointTests.run("python3", ["-c", script, file.path, String(x), String(y)])
        #expect(result.status == 0, "Pillow (run scripts/setup --test): \(result.output)")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
