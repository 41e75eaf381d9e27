import Foundation
import Testing

extension Hostile {
    /// Requests whose framing is broken: too large a head, a body longer or shorter than announced, a chunked body
    /// over every bound, a client gone mid-body, an invalid method or version, a NUL byte in the request line. Each
    /// gets a 4xx or a clean close (never a hang or half an answer), and the next connection is served.
    @Suite struct FramingTests {
        static let timeout = 2
        /// How long an answer or a close may take: the idle timeout and a margin.
        static let patience = Double(timeout + 2)

        let service: ServiceProcess

        init() throws {
            service = try ServiceProcess(["--timeout", String(Self.timeout), "--log", "none"])
        }

        /// Raw bytes for the wire, shown in test results by a short name.
        struct Wire: Sendable, CustomTestStringConvertible {
            var testDescription: String
            var text: String

            init(_ name: String, _ text: String) {
                testDescription = name
                self.text = text
            }

            /// A request line shown with its NUL bytes spelled out.
            init(line: String) {
                self.init(line.replacingOccurrences(of: "\u{0}", with: "\\0"), line + "\r\nHost: localhost\r\n\r\n")
            }
        }

        static let oversizedHeads: [Wire] = [
            Wire(
                "a 20 KB request target",
                "GET /healthz?pad=\(String(repeating: "x", count: 20_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n"),
            Wire(
                "one 20 KB header",
                "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Pad: \(String(repeating: "x", count: 20_000))\r\n\r\n"),
            Wire(
                "200 headers of 100 bytes",
                "GET /healthz HTTP/1.1\r\nHost: localhost\r\n"
                    + (0..<200).map { "X-Pad-\($0): \(String(repeating: "x", count: 90))\r\n" }.joined() + "\r\n"),
        ]

        @Test(arguments: oversizedHeads)
        func oversizedHeadIsRefusedAndTheNextConnectionServed(head: Wire) throws {
            let socket = try HostileSocket(port: service.port)
            socket.send(head.text)
            expectRefusalThenClose(socket)
            try expectServedOnANewConnection()
        }

        /// Heads over the server's own limits, checked before anything else: problem+json, then the close.
        static let overLimitHeads: [(Wire, status: Int)] = [
            (Wire("a request target of 16 KiB and a byte", target(length: 16 * 1024 + 1)), 414),
            (Wire("a 20 KB request target", target(length: 20_000)), 414),
            (Wire("one 9 KB header", header(length: 9_000)), 431),
            (Wire("one 20 KB header", header(length: 20_000)), 431),
            (
                Wire(
                    "100 headers of 100 bytes",
                    "GET /healthz HTTP/1.1\r\nHost: localhost\r\n"
                        + (0..<100).map { "X-Pad-\($0): \(pad(90))\r\n" }.joined() + "\r\n"), 431
            ),
        ]

        static func pad(_ count: Int) -> String { String(repeating: "x", count: count) }

        /// A `GET /healthz` with one header field whose value is `length` bytes long.
        static func header(length: Int) -> String {
            "GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Pad: \(pad(length))\r\n\r\n"
        }

        /// A `GET /healthz` whose request target is `length` bytes long.
        static func target(length: Int) -> String {
            "GET /healthz?pad=\(pad(length - "/healthz?pad=".count)) HTTP/1.1\r\nHost: localhost\r\n\r\n"
        }

        @Test(arguments: overLimitHeads)
        func headOverTheLimitsGetsProblemJSONAndClose(head: Wire, status: Int) throws {
            let socket = try HostileSocket(port: service.port)
            socket.send(head.text)
            let (answer, _) = socket.readResponse(for: Self.patience)
            let response = try #require(answer)
            #expect(response.status == status)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(response.json["status"] as? Int == status)
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(socket.read(for: Self.patience) == .closed)
            try expectServedOnANewConnection()
        }

