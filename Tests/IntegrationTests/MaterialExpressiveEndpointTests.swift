import Foundation
import Testing

/// The flexible bars, Material subtitles, `titleAlignment` and `fontScale` over HTTP against the real binary.
@Suite(.serialized)
struct MaterialExpressiveEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    @Test("the flexible bars' subtitle is largeTitle.subtitle and title.subtitle; the small bar's is title.subtitle")
    func subtitlesInTheDocument() throws {
        let flexible = try get("/v1/geometry?style=m3LargeFlexible&subtitle=3%20unread&device=pixel-8").json
        let large = try #require(flexible["largeTitle"] as? [String: Any])
        #expect((large["subtitle"] as? [String: Any])?["text"] as? String == "3 unread")
        let title = try #require(flexible["title"] as? [String: Any])
        #expect((title["subtitle"] as? [String: Any])?["text"] as? String == "3 unread")
        let bar = try #require((flexible["bar"] as? [String: Any])?["frame"] as? [String: Any])
        #expect(bar["height"] as? Double == 152)
        let small = try get("/v1/geometry?style=m3Small&subtitle=3%20unread&titleAlignment=center").json
        #expect(((small["title"] as? [String: Any])?["subtitle"] as? [String: Any])?["text"] as? String == "3 unread")
        #expect(small["largeTitle"] == nil)
    }

    @Test(
        "bad values are refused naming the parameter",
        arguments: [
            ("fontScale=3", "fontScale"), ("fontScale=0.5", "fontScale"), ("fontScale=nan", "fontScale"),
            ("fontScale=big", "fontScale"), ("titleAlignment=right", "titleAlignment"),
        ])
    func badValues(query: String, parameter: String) throws {
        let response = try get("/v1/geometry?style=m3MediumFlexible&" + query)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
    }

    @Test("fontScale grows the sample content in the preview and the CSS page alike: 17 → 29 and 15 → 27 at 2")
    func sampleContentGrows() throws {
        for (scale, sender, body) in [("1", "17", "15"), ("2", "29", "27")] {
            for endpoint in ["/v1/preview.svg?", "/v1/scroll.html?to=40&"] {
                let text = String(decoding: try get(endpoint + "style=m3Small&fontScale=" + scale).body, as: UTF8.self)
                #expect(text.contains("font-size=\"\(sender)\""), "\(endpoint) \(scale)")
                #expect(text.contains("font-size=\"\(body)\""), "\(endpoint) \(scale)")
            }
        }
        let plain = try get("/v1/scroll.lottie.json?style=m3Small&to=40&step=10")
        let scaled = try get("/v1/scroll.lottie.json?style=m3Small&fontScale=2&to=40&step=10")
        #expect(plain.status == 200 && scaled.status == 200 && plain.body != scaled.body)
    }

    @Test("every picture and export of the flexible bars answers", arguments: ["m3MediumFlexible", "m3LargeFlexible"])
    func exportsAnswer(style: String) throws {
        let query = "style=\(style)&subtitle=3%20unread&titleAlignment=center&scrollBehavior=exitUntilCollapsed"
        for endpoint in [
            "/v1/preview.svg", "/v1/preview.png", "/v1/filmstrip.svg", "/v1/scroll.svg?to=80&",
            "/v1/scroll.lottie.json?to=80&", "/v1/scroll.html?to=80&",
        ] {
            let separator = endpoint.hasSuffix("&") ? "" : "?"
            let response = try get(endpoint + separator + query)
            #expect(response.status == 200, "\(endpoint)")
            #expect(!response.body.isEmpty, "\(endpoint)")
        }
    }
}
