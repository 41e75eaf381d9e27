import Foundation
import Testing

/// The real binary on a real port: the behaviours of the HTTP service itself.
@Suite(.serialized)
struct ServiceTests {
    @Test func healthzAnswersJSON() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let response = try connection.request("GET", "/healthz")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.text == #"{"status":"ok"}"#)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
    }

    @Test func keepAliveServesTwoRequestsOnOneConnection() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let first = try connection.request("GET", "/healthz")
        let second = try connection.request("GET", "/healthz")
        #expect(first.status == 200 && second.status == 200)
        #expect(first.header("Connection")?.lowercased() != "close")
        #expect(second.header("Connection")?.lowercased() != "close")
    }

    @Test func curlReusesOneConnectionForTwoRequests() throws {
        let service = try ServiceProcess()
        let url = "http://127.0.0.1:\(service.port)/healthz"
        let output = try runCurl(["-sv", url, url])
        #expect(output.contains("Re-using existing connection"))
    }

    @Test func ipv6LoopbackIsServed() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port, host: "::1")
        #expect(try connection.request("GET", "/healthz").status == 200)
    }

    @Test func unknownPathIs404ProblemJSON() throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", "/v1/nothing-here")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 404)
        #expect(response.json["title"] as? String == "Not Found")
        #expect(response.json["type"] as? String == "about:blank")
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("DELETE", "/healthz")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD, OPTIONS")
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test func announcedLargeBodyIs413WithoutReadingItAndTheServiceGoesOn() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        // Announce 1 MiB but send none of it: the answer must come anyway, and the connection be closed.
        try connection.send("POST /healthz HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1048576\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 413)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(connection.isClosedByServer())
        #expect(try HTTPConnection(port: service.port).request("GET", "/healthz").status == 200)
    }

    @Test func chunkedBodyOverTheCapIs413() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        try connection.send("POST /healthz HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = Array("2000\r\n".utf8) + [UInt8](repeating: 97, count: 0x2000) + Array("\r\n".utf8)
        for _ in 0..<10 { try connection.send(chunk) }
        try connection.send("0\r\n\r\n")
        #expect(try connection.readResponse().status == 413)
    }

    @Test func http11RequestWithoutHostIs400() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        try connection.send("GET /healthz HTTP/1.1\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.text.contains("Host"))
        // HTTP/1.0 has no Host requirement.
        let old = try HTTPConnection(port: service.port)
        try old.send("GET /healthz HTTP/1.0\r\n\r\n")
        #expect(try old.readResponse().status == 200)
    }

    @Test func headAnswersHeadersWithoutBody() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let head = try connection.request("HEAD", "/healthz")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "15")
        #expect(head.body.isEmpty)
        #expect(try connection.request("GET", "/healthz").text == #"{"status":"ok"}"#)
    }

    @Test func corsPreflightIsAnswered() throws {
        let service = try ServiceProcess()
        let preflight = { (path: String) in
            try HTTPConnection(port: service.port).request(
                "OPTIONS", path,
                headers: [
                    "Origin": "https://example.test", "Access-Control-Request-Method": "POST",
                    "Access-Control-Request-Headers": "content-type",
                ])
        }
        let response = try preflight("/v1/geometry")
        #expect(response.status == 204)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(response.header("Access-Control-Allow-Methods") == "GET, HEAD, POST, OPTIONS")
        #expect(response.header("Access-Control-Allow-Headers") == "content-type")
        // A path that takes no POST does not invite one: it would get 405.
        let health = try preflight("/healthz")
        #expect(health.status == 204)
        #expect(health.header("Access-Control-Allow-Methods") == "GET, HEAD, OPTIONS")
        #expect(health.header("Allow") == "GET, HEAD, OPTIONS")
    }

    @Test func eachRequestIsLoggedAsOneStructuredLine() throws {
        let service = try ServiceProcess()
        _ = try HTTPConnection(port: service.port).request("GET", "/healthz?secret=1")
        Thread.sleep(forTimeInterval: 0.2)
        let line = try #require(
            service.standardError.split(separator: "\n").first { $0.contains("\"path\":\"/healthz\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["method"] as? String == "GET")
        #expect(object["status"] as? Int == 200)
        #expect(object["bytes"] as? Int == 15)
        #expect(object["us"] is Int)
        #expect(!line.contains("secret"))
    }

    @Test func badConfigurationStopsStartUpWithOneLine() throws {
        let result = try CommandLineTests.run(["--threads", "zero"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("masthead: --threads must be a whole number from 1 to 256, got 'zero'"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func aSecondServiceOnATakenPortRefusesToStart() throws {
        // Two services sharing a port would split its requests between them, a stale build answering some.
        let service = try ServiceProcess()
        let second = Process()
        second.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        second.arguments = ["--port", String(service.port), "--log", "none"]
        let errors = Pipe()
        second.standardError = errors
        try second.run()
        let deadline = Date().addingTimeInterval(10)
        while second.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if second.isRunning { kill(second.processIdentifier, SIGKILL) }
        second.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(second.terminationStatus == 1)
        #expect(message.contains("masthead: cannot listen on :::\(service.port)"))
        let connection = try HTTPConnection(port: service.port)
        #expect(try connection.request("GET", "/healthz").status == 200)
    }

    @Test func aStoppedServicesPortCanBeTakenAgainAtOnce() throws {
        let first = try ServiceProcess()
        let connection = try HTTPConnection(port: first.port)
        #expect(try connection.request("GET", "/healthz").status == 200)
        #expect(first.stop() == 0)
        // Its connections may linger in TIME_WAIT; the address is still free to bind.
        let again = try ServiceProcess(["--port", String(first.port)])
        #expect(again.port == first.port)
        #expect(try HTTPConnection(port: again.port).request("GET", "/healthz").status == 200)
    }

    @Test func anAbsoluteFormTargetIsAnsweredAsItsPath() throws {
        // RFC 9112 §3.2.2: a server must accept `GET http://host/path`, as a proxy sends it.
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let origin = try connection.request("GET", "/v1/geometry?style=compact&offset=5")
        let absolute = try connection.request(
            "GET", "http://localhost:\(service.port)/v1/geometry?style=compact&offset=5")
        #expect(absolute.status == 200)
        #expect(absolute.body == origin.body)
        #expect(try connection.request("GET", "HTTPS://example.com").status == 200)  // the playground's index
        #expect(try connection.request("GET", "ftp://example.com/healthz").status == 404)
    }

    @Test func helpListsEveryOption() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for option in [
            "--port", "PORT", "--host", "HOST", "--threads", "THREADS", "--public-dir", "PUBLIC_DIR",
            "--font-dir", "FONT_DIR", "--roboto-font-dir", "ROBOTO_FONT_DIR", "--timeout", "--healthcheck",
        ] {
            #expect(text.contains(option))
        }
    }

    @Test func healthcheckFlagProbesARunningService() throws {
        let service = try ServiceProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        process.arguments = ["--healthcheck", "--port", String(service.port)]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        service.stop()
        let again = Process()
        again.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        again.arguments = ["--healthcheck", "--port", String(service.port)]
        try again.run()
        again.waitUntilExit()
        #expect(again.terminationStatus == 1)
    }
}

func runCurl(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
