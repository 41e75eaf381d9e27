import Foundation
import Testing

/// `/v1/preview.png` and `/v1/filmstrip.png` over HTTP: the SVG answer rasterised at the device scale, pixel for
/// pixel what `rsvg-convert` makes of the same SVG, decoded by Pillow, and bounded in size.
@Suite(.serialized)
struct PNGEndpointTests {
    static let root = ServiceProcess.repositoryRoot
    static let compare = root.appendingPathComponent("Tests/MastheadRasterTests/Python/png_compare.py").path

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "the PNG is rsvg-convert's raster of the SVG",
        arguments: [
            ("/v1/preview", "style=large&offset=26&back=Inbox&trailing=search", 1179, 2556),
            (
                "/v1/preview",
                "style=scrollEdge&offset=40&appearance=dark&direction=rtl&title=%D7%A9%D7%9C%D7%95%D7%9D"
                    + "&crop=300", 1179, 900
            ),
            ("/v1/preview", "style=compact&device=iphone-se&offset=12&text=paths", 750, 1334),
            ("/v1/filmstrip", "style=large&offsets=0,30,60&scale=1", 1275, 324),
        ])
    func pngIsTheSVGRasterised(path: String, query: String, width: Int, height: Int) throws {
        let service = try ServiceProcess(["--log", "none"])
        let connection = try HTTPConnection(port: service.port)
        let svg = try connection.request("GET", "\(path).svg?\(query)")
        let png = try connection.request("GET", "\(path).png?\(query)")
        #expect(svg.status == 200 && png.status == 200)
        #expect(png.header("Content-Type") == "image/png")
        #expect(png.header("ETag") != nil && png.header("ETag") != svg.header("ETag"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-png-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("picture.svg")
        let ours = folder.appendingPathComponent("ours.png")
        let reference = folder.appendingPathComponent("reference.png")
        try Data(svg.body).write(to: svgFile)
        try Data(png.body).write(to: ours)
        let converted = try Self.run(
            "rsvg-convert", ["-w", "\(width)", "-h", "\(height)", "-o", reference.path, svgFile.path])
        #expect(converted.status == 0, "rsvg-convert (run scripts/setup --test): \(converted.output)")
        let compared = try Self.run("python3", [Self.compare, ours.path, reference.path])
        #expect(compared.status == 0, "Pillow (run scripts/setup --test): \(compared.output)")
        let parsed = try JSONSerialization.jsonObject(with: Data(compared.output.utf8))
        let report = try #require(parsed as? [String: Any], "\(compared.output)")
        let images = try #require(report["images"] as? [[String: Any]])
        let first = images.first ?? [:]
        #expect(first["width"] as? Int == width && first["height"] as? Int == height, "\(report)")
        #expect(report["maxDifference"] as? Int == 0, "\(report)")
    }

    @Test func tooLargeIsA400NamingScaleAndPostAndRevalidationWork() throws {
        let service = try ServiceProcess(["--log", "none"])
        let connection = try HTTPConnection(port: service.port)
        let tooLarge = try connection.request("GET", "/v1/preview.png?width=1400&scale=3")
        #expect(tooLarge.status == 400)
        #expect(tooLarge.header("Content-Type") == "application/problem+json")
        #expect(tooLarge.text.contains(#""parameter":"scale""#), "\(tooLarge.text)")
        // Five phone frames at scale 3 would be 6,327 pixels wide: the strip is drawn smaller, 4,096 wide.
        let strip = try connection.request("GET", "/v1/filmstrip.png?frames=5")
        #expect(strip.status == 200)
        let width = strip.body[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 4096)
        let bad = try connection.request("GET", "/v1/preview.png?style=nope")
        #expect(bad.status == 400 && bad.text.contains(#""parameter":"style""#))
        let posted = try connection.request(
            "POST", "/v1/preview.png", body: Array(#"{"style":"compact","offset":8,"scale":1}"#.utf8))
        let got = try connection.request("GET", "/v1/preview.png?style=compact&offset=8&scale=1")
        #expect(posted.status == 200 && posted.body == got.body)
        #expect(Array(got.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let tag = try #require(got.header("ETag"))
        let again = try connection.request(
            "GET", "/v1/preview.png?style=compact&offset=8&scale=1", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
    }
}
