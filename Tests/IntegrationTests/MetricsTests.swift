import Foundation
import Testing

/// `GET /metrics` in the Prometheus text format, checked by Prometheus's own `promtool`.
@Suite(.serialized)
struct MetricsTests {
    @Test func metricsCountRequestsCacheAndConnectionsAndPassPromtool() throws {
        let service = try ServiceProcess(["--log", "none"])
        let connection = try HTTPConnection(port: service.port)
        for _ in 0..<3 { _ = try connection.request("GET", "/v1/geometry?offset=12") }
        _ = try connection.request("GET", "/v1/geometry?offset=nope")
        _ = try connection.request("GET", "/no/such/page")
        let response = try connection.request("GET", "/metrics")
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = response.text
        #expect(text.contains(#"masthead_requests_total{route="/v1/geometry",status="200"} 3"#))
        #expect(text.contains(#"masthead_requests_total{route="/v1/geometry",status="400"} 1"#))
        #expect(text.contains(#"masthead_requests_total{route="other",status="404"} 1"#))
        // The first request misses its raw key twice (before and after building the request), its scene and its
        // canonical answer; the two repeats hit the raw key.
        #expect(text.contains(#"masthead_cache_hits_total{kind="rawAnswer"} 2"#))
        #expect(text.contains(#"masthead_cache_misses_total{kind="answer"} 1"#))
        #expect(text.contains(#"masthead_cache_misses_total{kind="scene"} 1"#))
        #expect(text.contains(#"masthead_request_duration_seconds_count{route="/v1/geometry"} 4"#))
        #expect(text.contains("masthead_open_connections 1\n"))
        #expect(text.contains("masthead_response_bytes_total "))

        let promtool = Process()
        promtool.executableURL = URL(fileURLWithPath: "/usr/bin/promtool")
        promtool.arguments = ["check", "metrics"]
        let input = Pipe()
        let output = Pipe()
        promtool.standardInput = input
        promtool.standardOutput = output
        promtool.standardError = output
        try promtool.run()
        input.fileHandleForWriting.write(Data(response.body))
        try input.fileHandleForWriting.close()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        promtool.waitUntilExit()
        #expect(promtool.terminationStatus == 0, "promtool: \(report)")
        #expect(report.isEmpty, "promtool: \(report)")
    }

    /// Every endpoint has a route of its own, the exports, the PNGs and readiness too: none is counted as `static`
    /// (files from `Public/`).
    @Test func everyEndpointIsARouteOfItsOwn() throws {
        let service = try ServiceProcess(["--log", "none"])
        let connection = try HTTPConnection(port: service.port)
        let paths = [
            "/v1/scroll.lottie.json", "/v1/scroll.html", "/v1/scroll.css", "/v1/scroll.svg", "/v1/preview.png",
            "/v1/filmstrip.png", "/readyz",
        ]
        for path in paths { #expect(try connection.request("GET", path).status == 200, "\(path)") }
        _ = try connection.request("GET", "/")
        let text = try connection.request("GET", "/metrics").text
        for path in paths {
            #expect(text.contains(#"masthead_requests_total{route="\#(path)",status="200"} 1"#), "\(path)")
        }
        #expect(text.contains(#"masthead_requests_total{route="static",status="200"} 1"#))
    }
}
