import Foundation
import Testing

/// A flood of costly renders against the real binary: the connection threads stay free for health checks and cached
/// answers, every costly request is answered 200 or 503 with Retry-After, and a client that leaves while its render
/// waits costs no render.
@Suite(.serialized)
struct OverloadTests {
    /// A costly request no other request shares an answer with (its title is `index`'s).
    static func heavy(_ index: Int) -> String {
        "/v1/preview.png?style=large&scale=3&rows=60&title=Flood%20\(index)"
    }

    /// What the flood's clients saw.
    struct Tally: Sendable {
        var ok = 0
        var shed = 0
        /// Any other status, a 503 without a whole-seconds Retry-After, a reset or a timeout: each a defect.
        var defects: [String] = []

        mutating func add(_ other: Tally) {
            ok += other.ok
            shed += other.shed
            defects += other.defects
        }
    }

    /// One client sending costly requests one after another on a kept-alive connection until `deadline`.
    static func flood(port: Int, client: Int, deadline: Date) -> Tally {
        var tally = Tally()
        var connection: HTTPConnection?
        var sent = 0
        while Date() < deadline {
            do {
                let open = try connection ?? HTTPConnection(port: port, timeout: 30)
                connection = open
                sent += 1
                let response = try open.request("GET", heavy(client * 10_000 + sent))
                switch response.status {
                case 200 where response.header("Content-Type") == "image/png": tally.ok += 1
                case 503 where Int(response.header("Retry-After") ?? "") ?? 0 >= 1: tally.shed += 1
                default: tally.defects.append("status \(response.status) \(response.text.prefix(200))")
                }
                if response.header("Connection")?.lowercased() == "close" { connection = nil }
            } catch {
                tally.defects.append("\(error)")
                connection = nil
            }
        }
        return tally
    }

    @Test func healthAndCachedAnswersStayQuickWhileCostlyRendersFloodTheService() throws {
        let service = try ServiceProcess(
            ["--log", "none", "--threads", "2", "--render-threads", "1", "--render-queue-cost", "1"])
        let cached = "/v1/geometry?style=large&offset=40"
        #expect(try HTTPConnection(port: service.port).request("GET", cached).status == 200)
        let deadline = Date().addingTimeInterval(5)
        let results = Guarded([Tally]())
        let clients = (0..<16).map { client in
            Thread {
                let tally = OverloadTests.flood(port: service.port, client: client, deadline: deadline)
                results.withLock { $0.append(tally) }
            }
        }
        for client in clients { client.start() }
        var slowest = 0.0
        var probes = 0
        Thread.sleep(forTimeInterval: 0.5)
        while Date() < deadline {
            for target in ["/healthz", cached] {
                let started = Date()
                let response = try HTTPConnection(port: service.port, timeout: 10).request("GET", target)
                #expect(response.status == 200, "\(target)")
                slowest = max(slowest, Date().timeIntervalSince(started))
                probes += 1
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        while results.withLock({ $0.count }) < clients.count { Thread.sleep(forTimeInterval: 0.05) }
        var tally = Tally()
        for result in results.withLock({ $0 }) { tally.add(result) }
        #expect(probes >= 10)
        #expect(slowest < 2, "the slowest probe took \(slowest) s")
        #expect(tally.defects.isEmpty, "\(tally.defects.prefix(5))")
        #expect(tally.ok > 0)
        #expect(tally.shed > 0, "a queue that holds one render at a time must shed some of 16 clients' requests")
        let metrics = try HTTPConnection(port: service.port).request("GET", "/metrics").text
        #expect(metrics.contains(#"masthead_shed_total{route="/v1/preview.png"} \#(tally.shed)"#))
        #expect(service.stop() == 0)
    }

    /// `/metrics` once it contains `text`, or as it is when `seconds` have passed, looked at every `interval`
    /// seconds. Not much more often: each look takes CPU from the render thread, which runs at a lower priority.
    static func metrics(of service: ServiceProcess, once text: String, within seconds: Double, every interval: Double)
        throws -> String
    {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let metrics = try HTTPConnection(port: service.port).request("GET", "/metrics").text
            if metrics.contains(text) || Date() >= deadline { return metrics }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    @Test func aClientThatLeavesWhileItsRenderWaitsCostsNoRender() throws {
        let service = try ServiceProcess(["--log", "none", "--render-threads", "1"])
        // The one render thread is busy with this one while the others wait behind it.
        // A render long enough (the costliest filmstrip the default cap accepts, about half a second of CPU) that the
        // three requests behind it are queued and their clients gone well before the render thread is free.
        let first = try HTTPConnection(port: service.port, timeout: 30)
        try first.send(
            "GET /v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=900 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try OverloadTests.metrics(
            of: service, once: #"masthead_in_flight{lane="render"} 1"#, within: 5, every: 0.01)
        var leaving: [HTTPConnection] = []
        for index in 2...4 {
            let connection = try HTTPConnection(port: service.port)
            try connection.send("GET \(OverloadTests.heavy(index)) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            leaving.append(connection)
        }
        // All three wait in the queue before their clients go (on a loaded machine reading them takes a while).
        _ = try OverloadTests.metrics(of: service, once: "masthead_render_queue_depth 3\n", within: 10, every: 0.05)
        // Closed here, by deinit, with the requests still waiting for the render thread.
        leaving.removeAll()
        #expect(try first.readResponse().status == 200)
        let metrics = try OverloadTests.metrics(
            of: service, once: #"masthead_render_dropped_total{route="/v1/preview.png"} 3"#, within: 10, every: 0.1)
        #expect(metrics.contains(#"masthead_render_dropped_total{route="/v1/preview.png"} 3"#), "\(metrics)")
        #expect(metrics.contains(#"masthead_render_duration_seconds_count{route="/v1/filmstrip.png",lane="render"} 1"#))
        #expect(!metrics.contains(#"masthead_render_duration_seconds_count{route="/v1/preview.png",lane="render"}"#))
        #expect(metrics.contains("masthead_render_queue_depth 0\n"))
        #expect(metrics.contains(#"masthead_in_flight{lane="render"} 0"#))
        #expect(service.stop() == 0)
    }

    @Test(arguments: [
        (
            "/v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=8000&height=8000&text=paths", [String](),
            "frames"
        ),
        ("/v1/preview.png?style=large&scale=3", ["--max-request-cost", "1000"], "scale"),
        ("/v1/timeline?from=0&to=2000&step=1", ["--max-request-cost", "1000"], "step"),
    ])
    func aRequestOverTheCostLimitIsA400NamingWhatToChange(target: String, flags: [String], parameter: String) throws {
        let service = try ServiceProcess(["--log", "none"] + flags)
        let response = try HTTPConnection(port: service.port).request("GET", target)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
        let detail = response.json["detail"] as? String ?? ""
        #expect(detail.contains("--max-request-cost") && detail.contains("by a factor of"), "\(detail)")
        #expect(service.stop() == 0)
    }
}
