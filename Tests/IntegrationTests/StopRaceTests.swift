import Foundation
import Testing

/// SIGTERM racing fresh connections and busy keep-alive clients: every request is either refused at connect or
/// answered in full, none reset or cut, and the process exits 0.
@Suite(.serialized)
struct StopRaceTests {
    /// What happened to the requests of one run.
    struct Outcomes: Sendable, CustomStringConvertible {
        var answered = 0
        var refused = 0
        /// Reset, closed before the whole answer, or timed out: each a defect.
        var cut = 0
        var cutReasons: [String] = []

        mutating func add(_ other: Outcomes) {
            answered += other.answered
            refused += other.refused
            cut += other.cut
            cutReasons += other.cutReasons
        }

        var description: String { "\(answered) answered, \(refused) refused, \(cut) cut \(cutReasons.prefix(5))" }
    }

    static let freshConnections = 100
    static let keepAliveClients = 32

    /// One request on a connection of its own, with `Connection: close`.
    static func freshRequest(port: Int, index: Int) -> Outcomes {
        var outcome = Outcomes()
        do {
            let connection = try HTTPConnection(port: port, timeout: 15)
            let response = try connection.request(
                "GET", "/v1/geometry?style=large&offset=\(index)", headers: ["Connection": "close"])
            if response.status == 200, response.text.contains("\"style\":\"large\"") {
                outcome.answered += 1
            } else {
                outcome.cut += 1
                outcome.cutReasons.append("fresh: status \(response.status)")
            }
        } catch HTTPConnection.ClientError.refused {
            outcome.refused += 1
        } catch {
            outcome.cut += 1
            outcome.cutReasons.append("fresh: \(error)")
        }
        return outcome
    }

    /// Requests one after another on a kept-alive connection, a new connection after each answer that closes
    /// its own, until a connect is refused (the service has stopped) or `deadline`.
    static func keepAliveRequests(port: Int, index: Int, deadline: Date) -> Outcomes {
        var outcome = Outcomes()
        var connection: HTTPConnection?
        var sent = 0
        while Date() < deadline {
            do {
                let open = try connection ?? HTTPConnection(port: port, timeout: 15)
                connection = open
                sent += 1
                let response = try open.request("GET", "/v1/geometry?style=compact&offset=\(index * 1000 + sent)")
                guard response.status == 200, response.text.contains("\"style\":\"compact\"") else {
                    outcome.cut += 1
                    outcome.cutReasons.append("keep-alive: status \(response.status)")
                    return outcome
                }
                outcome.answered += 1
                if response.header("Connection")?.lowercased() == "close" { connection = nil }
            } catch HTTPConnection.ClientError.refused {
                outcome.refused += 1
                return outcome
            } catch {
                outcome.cut += 1
                outcome.cutReasons.append("keep-alive: \(error)")
                return outcome
            }
        }
        outcome.cut += 1
        outcome.cutReasons.append("keep-alive: still answered at the deadline, the service did not stop")
        return outcome
    }

    /// One run: keep-alive clients busy, then 100 connections opened at once, with SIGTERM sent `offset` seconds
    /// after the first of them (before it, when negative).
    static func race(offset: Double) throws -> (outcomes: Outcomes, exitStatus: Int32) {
        let service = try ServiceProcess(["--log", "none"])
        let port = service.port
        let total = Guarded(Outcomes())
        let group = DispatchGroup()
        let deadline = Date().addingTimeInterval(20)
        for index in 0..<keepAliveClients {
            group.enter()
            Thread {
                let outcome = keepAliveRequests(port: port, index: index, deadline: deadline)
                total.withLock { $0.add(outcome) }
                group.leave()
            }.start()
        }
        Thread.sleep(forTimeInterval: 0.3)
        let gate = DispatchSemaphore(value: 0)
        for index in 0..<freshConnections {
            group.enter()
            Thread {
                gate.wait()
                let outcome = freshRequest(port: port, index: index)
                total.withLock { $0.add(outcome) }
                group.leave()
            }.start()
        }
        if offset < 0 {
            kill(service.process.processIdentifier, SIGTERM)
            Thread.sleep(forTimeInterval: -offset)
        }
        for _ in 0..<freshConnections { gate.signal() }
        if offset >= 0 {
            Thread.sleep(forTimeInterval: offset)
            kill(service.process.processIdentifier, SIGTERM)
        }
        group.wait()
        let status = service.stop()
        return (total.withLock { $0 }, status)
    }

    /// The burst straddles the signal differently in each run: the service stops accepting within a fraction of a
    /// millisecond of SIGTERM, and the 100 connects take about as long.
    @Test(arguments: [-0.0002, -0.0001, 0.0, 0.00005, 0.0001, 0.0003])
    func sigtermRacingNewAndKeptAliveConnectionsCutsNone(offset: Double) throws {
        let (outcomes, status) = try StopRaceTests.race(offset: offset)
        print("stop race, SIGTERM at \(offset * 1000) ms from the burst: \(outcomes)")
        #expect(outcomes.cut == 0, "\(outcomes)")
        #expect(outcomes.answered >= StopRaceTests.keepAliveClients)
        let requests = outcomes.answered + outcomes.refused + outcomes.cut
        #expect(requests >= StopRaceTests.freshConnections + StopRaceTests.keepAliveClients)
        #expect(status == 0)
    }
}