        @Test func headAtTheLimitsIsServed() throws {
            let socket = try HostileSocket(port: service.port)
            let headers = "Host: localhost\r\nX-Pad: \(Self.pad(8 * 1024 - 32))\r\n"
            socket.send("GET /healthz?pad=\(Self.pad(16 * 1024 - 13)) HTTP/1.1\r\n\(headers)\r\n")
            let (response, _) = socket.readResponse(for: Self.patience)
            #expect(response?.status == 200)
        }

        /// A head too large for the connection's memory is refused by libmicrohttpd before the server sees any of
        /// it, with its own short HTML (docs/decisions.md): still a 414 or 431, then the close.
        @Test func headPastTheConnectionMemoryIsStillRefused() throws {
            for (text, status) in [(Self.target(length: 40_000), 414), (Self.oversizedHeads[2].text, 431)] {
                let socket = try HostileSocket(port: service.port)
                socket.send(text)
                let (response, _) = socket.readResponse(for: Self.patience)
                #expect(response?.status == status)
                #expect(socket.read(for: Self.patience) == .closed)
            }
            try expectServedOnANewConnection()
        }

        @Test(arguments: [true, false])
        func bodyLongerThanAnnouncedGetsItsAnswerThenARefusalOrClose(garbageHasLineEnds: Bool) throws {
            let socket = try HostileSocket(port: service.port)
            let garbage =
                garbageHasLineEnds
                ? String(repeating: "x", count: 86) + "\r\n\r\n" : String(repeating: "x", count: 90)
            socket.send(
                "POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 10\r\n\r\n" + "{}        " + garbage)
            let end = socket.read(for: Self.patience)
            #expect(end == .closed || end == .reset, "the connection was left hanging")
            let (responses, leftover) = ResponseStream.all(in: socket.received)
            #expect(leftover == 0 || end == .reset, "half an answer")
            let first = try #require(responses.first)
            #expect(first.status == 200)
            #expect(first.json["style"] as? String == "large")
            #expect(responses.dropFirst().allSatisfy { (400...499).contains($0.status) })
            #expect(responses.count <= 2)
            try expectServedOnANewConnection()
        }

        @Test func bodyShorterThanAnnouncedIsClosedAtTheTimeoutWhileOthersAreServed() throws {
            let stalled = try HostileSocket(port: service.port)
            stalled.send("POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{\"offset\":")
            let sent = ContinuousClock.now
            for index in 0..<5 {
                let began = ContinuousClock.now
                let response = try HTTPConnection(port: service.port, timeout: 2)
                    .request("GET", "/v1/geometry?offset=\(index)")
                #expect(response.status == 200)
                #expect(ContinuousClock.now - began < .seconds(1))
            }
            let end = stalled.read(for: Self.patience + 1)
            let waited = ContinuousClock.now - sent
            #expect(end == .closed || end == .reset, "the stalled connection was not closed")
            #expect(waited >= .seconds(Self.timeout) - .milliseconds(500))
            #expect(waited <= .seconds(Self.timeout + 2))
            #expect(ResponseStream.all(in: stalled.received).responses.allSatisfy { $0.status >= 400 })
        }

