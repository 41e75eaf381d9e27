import Foundation
import Testing

/// `sliverAppBar` and its picture over HTTP against the real binary: the document's `image` part, pictures sent as
/// `data:` URIs drawn where the document says (read back by Pillow from the PNG), every hostile picture a `400` naming
/// `image` with the service answering the next request, and the entity tag following the picture's bytes. The
/// pictures are made by Pillow, not by Masthead.
@Suite(.serialized)
struct SliverAppBarEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    /// Bytes that Python writes to standard output: `script` runs with `sys`, `io`, `struct`, `zlib` and PIL's
    /// `Image` imported, and writes `out` (bytes) once done.
    static func python(_ script: String) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-sliver-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        let program =
            "import sys, io, struct, zlib\nfrom PIL import Image\n" + script
            + "\nopen(sys.argv[1], 'wb').write(out)\n"
        let result = try PNGEndpointTests.run("python3", ["-c", program, file.path])
        #expect(result.status == 0, "Pillow (run scripts/setup --test): \(result.output)")
        return try [UInt8](Data(contentsOf: file))
    }

    /// A picture of one colour, `width` × `height`, encoded by Pillow as `format` (`PNG`, `JPEG`, `GIF`).
    static func solid(_ format: String, _ color: String, width: Int = 120, height: Int = 80) throws -> [UInt8] {
        try python(
            "b = io.BytesIO(); Image.new('RGB', (\(width), \(height)), '\(color)').save(b, '\(format)'); "
                + "out = b.getvalue()")
    }

    static func dataURI(_ type: String, _ bytes: [UInt8]) -> String {
        "data:\(type);base64," + Data(bytes).base64EncodedString()
    }

    static func body(_ image: String, _ more: String = "") -> String {
        #"{"style":"sliverAppBar","device":"pixel-8","title":"Lisbon","image":""# + image + #"""# + more + "}"
    }

    @Test("the document has the image part at rest, behind a header expandedHeight under the status bar")
    func document() throws {
        let response = try get("/v1/geometry?style=sliverAppBar&device=pixel-8&image=sample&pinned=true")
        #expect(response.status == 200)
        let image = try #require(response.json["image"] as? [String: Any])
        #expect(image["source"] as? String == "sample" && image["opacity"] as? Double == 1)
        let frame = try TabsEndpointTests.frame(image["frame"])
        // Pixel 8: a 24-point status bar and the 200-point expanded height (Masthead's default, the sample's).
        #expect(frame.y == 0 && frame.height == 224 && frame.width == 412)
        let header = try TabsEndpointTests.frame((response.json["header"] as? [String: Any])?["frame"])
        #expect(header.height == 224)
        // Collapsed (pinned): the 56-point toolbar under the status bar, the picture faded out.
        let collapsed = try get("/v1/geometry?style=sliverAppBar&device=pixel-8&image=sample&pinned=true&offset=400")
        let gone = collapsed.json["image"] as? [String: Any]
        #expect(gone == nil || gone?["opacity"] as? Double == 0)
        let bar = try TabsEndpointTests.frame((collapsed.json["header"] as? [String: Any])?["frame"])
        #expect(bar.height == 24 + 56)
    }

    @Test(
        "bad sliverAppBar parameters are a problem+json 400 naming the parameter",
        arguments: [
            ("style=compact&image=sample", "image"), ("style=sliverAppBar&snap=true", "snap"),
            ("style=sliverAppBar&expandedHeight=2001", "expandedHeight"),
            ("style=sliverAppBar&collapseMode=zoom", "collapseMode"),
            ("style=sliverAppBar&stretchModes=zoomBackground,spin", "stretchModes"),
            ("style=sliverAppBar&image=https%3A%2F%2Fexample.com%2Fa.png", "image"),
            ("style=sliverAppBar&image=lisbon.png", "image"),
        ])
    func refusals(query: String, parameter: String) throws {
        let response = try get("/v1/geometry?" + query)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
    }

    @Test("a sent PNG and JPEG are drawn to cover the image frame, and their hash is in the document")
    func sentPicturesAreDrawn() throws {
        for (format, type) in [("PNG", "image/png"), ("JPEG", "image/jpeg")] {
            let bytes = try Self.solid(format, "#3366cc")
            let body = Self.body(Self.dataURI(type, bytes), #","scale":1"#)
            let geometry = try post("/v1/geometry", body)
            #expect(geometry.status == 200, "\(format): \(geometry.text)")
            let image = try #require(geometry.json["image"] as? [String: Any])
            #expect(image["source"] as? String == "data")
            let digest = try Self.python(
                "import hashlib; out = hashlib.sha256(bytes.fromhex('"
                    + bytes.map { String(format: "%02x", $0) }.joined() + "')).hexdigest().encode()")
            #expect(image["sha256"] as? String == String(decoding: digest, as: UTF8.self))
            let png = try post("/v1/preview.png", body)
            #expect(png.status == 200)
            // Below the toolbar, left of the title: nothing but the picture there.
            let color = try TabsEndpointTests.pixel(png.body, x: 300, y: 110)
            let channels = stride(from: 1, to: 7, by: 2).map {
                Int(color.dropFirst($0).prefix(2), radix: 16) ?? -1
            }
            // JPEG's colour conversion moves a channel by a step or two.
            for (channel, wanted) in zip(channels, [0x33, 0x66, 0xCC]) {
                #expect(abs(channel - wanted) <= 3, "\(format): \(color) at (300, 110)")
            }
            let svg = try post("/v1/preview.svg", body)
            #expect(svg.text.contains(#"<image "#) && svg.text.contains("href=\"data:\(type);base64,"))
        }
    }

    @Test("the cache follows the picture's bytes: another picture with the same parameters is drawn anew")
    func cacheFollowsThePicture() throws {
        let blue = Self.body(Self.dataURI("image/png", try Self.solid("PNG", "#3366cc")), #","scale":1"#)
        let red = Self.body(Self.dataURI("image/png", try Self.solid("PNG", "#cc3333")), #","scale":1"#)
        for (body, color) in [(blue, "#3366CC"), (red, "#CC3333"), (blue, "#3366CC"), (red, "#CC3333")] {
            let png = try post("/v1/preview.png", body)
            #expect(png.status == 200)
            #expect(try TabsEndpointTests.pixel(png.body, x: 300, y: 110) == color)
        }
        let hashes = try [blue, red].map { try post("/v1/geometry", $0).json["image"] as? [String: Any] }
        #expect(hashes[0]?["sha256"] as? String != hashes[1]?["sha256"] as? String)
        // A GET's entity tag: the picture, or none.
        let sample = try get("/v1/preview.svg?style=sliverAppBar&device=pixel-8&title=Lisbon&image=sample")
        let none = try get("/v1/preview.svg?style=sliverAppBar&device=pixel-8&title=Lisbon")
        #expect(sample.status == 200 && none.status == 200)
        #expect(sample.header("ETag") != nil && sample.header("ETag") != none.header("ETag"))
    }

    /// Hostile pictures, each made outside Masthead: the script sets `out` to the `data:` URI's bytes.
    static let hostile: [(name: String, type: String, script: String)] = [
        (
            "a truncated PNG", "image/png",
            "b = io.BytesIO(); Image.new('RGB', (300, 200), '#3366cc').save(b, 'PNG'); out = b.getvalue()[:-40]"
        ),
        (
            "a PNG that claims 100,000 × 100,000", "image/png",
            "def chunk(k, d): return struct.pack('>I', len(d)) + k + d + struct.pack('>I', zlib.crc32(k + d))\n"
                + "out = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 100000, 100000, 8, 2, 0, "
                + "0, 0)) + chunk(b'IDAT', zlib.compress(b'\\x00' * 64)) + chunk(b'IEND', b'')"
        ),
        (
            "a GIF", "image/gif",
            "b = io.BytesIO(); Image.new('RGB', (30, 20), '#3366cc').save(b, 'GIF'); out = b.getvalue()"
        ),
        (
            "a GIF sent as a PNG", "image/png",
            "b = io.BytesIO(); Image.new('RGB', (30, 20), '#3366cc').save(b, 'GIF'); out = b.getvalue()"
        ),
        ("a text file", "text/plain", "out = b'not a picture at all'"),
        ("a text file sent as a PNG", "image/png", "out = b'not a picture at all'"),
        ("an SVG", "image/svg+xml", "out = b'<svg xmlns=\"http://www.w3.org/2000/svg\"/>'"),
        // 1.25 MiB decoded: the body is under 2 MiB, the picture over its 1 MiB.
        ("1.25 MiB of picture", "image/png", "out = b'\\x89PNG\\r\\n\\x1a\\n' + bytes(5 * 256 * 1024)"),
    ]

    @Test("every hostile picture is a 400 naming image that says what is wrong, and the next request is answered")
    func hostilePicturesAreRefused() throws {
        for (name, type, script) in Self.hostile {
            let response = try post("/v1/preview.png", Self.body(Self.dataURI(type, try Self.python(script))))
            #expect(response.status == 400, "\(name): \(response.status) \(response.text.prefix(300))")
            #expect(response.header("Content-Type") == "application/problem+json", "\(name)")
            #expect(response.json["parameter"] as? String == "image", "\(name)")
            let detail = response.json["detail"] as? String ?? ""
            #expect(detail.count > 20, "\(name): \(detail)")
            #expect(try get("/v1/geometry?style=sliverAppBar&image=sample").status == 200, "after \(name)")
        }
        // Base64 with holes, and a URL in a body: never fetched.
        let png = Self.dataURI("image/png", try Self.solid("PNG", "#3366cc"))
        let holed = String(png.prefix(60)) + " \\n" + String(png.dropFirst(60))
        for image in [holed, "https://example.com/a.png", "file:///etc/passwd"] {
            let response = try post("/v1/geometry", Self.body(image))
            #expect(response.status == 400 && response.json["parameter"] as? String == "image", "\(image.prefix(40))")
        }
        // 2 MiB of picture is a body over 2 MiB: refused before it is read, and the connection closed.
        let huge = Self.body(Self.dataURI("image/png", [UInt8](repeating: 7, count: 2 << 20)))
        let connection = try HTTPConnection(port: service.port)
        try connection.send(
            "POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(huge.utf8.count)\r\n\r\n")
        let over = try connection.readResponse()
        #expect(over.status == 413 && over.header("Content-Type") == "application/problem+json")
        #expect(try get("/v1/geometry?style=sliverAppBar&image=sample").status == 200)
    }

    /// How many answers of `route` were rendered on `lane` (`connection` or `render`), from `/metrics`.
    func renders(_ route: String, lane: String) throws -> Int {
        let metrics = try get("/metrics").text
        let prefix = "masthead_render_duration_seconds_count{route=\"\(route)\",lane=\"\(lane)\"} "
        let line = metrics.split(separator: "\n").first { $0.hasPrefix(prefix) }
        return Int(line?.dropFirst(prefix.count) ?? "") ?? 0
    }

    @Test("a sent picture is checked and decoded on the render lane, not on the thread that reads connections")
    func picturesAreDecodedOnTheRenderLane() throws {
        let picture = Self.dataURI("image/png", try Self.solid("PNG", "#3366cc", width: 1600, height: 900))
        let (connection, render) = (
            try renders("/v1/geometry", lane: "connection"), try renders("/v1/geometry", lane: "render")
        )
        #expect(try post("/v1/geometry", Self.body(picture, #","offset":7.5"#)).status == 200)
        #expect(try renders("/v1/geometry", lane: "render") == render + 1)
        // The next offset of the same body takes the decoded scene: a geometry answer, on the connection's thread.
        #expect(try post("/v1/geometry", Self.body(picture, #","offset":8.5"#)).status == 200)
        #expect(try renders("/v1/geometry", lane: "connection") == connection + 1)
        // Without a picture, on the connection's thread too.
        #expect(try post("/v1/geometry", #"{"style":"sliverAppBar","offset":9.5}"#).status == 200)
        #expect(try renders("/v1/geometry", lane: "connection") == connection + 2)
        #expect(try renders("/v1/geometry", lane: "render") == render + 1)
    }

    @Test("a body over 64 KiB without an image is a 413; with one it is read")
    func largeBodiesNeedAnImage() throws {
        let padding = String(repeating: " ", count: 70_000)
        let plain = try post("/v1/geometry", #"{"style":"sliverAppBar","title":"Lisbon"}"# + padding)
        #expect(plain.status == 413)
        let picture = Self.dataURI("image/png", try Self.solid("PNG", "#3366cc"))
        let with = try post("/v1/geometry", Self.body(picture) + padding)
        #expect(with.status == 200, "\(with.text.prefix(300))")
    }
}
