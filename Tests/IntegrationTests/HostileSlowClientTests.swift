import Foundation
import Testing

extension Hostile {
    /// Slowloris: hundreds of connections that trickle a request head never delay other clients, and connections
    /// that go quiet are closed by the server at its idle timeout.
    @Suite struct SlowClientTests {
        static let timeout = 3

        @Test func fiveHundredTricklingConnectionsLeaveOtherClientsFastAndQuietOnesAreClosedAtTheTimeout() throws {
            let timeout = Self.timeout
            let service = try ServiceProcess(["--timeout", String(timeout), "--log", "none"])
            let opened = ContinuousClock.now
            let idle = try HostileSocket(port: service.port)
            var slow: [HostileSocket] = []
            for _ in 0..<500 { slow.append(try HostileSocket(port: service.port)) }
            let clients = HostileSlowClients(trickling: slow.map(\.descriptor), silent: [idle.descriptor])
            clients.start()
            defer { clients.finish() }

            var latencies: [Duration] = []
            for index in 0..<200 {
                let began = ContinuousClock.now
                let response = try HTTPConnection(port: service.port, timeout: 5)
                    .request("GET", "/v1/geometry?style=compact&offset=\(index)")
                latencies.append(ContinuousClock.now - began)
                #expect(response.status == 200)
            }
            let p99 = latencies.sorted()[197]
            #expect(p99 < .milliseconds(50), "p99 of 200 requests beside 500 slow connections: \(p99)")

            // Trickle on past the timeout, then go quiet: every slow connection must be closed within the timeout
            // (and a margin) of its last byte.
            let trickleEnd = opened + .seconds(6)
            if ContinuousClock.now < trickleEnd {
                Thread.sleep(forTimeInterval: seconds(trickleEnd - ContinuousClock.now))
            }
            let quiet = clients.stopTrickling()
            let deadline = quiet + .seconds(timeout + 2)
            while clients.openCount > 0 && ContinuousClock.now < deadline + .milliseconds(500) {
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(clients.openCount == 0, "connections still open \(timeout + 2) s after they went quiet")
            let lateSlow = slow.filter { socket in clients.closedTime(socket.descriptor).map { $0 > deadline } ?? true }
            #expect(lateSlow.isEmpty, "\(lateSlow.count) trickling connections outlived the timeout")

            let idleClosed = try #require(clients.closedTime(idle.descriptor))
            #expect(idleClosed - opened >= .seconds(timeout) - .milliseconds(500), "closed before the timeout")
            #expect(idleClosed - opened <= .seconds(timeout + 2), "closed \(idleClosed - opened) after opening")

            #expect(try HTTPConnection(port: service.port).request("GET", "/healthz").status == 200)
            #expect(service.stop() == 0)
        }

        private func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }
}
