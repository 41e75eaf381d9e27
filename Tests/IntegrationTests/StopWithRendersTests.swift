import Foundation
import Testing

/// SIGTERM with costly renders waiting for the render thread: each is rendered within the shutdown timeout or
/// answered 503 with Retry-After, none is cut, and the process exits 0.
@Suite(.serialized)
struct StopWithRendersTests {
    @Test(arguments: [3, 6])
    func queuedRendersFinishOrAre503WithinTheShutdownTimeout(timeout: Int) throws {
        let service = try ServiceProcess([
            "--log", "none", "--render-threads", "1", "--shutdown-timeout", String(timeout),
            "--render-queue-cost", "100000000", "--max-request-cost", "100000000",
        ])
        let connections = try (0..<12).map { index in
            let connection = try HTTPConnection(port: service.port, timeout: 30)
            let target = "/v1/filmstrip.png?style=large&frames=6&scale=3&rows=60&crop=2000&title=Stop%20\(index)"
            try connection.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            return connection
        }
        // Most of them wait for the one render thread when the signal comes.
        let queued = Date().addingTimeInterval(10)
        while Date() < queued, try StopWithRendersTests.queueDepth(port: service.port) < 8 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let stopped = Date()
        kill(service.process.processIdentifier, SIGTERM)
        var rendered = 0
        var shed = 0
        for connection in connections {
            do {
                let response = try connection.readResponse()
                if response.status == 200 {
                    rendered += 1
                } else if response.status == 503, Int(response.header("Retry-After") ?? "") ?? 0 >= 1 {
                    shed += 1
                } else {
                    Issue.record("status \(response.status): \(response.text)")
                }
            } catch {
                Issue.record("cut: \(error)")
            }
        }
        let answeredWithin = Date().timeIntervalSince(stopped)
        #expect(service.stop() == 0)
        #expect(rendered + shed == connections.count)
        #expect(shed >= 1, "12 renders of a second or so each cannot all finish in \(timeout) s")
        #expect(answeredWithin < Double(timeout), "the last answer came \(answeredWithin) s after SIGTERM")
    }

    /// The render queue's depth, from `/metrics`.
    static func queueDepth(port: Int) throws -> Int {
        let text = try HTTPConnection(port: port).request("GET", "/metrics").text
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("masthead_render_queue_depth ") })
        else { return 0 }
        return Int(line.split(separator: " ")[1]) ?? 0
    }
}
