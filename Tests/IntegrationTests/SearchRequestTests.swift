import Foundation
import Testing

/// `search` and `searchBehavior` over HTTP against the real binary: the band in the geometry, in the picture, and
/// the `400`s.
@Suite(.serialized)
struct SearchRequestTests: ServiceSuite {
    /// A fresh service for each test, stopped when it ends.
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    @Test("the geometry has the band, and the query and JSON spellings agree")
    func geometry() throws {
        let query = try get("/v1/geometry?style=large&search=Mail&offset=4")
        let body = try post("/v1/geometry", #"{"style":"large","search":"Mail","offset":4}"#)
        #expect(query.status == 200 && query.body == body.body)
        let search = try #require(query.json["search"] as? [String: Any])
        let field = try #require((search["field"] as? [String: Any])?["frame"] as? [String: Any])
        #expect(field["height"] as? Double == 32)
        let placeholder = try #require(search["placeholder"] as? [String: Any])
        #expect(placeholder["text"] as? String == "Mail" && placeholder["truncated"] as? Bool == false)
        let thresholds = try #require(query.json["thresholds"] as? [String: Any])
        #expect(thresholds["searchCollapsed"] as? Double == 44)
    }

    @Test("an empty placeholder is the platform's own, and the band's parameters change the entity tag")
    func placeholderAndKey() throws {
        let empty = try get("/v1/geometry?style=compact&search=")
        let search = try #require(empty.json["search"] as? [String: Any])
        #expect((search["placeholder"] as? [String: Any])?["text"] as? String == "Search")
        let plain = try get("/v1/geometry?style=compact")
        let always = try get("/v1/geometry?style=compact&search=&searchBehavior=always")
        let tags = [empty, plain, always].map { $0.header("ETag") ?? "" }
        #expect(Set(tags).count == 3)
        // Without a field, searchBehavior changes nothing, and is keyed as absent.
        let unused = try get("/v1/geometry?style=compact&searchBehavior=always")
        #expect(unused.header("ETag") == plain.header("ETag"))
    }

    @Test("the preview draws the field, its magnifier and placeholder, under their names")
    func preview() throws {
        let response = try get("/v1/preview.svg?style=large&search=Find+a+message")
        #expect(response.status == 200)
        let svg = response.text
        #expect(svg.contains(#"id="search""#) && svg.contains(#"id="search-icon""#))
        #expect(svg.contains(#"id="search-placeholder""#) && svg.contains("Find a message"))
        let collapsed = try get("/v1/preview.svg?style=large&search=Find&offset=44").text
        #expect(!collapsed.contains(#"id="search""#))
    }

    @Test(
        "rsvg-convert's raster of the preview has the field's fill exactly inside the geometry's field frame",
        arguments: [0.0, 20])
    func fieldPixels(offset: Double) throws {
        let query = "style=large&search=&scale=1&offset=\(offset)"
        let geometry = try get("/v1/geometry?" + query)
        let search = try #require(geometry.json["search"] as? [String: Any])
        let field = try #require((search["field"] as? [String: Any])?["frame"] as? [String: Double])
        let svg = try get("/v1/preview.svg?" + query)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-search-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("picture.svg")
        let png = folder.appendingPathComponent("picture.png")
        try Data(svg.body).write(to: svgFile)
        let converted = try PNGEndpointTests.run("rsvg-convert", ["-o", png.path, svgFile.path])
        #expect(converted.status == 0, "\(converted.output)")
        // Two points on the field's trailing side, clear of the placeholder: its middle row, and 3 points under the
        // field's bottom (inside the band, but under a squeezed field the screen).
        let x = Int(field["x"]! + field["width"]! - 20)
        let inside = Int(field["y"]! + field["height"]! / 2)
        let below = Int(field["y"]! + field["height"]! + 3)
        let script =
            "from PIL import Image; i = Image.open('\(png.path)').convert('RGB'); "
            + "print(i.getpixel((\(x), \(inside))), i.getpixel((\(x), \(below))))"
        let read = try PNGEndpointTests.run("python3", ["-c", script])
        #expect(read.status == 0, "Pillow: \(read.output)")
        // tertiarySystemFill, 0x1F767680, over the white screen: 255 - 31/255 * (255 - 118) = 238.3.
        #expect(read.output.trimmingCharacters(in: .whitespacesAndNewlines) == "(238, 238, 239) (255, 255, 255)")
    }

    @Test("m3Search has its field without search, the bar's colours and a preview drawing it with the items")
    func materialSearchBar() throws {
        let plain = try get("/v1/geometry?style=m3Search&navigation=menu&trailing=person")
        let empty = try get("/v1/geometry?style=m3Search&navigation=menu&trailing=person&search=")
        #expect(plain.status == 200 && plain.body == empty.body && plain.header("ETag") == empty.header("ETag"))
        let search = try #require(plain.json["search"] as? [String: Any])
        let field = try #require((search["field"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(field["height"] == 56 && (search["field"] as? [String: Any])?["cornerRadius"] as? Double == 28)
        let colors = try #require(plain.json["colors"] as? [String: String])
        #expect(colors["searchField"] != nil)
        #expect(plain.json["title"] == nil)
        let svg = try get("/v1/preview.svg?style=m3Search&navigation=menu&trailing=person&search=Find").text
        #expect(svg.contains(#"id="search""#) && svg.contains(#"id="search-placeholder""#) && svg.contains("Find"))
    }

    static let refused: [(query: String, parameter: String, says: String)] = [
        ("style=m3Small&search=x", "search", "compact, large, inlineTitle"),
        ("style=scrollEdge&search=", "search", "got style=scrollEdge"),
        ("style=large&fidelity=ios26&search=", "search", "bottom toolbar"),
        ("style=large&search=x&searchBehavior=sometimes", "searchBehavior", "hideOnScroll"),
        ("style=m3Search&scrollBehavior=exitUntilCollapsed", "scrollBehavior", "no collapsed form"),
        ("style=large&search=" + String(repeating: "a", count: 201), "search", "200"),
    ]

    @Test(
        "a style without a band, fidelity=ios26, a bad behaviour or a long placeholder is a 400 naming it",
        arguments: refused)
    func refusals(query: String, parameter: String, says: String) throws {
        let response = try get("/v1/geometry?" + query)
        #expect(response.status == 400 && response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
        #expect((response.json["detail"] as? String ?? "").contains(says))
    }
}
