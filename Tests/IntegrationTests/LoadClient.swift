import Foundation
import Synchronization

/// Keep-alive connections spread over a few threads, each thread sending one request on every one of its
/// connections and then reading every answer, until stopped. Every outcome is counted.
final class LoadClient: Sendable {
    /// What happened to the requests sent.
    struct Tally: Sendable {
        /// Complete answers, by status.
        var statuses: [Int: Int] = [:]
        /// Connections the server closed or reset before sending any byte of an answer.
        var cleanCloses = 0
        /// How those connections ended: `send`, `close` or `reset`, with the `errno` seen.
        var closeReasons: [String: Int] = [:]
        /// Connections refused at connect.
        var refused = 0
        /// Answers cut off after some of their bytes.
        var truncated = 0
        /// Requests with neither an answer nor a close within the patience.
        var hung = 0
        /// The longest a thread took to send one request on each of its connections and read every answer.
        var slowestRound: Duration = .zero

        var answered: Int { statuses.values.reduce(0, +) }
        var nonSuccess: Int { statuses.filter { !(200...299).contains($0.key) }.values.reduce(0, +) }

        mutating func add(_ other: Tally) {
            statuses.merge(other.statuses, uniquingKeysWith: +)
            cleanCloses += other.cleanCloses
            closeReasons.merge(other.closeReasons, uniquingKeysWith: +)
            refused += other.refused
            truncated += other.truncated
            hung += other.hung
            slowestRound = max(slowestRound, other.slowestRound)
        }
    }

    let port: Int
    let connections: Int
    let threads: Int
    /// Seconds to wait for an answer before counting the request as hung.
    let patience: Double
    private let running = Atomic<Bool>(true)
    private let total = Guarded(Tally())
    private let done = DispatchGroup()

    init(port: Int, connections: Int, threads: Int, patience: Double = 30) {
        self.port = port
        self.connections = connections
        self.threads = threads
        self.patience = patience
    }

    /// Starts the threads.
    func start() {
        for index in 0..<threads {
            done.enter()
            Thread { [self] in
                work(index)
                done.leave()
            }.start()
        }
    }

    /// Stops the threads after the round they are in and returns the total.
    func stop() -> Tally {
        running.store(false, ordering: .releasing)
        done.wait()
        return total.withLock { $0 }
    }

    /// The total so far.
    var tally: Tally { total.withLock { $0 } }

    private func work(_ index: Int) {
        let count = connections / threads + (index < connections % threads ? 1 : 0)
        var sockets: [HostileSocket?] = (0..<count).map { _ in try? HostileSocket(port: port) }
        var sequence = index
        while running.load(ordering: .acquiring) {
            var round = Tally()
            let roundStart = ContinuousClock.now
            var pending: [Int] = []
            for slot in sockets.indices {
                if sockets[slot] == nil { sockets[slot] = try? HostileSocket(port: port) }
                guard let socket = sockets[slot] else {
                    round.refused += 1
                    continue
                }
                if socket.send(LoadMix.request(sequence)) {
                    pending.append(slot)
                } else {
                    round.cleanCloses += 1
                    round.closeReasons["send errno \(socket.lastError)", default: 0] += 1
                    sockets[slot] = nil
                }
                sequence += threads
            }
            for slot in pending {
                guard let socket = sockets[slot] else { continue }
                let end = socket.read(for: patience) { ResponseStream.first(in: $0) != nil }
                if let response = socket.takeResponse() {
                    round.statuses[response.status, default: 0] += 1
                    if response.header("Connection")?.lowercased() == "close" { sockets[slot] = nil }
                } else {
                    switch end {
                    case .timedOut: round.hung += 1
                    case _ where socket.received.isEmpty:
                        round.cleanCloses += 1
                        round.closeReasons["\(end) errno \(socket.lastError)", default: 0] += 1
                    default: round.truncated += 1
                    }
                    sockets[slot] = nil
                }
            }
            round.slowestRound = ContinuousClock.now - roundStart
            total.withLock { $0.add(round) }
            if pending.isEmpty { Thread.sleep(forTimeInterval: 0.01) }
        }
    }
}

/// The requests of a load run: every endpoint, GET and POST, with enough variety that answers are rendered, cached
/// and evicted.
enum LoadMix {
    static let styles = ["compact", "large", "scrollEdge", "inlineTitle", "collapsible"]

    /// The `number`th request, as bytes.
    static func request(_ number: Int) -> [UInt8] {
        let style = styles[number % styles.count]
        let offset = (number / 8) % 400 - 100
        switch number % 8 {
        case 0: return get("/v1/geometry?style=\(style)&offset=\(offset)&back=Back&trailing=search,plus")
        case 1:
            return post("/v1/geometry", #"{"style":"\#(style)","offset":\#(offset),"title":"Load \#(number % 50)"}"#)
        case 2: return get("/v1/timeline?style=\(style)&from=0&to=60&step=\(1 + number % 5)")
        case 3: return get("/v1/catalog")
        case 4:
            return get(
                "/v1/preview.svg?style=\(style)&offset=\(offset)&content=\(number % 2 == 0 ? "cards" : "messages")")
        case 5: return get("/v1/filmstrip.svg?style=\(style)&frames=3&to=\(60 + number % 40)")
        case 6: return post("/v1/curves.svg", #"{"style":"\#(style)","from":\#(-(number % 30)),"to":120}"#)
        default: return get("/healthz")
        }
    }

    private static func get(_ target: String) -> [UInt8] {
        Array("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
    }

    private static func post(_ target: String, _ body: String) -> [UInt8] {
        Array(
            ("POST \(target) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
    }
}

/// The resident memory of a process in bytes, from `/proc/PID/status` (`VmRSS`).
func residentBytes(of process: pid_t, field: String = "VmRSS") -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
}