        @Test func chunkedBodyFarOverTheCapIsRefusedOrClosed() throws {
            let socket = try HostileSocket(port: service.port)
            socket.send("POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 97, count: 0x10000) + Array("\r\n".utf8)
            // 4 MiB: past the bound (the 2 MiB an image body may have, and 1 MiB more) where the server stops
            // draining and closes.
            for _ in 0..<64 where socket.send(chunk) {}
            socket.send("0\r\n\r\n")
            let end = socket.read(for: Self.patience)
            #expect(end == .closed || end == .reset)
            #expect(ResponseStream.all(in: socket.received).responses.allSatisfy { $0.status == 413 })
            try expectServedOnANewConnection()
        }

        @Test func malformedChunkSizeIsRefused() throws {
            let socket = try HostileSocket(port: service.port)
            socket.send(
                "POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "zz\r\n{}\r\n0\r\n\r\n")
            expectRefusalThenClose(socket)
            try expectServedOnANewConnection()
        }

        @Test func clientsGoneMidBodyLeaveNothingBehind() throws {
            for _ in 0..<20 {
                let socket = try HostileSocket(port: service.port)
                socket.send("POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n")
                socket.send(Array(repeating: UInt8(ascii: " "), count: 500))
            }
            try expectServedOnANewConnection()
            // The open-connections gauge comes back to the one connection asking for it.
            var open = -1
            let deadline = ContinuousClock.now + .seconds(Self.timeout + 2)
            while open != 1 && ContinuousClock.now < deadline {
                let metrics = try HTTPConnection(port: service.port).request("GET", "/metrics").text
                let line = metrics.split(separator: "\n").first { $0.hasPrefix("masthead_open_connections ") }
                open = line.flatMap { Int($0.split(separator: " ").last ?? "") } ?? -1
                if open != 1 { Thread.sleep(forTimeInterval: 0.1) }
            }
            #expect(open == 1)
        }

        @Test(
            arguments: [
                "FOO /healthz HTTP/1.1", "G@T /healthz HTTP/1.1", "GET /healthz HTTP/1.x", "GET /healthz HTTPS/1.1",
                "GET /healthz HTTP/1", "GET /healthz", "GET /heal\u{0}thz HTTP/1.1",
                "GET /v1/geometry?title=a\u{0}b HTTP/1.1",
                "GET /v1/geometry?title=a&\u{0}style=x HTTP/1.1", "GET /healthz HTTP/1.1\u{0}",
                "\u{0}GET /healthz HTTP/1.1",
            ].map(Wire.init(line:)))
        func invalidRequestLineIsRefused(request: Wire) throws {
            let socket = try HostileSocket(port: service.port)
            socket.send(request.text)
            let (response, end) = socket.readResponse(for: Self.patience)
            if let response {
                #expect((400...499).contains(response.status), "answered \(response.status)")
            } else {
                #expect(end == .closed || end == .reset, "neither answered nor closed")
            }
            try expectServedOnANewConnection()
        }

        @Test(arguments: ["HTTP/2.0", "HTTP/3.0"])
        func unsupportedMajorVersionIs505AndClose(version: String) throws {
            let socket = try HostileSocket(port: service.port)
            socket.send("GET /healthz \(version)\r\nHost: localhost\r\n\r\n")
            let (response, _) = socket.readResponse(for: Self.patience)
            #expect(response?.status == 505)
            #expect(socket.read(for: Self.patience) == .closed)
            try expectServedOnANewConnection()
        }

        @Test func conflictingContentLengthsAreRefused() throws {
            let socket = try HostileSocket(port: service.port)
            socket.send(
                "POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 12\r\n\r\n"
                    + #"{}{"offset":1"#)
            expectRefusalThenClose(socket)
            try expectServedOnANewConnection()
        }

        /// Reads until the server closes: every complete answer is a 4xx, none is left half sent, and the close comes
        /// within ``patience``.
        private func expectRefusalThenClose(_ socket: HostileSocket, sourceLocation: SourceLocation = #_sourceLocation)
        {
            let end = socket.read(for: Self.patience)
            #expect(end == .closed || end == .reset, "the connection was left hanging", sourceLocation: sourceLocation)
            let (responses, leftover) = ResponseStream.all(in: socket.received)
            #expect(leftover == 0 || end == .reset, "half an answer", sourceLocation: sourceLocation)
            #expect(
                responses.allSatisfy { (400...499).contains($0.status) }, "answered \(responses.map(\.status))",
                sourceLocation: sourceLocation)
        }

        private func expectServedOnANewConnection(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let response = try HTTPConnection(port: service.port, timeout: 5).request("GET", "/healthz")
            #expect(response.status == 200, sourceLocation: sourceLocation)
        }
    }
}
