import Foundation
import Synchronization
import Testing

/// SIGTERM while requests are in flight: every one of them is answered, then the process exits 0.
@Suite(.serialized)
struct GracefulStopTests {
    static let target = "/v1/geometry"
    static let expectedStatus = 200

    @Test func sigtermWhileRequestsAreInFlightLosesNone() throws {
        let service = try ServiceProcess(["--log", "none"])
        let port = service.port
        // Requests whose headers have arrived but whose bodies have not are in flight when the signal arrives;
        // they finish after it.
        var connections: [HTTPConnection] = []
        for _ in 0..<8 {
            let connection = try HTTPConnection(port: port)
            try connection.send(
                "POST \(GracefulStopTests.target) HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{")
            connections.append(connection)
        }
        Thread.sleep(forTimeInterval: 0.2)
        kill(service.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.2)
        var statuses: [Int] = []
        for connection in connections {
            try connection.send("}")
            statuses.append(try connection.readResponse().status)
        }
        service.process.waitUntilExit()
        #expect(statuses == Array(repeating: GracefulStopTests.expectedStatus, count: 8))
        #expect(service.process.terminationStatus == 0)
    }

    @Test func sigtermRefusesNewConnectionsAndExitsZero() throws {
        let service = try ServiceProcess(["--log", "none"])
        #expect(service.stop() == 0)
        #expect(throws: (any Error).self) { try HTTPConnection(port: service.port).request("GET", "/healthz") }
    }
}
