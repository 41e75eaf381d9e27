import Foundation
import Testing

/// The Material bars over HTTP against the real binary: paths and the scenes a slider reuses, the catalog, the
/// OpenAPI description, timelines and curves.
@Suite(.serialized)
struct MaterialEndpointTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    func barHeight(_ response: HTTPResponse) throws -> Double? {
        let bar = try #require(response.json["bar"] as? [String: Any])
        return (bar["frame"] as? [String: Any])?["height"] as? Double
    }

    @Test("paths reach the answer, and a slider's scene never hides a path")
    func pathsAndScenes() throws {
        let base = "/v1/geometry?style=m3Small&scrollBehavior=enterAlways"
        // The same scene at offsets 340 and 380 first, so a reused scene would be found for the paths below.
        for _ in 0..<2 {
            #expect(try barHeight(get(base + "&offset=340")) == 0)
            #expect(try barHeight(get(base + "&path=0,400,340")) == 60)
            #expect(try barHeight(get(base + "&path=0,400,380")) == 20)
            #expect(try barHeight(get(base + "&offset=380")) == 0)
        }
        let body = #"{"style":"m3Small","scrollBehavior":"enterAlways","#
        for _ in 0..<2 {
            #expect(try barHeight(post("/v1/geometry", body + #""path":[0,400,340]}"#)) == 60)
            #expect(try barHeight(post("/v1/geometry", body + #""path":[0,400,380]}"#)) == 20)
            #expect(try barHeight(post("/v1/geometry", body + #""offset":340}"#)) == 0)
        }
        let document = try get(base + "&path=0,400,340").json
        #expect(document["offset"] as? Double == 340)
    }

    @Test("catalog and OpenAPI list the Material styles, devices and parameters")
    func catalogAndOpenAPI() throws {
        let catalog = try get("/v1/catalog").text
        for name in ["m3Small", "m3CenterAligned", "m3Medium", "m3Large", "pixel-8", "pixel-tablet"] {
            #expect(catalog.contains("\"\(name)\""))
        }
        let openapi = try get("/openapi.json").text
        for name in ["scrollBehavior", "navigation", "seedColor", "\"path\"", "m3Large", "exitUntilCollapsed"] {
            #expect(openapi.contains(name))
        }
    }

    @Test(
        "timeline, curves, filmstrip and preview answer for every Material style",
        arguments: [
            "m3Small", "m3CenterAligned", "m3Medium", "m3Large",
        ])
    func everyEndpoint(style: String) throws {
        let query = "style=\(style)&scrollBehavior=exitUntilCollapsed&navigation=back&trailing=search,plus"
        let timeline = try get("/v1/timeline?\(query)&from=0&to=100&step=10")
        #expect(timeline.status == 200)
        let frames = try #require(timeline.json["frames"] as? [[String: Any]])
        #expect(frames.count == 11)
        let progress = frames.compactMap { $0["progress"] as? Double }
        #expect(progress.first == 0 && progress.last == 1 && progress == progress.sorted())
        for endpoint in ["curves.svg", "filmstrip.svg", "preview.svg", "preview.png"] {
            let response = try get("/v1/\(endpoint)?\(query)&device=pixel-8")
            #expect(response.status == 200, "\(endpoint)")
        }
    }

    @Test("a missing Roboto stops the service at start, naming the file and the package")
    func missingRoboto() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        process.arguments = ["--port", "0", "--roboto-font-dir", "/nonexistent/roboto"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus != 0)
        #expect(message.contains("/nonexistent/roboto/Roboto-Regular.ttf"))
        #expect(message.contains("fonts-roboto-unhinted"))
    }
}
