import Foundation
import Testing

/// `--drain` and `--shutdown-timeout`: readiness turns at SIGTERM while the service still answers, and a stop that
/// cannot finish in time cuts what is left and says so.
@Suite(.serialized)
struct DrainTests {
    @Test func readyzAnswers200WhileServing() throws {
        let service = try ServiceProcess(["--log", "none"])
        let response = try HTTPConnection(port: service.port).request("GET", "/readyz")
        #expect(response.status == 200)
        #expect(response.text == #"{"status":"ready"}"#)
        #expect(response.header("Cache-Control") == "no-store")
        #expect(try HTTPConnection(port: service.port).request("HEAD", "/readyz").status == 200)
        #expect(service.stop() == 0)
    }

    @Test func readyzTurns503DuringTheDrainWhileEverythingElseIsAnswered() throws {
        let service = try ServiceProcess(["--log", "none", "--drain", "2"])
        let port = service.port
        let keptAlive = try HTTPConnection(port: port)
        #expect(try keptAlive.request("GET", "/v1/geometry?offset=1").status == 200)
        let signalled = Date()
        kill(service.process.processIdentifier, SIGTERM)
        var readiness = 0
        while Date().timeIntervalSince(signalled) < 1 {
            readiness = try HTTPConnection(port: port).request("GET", "/readyz").status
            if readiness == 503 { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(readiness == 503)
        #expect(Date().timeIntervalSince(signalled) < 0.5)
        // For the rest of the drain: new connections, the kept-alive one, liveness, all answered.
        var rounds = 0
        while Date().timeIntervalSince(signalled) < 1.5 {
            let fresh = try HTTPConnection(port: port).request("GET", "/v1/geometry?offset=\(rounds)")
            #expect(fresh.status == 200)
            let again = try keptAlive.request("GET", "/v1/geometry?offset=\(rounds + 1000)")
            #expect(again.status == 200)
            #expect(again.header("Connection")?.lowercased() != "close")
            #expect(try HTTPConnection(port: port).request("GET", "/healthz").status == 200)
            let draining = try HTTPConnection(port: port).request("GET", "/readyz")
            #expect(draining.status == 503)
            #expect(draining.header("Content-Type") == "application/problem+json")
            #expect(draining.text.contains(#""status":503"#))
            #expect(draining.text.contains("draining"))
            rounds += 1
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(rounds > 5)
        #expect(service.process.isRunning)
        // After the drain the kept-alive connection, idle, is closed, and the process exits 0.
        service.process.waitUntilExit()
        let stoppedAfter = Date().timeIntervalSince(signalled)
        #expect(service.process.terminationStatus == 0)
        #expect(stoppedAfter >= 2 && stoppedAfter < 4, "stopped \(stoppedAfter) s after SIGTERM")
        #expect(keptAlive.isClosedByServer())
        #expect(throws: HTTPConnection.ClientError.refused) { try HTTPConnection(port: port) }
    }

    @Test func aSecondSignalEndsTheDrainEarly() throws {
        let service = try ServiceProcess(["--log", "none", "--drain", "30"])
        let signalled = Date()
        kill(service.process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(service.process.isRunning)
        #expect(service.stop() == 0)
        #expect(Date().timeIntervalSince(signalled) < 5)
    }

    @Test func anIdleKeptAliveConnectionDoesNotHoldUpTheStop() throws {
        let service = try ServiceProcess(["--log", "none"])
        let idle = try HTTPConnection(port: service.port)
        #expect(try idle.request("GET", "/healthz").status == 200)
        let started = Date()
        #expect(service.stop() == 0)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(idle.isClosedByServer())
    }

    @Test func theShutdownTimeoutCutsARequestThatNeverEndsAndExits1() throws {
        let service = try ServiceProcess(["--shutdown-timeout", "1"])
        // Headers sent, body never: in progress until the deadline.
        let stuck = try HTTPConnection(port: service.port)
        try stuck.send("POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{")
        Thread.sleep(forTimeInterval: 0.2)
        let started = Date()
        #expect(service.stop() == 1)
        let took = Date().timeIntervalSince(started)
        #expect(took >= 1 && took < 3, "took \(took) s")
        #expect(service.standardError.contains("connections cut: 1"))
    }
}
