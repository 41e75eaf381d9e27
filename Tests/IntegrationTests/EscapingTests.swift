import Foundation
import Testing

extension Hostile {
    /// Markup, quotes, ampersands, control, bidi and non-characters, and emoji in every string that reaches an SVG
    /// (title, subtitle, back, text action labels, icon action labels) on every SVG endpoint, in both text modes
    /// with guides: each answer is well-formed XML with no live markup. The JSON answers carry the same strings
    /// back exactly.
    @Suite struct EscapingTests {
        /// A title at most 200 characters long that tries everything.
        static let title =
            "<script>alert(1)</script> & \"q\" 'a' &amp; \u{1}\u{1F}\u{7F} \u{202E}evil\u{202C} \u{2066}iso\u{2069} "
            + "\u{200F}rlm \u{FFFE}\u{FFFF} 👩‍👩‍👧 🏳️‍🌈 ]]> <!-- x --> <?pi?> <![CDATA[y]]>"
        /// An action label at most 50 characters long that tries the same.
        static let label = "<b>&\"'\u{1}\u{7F}\u{202E}😀</b>"

        static let paths = ["/v1/preview.svg", "/v1/filmstrip.svg", "/v1/curves.svg"]

        static var body: [String: Any] {
            [
                "style": "large", "title": title, "subtitle": title, "back": title, "guides": true,
                "leading": [["text": label]], "trailing": [["icon": "search", "label": label], ["text": label]],
            ]
        }

        @Test(arguments: paths, ["text", "paths"])
        func postedStringsArriveEscapedInWellFormedSVG(path: String, mode: String) throws {
            let service = try ServiceProcess(["--log", "none"])
            var body = Self.body
            body["text"] = mode
            let json = try JSONSerialization.data(withJSONObject: body)
            let response = try HTTPConnection(port: service.port).request(
                "POST", path, headers: ["Content-Type": "application/json"], body: Array(json))
            try expectSafeSVG(response)
        }

        @Test(arguments: paths, ["text", "paths"])
        func queryStringsArriveEscapedInWellFormedSVG(path: String, mode: String) throws {
            let service = try ServiceProcess(["--log", "none"])
            let title = try #require(Self.title.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let label = try #require(
                ("text:" + Self.label).addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let target =
                "\(path)?style=large&text=\(mode)&guides=true&title=\(title)&subtitle=\(title)&back=\(title)"
                + "&leading=\(label)&trailing=search,\(label)"
            let response = try HTTPConnection(port: service.port).request("GET", target)
            try expectSafeSVG(response)
        }

        @Test func geometryCarriesEveryStringBackExactly() throws {
            let service = try ServiceProcess(["--log", "none"])
            var body = Self.body
            body["width"] = 4000
            body.removeValue(forKey: "guides")
            let response = try post(service, "/v1/geometry", body)
            #expect(response.status == 200)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let title = try #require(document["title"] as? [String: Any])
            #expect(title["text"] as? String == Self.title)
            #expect(title["truncated"] as? Bool == false)
            let largeTitle = try #require(document["largeTitle"] as? [String: Any])
            #expect(largeTitle["text"] as? String == Self.title)
            #expect((largeTitle["subtitle"] as? [String: Any])?["text"] as? String == Self.title)
            let back = try #require(document["back"] as? [String: Any])
            #expect((back["accessibility"] as? [String: Any])?["label"] as? String == Self.title)
            let actions = try #require(document["actions"] as? [[String: Any]])
            #expect(actions.map { $0["label"] as? String } == [Self.label, Self.label, Self.label])
        }

        @Test func timelineCarriesTheTitleBackExactly() throws {
            let service = try ServiceProcess(["--log", "none"])
            let response = try post(
                service, "/v1/timeline", ["title": Self.title, "width": 4000, "from": 0, "to": 100, "step": 25])
            #expect(response.status == 200)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let frames = try #require(document["frames"] as? [[String: Any]])
            #expect(frames.count == 5)
            for frame in frames {
                #expect((frame["title"] as? [String: Any])?["text"] as? String == Self.title)
            }
        }

        private func post(_ service: ServiceProcess, _ path: String, _ body: [String: Any]) throws -> HTTPResponse {
            try HTTPConnection(port: service.port).request(
                "POST", path, headers: ["Content-Type": "application/json"],
                body: Array(try JSONSerialization.data(withJSONObject: body)))
        }

        private func expectSafeSVG(_ response: HTTPResponse, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(response.status == 200, sourceLocation: sourceLocation)
            let text = response.text
            #expect(!text.contains("<script"), sourceLocation: sourceLocation)
            #expect(
                !text.contains("<b>") && !text.contains("<!-- x") && !text.contains("<?pi"),
                sourceLocation: sourceLocation)
            #expect(text.contains("&lt;script&gt;"), sourceLocation: sourceLocation)
            let controls = response.body.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
            #expect(controls.isEmpty, "control bytes \(controls)", sourceLocation: sourceLocation)
            let lint = try XMLLint.check(response.body)
            #expect(lint.status == 0, "xmllint: \(lint.errors.prefix(500))", sourceLocation: sourceLocation)
        }
    }
}

/// `/usr/bin/xmllint --noout` on a document written to a temporary file.
enum XMLLint {
    static func check(_ document: [UInt8]) throws -> (status: Int32, errors: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("escaping-\(UUID().uuidString).svg")
        try Data(document).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
