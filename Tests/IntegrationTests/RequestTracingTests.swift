import Foundation
import Testing

/// Requests that can be followed, against the real binary: `X-Request-ID` echoed (or made), a `traceparent`'s trace
/// id kept, both in the request's log line, and `Server-Timing` on every answer.
@Suite(.serialized)
struct RequestTracingTests {
    /// The log line of the request whose id is `id`, as a JSON object.
    static func logLine(_ service: ServiceProcess, id: String) throws -> [String: Any] {
        var line: Substring?
        for _ in 0..<50 where line == nil {
            line = service.standardError.split(separator: "\n").first { $0.contains("\"id\":\"\(id)\"") }
            if line == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        let found = try #require(line)
        return try #require(try JSONSerialization.jsonObject(with: Data(found.utf8)) as? [String: Any])
    }

    static func isMadeID(_ id: String?) -> Bool {
        guard let id else { return false }
        return id.utf8.count == 32 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    @Test(arguments: ["/v1/geometry?offset=12", "/v1/preview.svg", "/", "/healthz", "/nope", "/v1/geometry?x=1"])
    func aClientsIDIsEchoedAndLoggedWithTheTraceID(target: String) throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let id = "design-tool:" + UUID().uuidString
        let response = try connection.request(
            "GET", target,
            headers: ["X-Request-ID": id, "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"])
        #expect(response.header("X-Request-ID") == id)
        let line = try RequestTracingTests.logLine(service, id: id)
        #expect(line["trace"] as? String == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(line["status"] as? Int == response.status)
        // The same again, from the answer cache, is traced the same.
        let again = try connection.request("GET", target, headers: ["X-Request-ID": id + "-2"])
        #expect(again.header("X-Request-ID") == id + "-2")
        #expect(try RequestTracingTests.logLine(service, id: id + "-2")["trace"] == nil)
    }

    @Test(arguments: [
        "a b", "evil\"}, {\"status\":200", "x\\y", String(repeating: "a", count: 129), "%0d%0aSet-Cookie:x=1",
        "caf\u{E9}",
    ])
    func anUnsafeIDIsReplacedByAMadeOne(id: String) throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", "/healthz", headers: ["X-Request-ID": id])
        #expect(response.status == 200)
        let echoed = response.header("X-Request-ID")
        #expect(RequestTracingTests.isMadeID(echoed))
        #expect(try RequestTracingTests.logLine(service, id: try #require(echoed))["path"] as? String == "/healthz")
        #expect(!service.standardError.contains(id))
    }

    @Test func theSpacesAroundAFieldValueAreNotPartOfIt() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        try connection.send(
            "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Request-ID: \t spaced-id \t\r\n"
                + "traceparent:  00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01  \r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.header("X-Request-ID") == "spaced-id")
        #expect(try RequestTracingTests.logLine(service, id: "spaced-id")["trace"] as? String != nil)
    }

    @Test func eachRequestWithoutAnIDGetsItsOwn() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        var ids: Set<String> = []
        for _ in 0..<20 {
            let id = try connection.request("GET", "/v1/geometry?offset=3").header("X-Request-ID")
            #expect(RequestTracingTests.isMadeID(id))
            ids.insert(id ?? "")
        }
        #expect(ids.count == 20)
    }

    @Test(arguments: ["/v1/geometry?offset=5", "/v1/scroll.html", "/v1/preview.png", "/", "/v1/geometry?offset=x"])
    func everyAnswerCarriesServerTiming(target: String) throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", target)
        let timing = try #require(response.header("Server-Timing"))
        // `render;dur=<milliseconds>` (W3C Server Timing): a number, no exponent, at most three decimals.
        let match = try #require(timing.wholeMatch(of: /render;dur=(\d+(\.\d{1,3})?)/))
        let milliseconds = try #require(Double(match.1))
        #expect(milliseconds >= 0 && milliseconds < 60_000)
        // Cross-origin pages may read both.
        #expect(response.header("Access-Control-Expose-Headers") == "X-Request-ID, Server-Timing")
    }

    @Test func theTimingIsTheRenderingNotTheWholeRequest() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let target = "/v1/scroll.html?from=0&to=600&step=1"
        let drawn = try connection.request("GET", target, headers: ["X-Request-ID": "first"])
        let cached = try connection.request("GET", target, headers: ["X-Request-ID": "second"])
        func duration(_ response: HTTPResponse) throws -> Double {
            let value = try #require(response.header("Server-Timing")?.split(separator: "=").last)
            return try #require(Double(value))
        }
        // The first is drawn; the second comes from the answer cache and takes a small part of that time.
        #expect(try duration(cached) < duration(drawn) / 4)
        let logged = try #require(RequestTracingTests.logLine(service, id: "first")["us"] as? Int)
        #expect(try duration(drawn) * 1000 <= Double(logged) + 1)
    }
    /// A cached answer is sent from copies lent one request at a time: however many clients ask for it at once, each
    /// answer carries exactly its own request's fields, none left over from the request that used the copy before.
    @Test func aCachedAnswerAskedForAtOnceCarriesEachRequestsOwnFields() throws {
        let service = try ServiceProcess()
        let target = "/v1/preview.svg?style=large&back=Mailboxes&trailing=search,plus&offset=26"
        let expected = try HTTPConnection(port: service.port).request("GET", target).body
        let clients = 8
        let perClient = 150
        let results = Guarded([(sent: String?, fields: [String: [String]], same: Bool)]())
        DispatchQueue.concurrentPerform(iterations: clients) { client in
            guard let connection = try? HTTPConnection(port: service.port) else { return }
            for index in 0..<perClient {
                // Every other request brings its own id; the others get a made one.
                let sent = index % 2 == 0 ? "client-\(client)-\(index)" : nil
                guard
                    let response = try? connection.request(
                        index % 5 == 4 ? "HEAD" : "GET", target,
                        headers: sent.map { ["X-Request-ID": $0] } ?? [:])
                else { continue }
                var fields: [String: [String]] = [:]
                for (name, value) in response.headers
                where ["x-request-id", "server-timing"].contains(name.lowercased()) {
                    fields[name.lowercased(), default: []].append(value)
                }
                let same = index % 5 == 4 ? response.body.isEmpty : response.body == expected
                results.withLock { $0.append((sent, fields, same)) }
            }
        }
        let answers = results.withLock { $0 }
        #expect(answers.count == clients * perClient)
        var made: Set<String> = []
        for answer in answers {
            #expect(answer.same)
            #expect(answer.fields["x-request-id"]?.count == 1, "\(answer.fields)")
            #expect(answer.fields["server-timing"]?.count == 1, "\(answer.fields)")
            let id = answer.fields["x-request-id"]?.first
            if let sent = answer.sent {
                #expect(id == sent)
            } else {
                #expect(RequestTracingTests.isMadeID(id))
                made.insert(id ?? "")
            }
        }
        #expect(made.count == answers.filter { $0.sent == nil }.count)
        #expect(service.stop() == 0)
    }
}
