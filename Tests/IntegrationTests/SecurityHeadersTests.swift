import Foundation
import Testing

/// The security headers of the real binary's answers: `nosniff` and `Referrer-Policy` on every answer, a policy
/// that allows no script on the drawn documents (framable by anyone), and the playground's own policy (its scripts
/// and styles only, framed by its own origin only). Chromium enforces them in `Tests/e2e`.
@Suite(.serialized)
struct SecurityHeadersTests {
    static let documentPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
    static let playgroundPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

    enum Kind: Sendable { case document, playground, other }

    static let answers: [(String, String, Kind)] = [
        ("GET", "/v1/preview.svg?offset=10", .document),
        ("GET", "/v1/filmstrip.svg?offsets=0,40", .document),
        ("GET", "/v1/curves.svg", .document),
        ("GET", "/v1/scroll.svg", .document),
        ("GET", "/v1/scroll.html?title=%3Cscript%3E", .document),
        ("GET", "/v1/scroll.css", .document),
        ("HEAD", "/v1/scroll.html", .document),
        ("GET", "/", .playground),
        ("GET", "/index.html", .playground),
        ("GET", "/app.js", .playground),
        ("GET", "/style.css", .playground),
        ("GET", "/favicon.svg", .playground),
        ("GET", "/v1/geometry?offset=10", .other),
        ("GET", "/v1/timeline", .other),
        ("GET", "/v1/preview.png?offset=10", .other),
        ("GET", "/v1/scroll.lottie.json", .other),
        ("GET", "/v1/catalog", .other),
        ("GET", "/openapi.json", .other),
        ("GET", "/healthz", .other),
        ("GET", "/readyz", .other),
        ("GET", "/metrics", .other),
        ("GET", "/v1/geometry?offset=abc", .other),
        ("GET", "/no-such-file", .other),
        ("DELETE", "/v1/geometry", .other),
        ("OPTIONS", "/v1/geometry", .other),
    ]

    @Test(arguments: answers)
    func everyAnswerCarriesItsSecurityHeaders(method: String, target: String, kind: Kind) throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request(method, target)
        #expect(response.status < 500)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Referrer-Policy") == "no-referrer")
        switch kind {
        case .document:
            #expect(response.header("Content-Security-Policy") == SecurityHeadersTests.documentPolicy)
            // Made to be embedded: no framing rule.
            #expect(response.header("X-Frame-Options") == nil)
        case .playground:
            #expect(response.header("Content-Security-Policy") == SecurityHeadersTests.playgroundPolicy)
            #expect(response.header("X-Frame-Options") == "SAMEORIGIN")
        case .other:
            #expect(response.header("Content-Security-Policy") == nil)
        }
        // Each header once: a repeated field would be joined by a browser into a different policy.
        for name in ["X-Content-Type-Options", "Referrer-Policy", "Content-Security-Policy"] {
            #expect(response.headers.filter { $0.0.lowercased() == name.lowercased() }.count <= 1)
        }
    }

    @Test(arguments: ["/v1/scroll.html", "/v1/preview.svg", "/"])
    func aRevalidationKeepsThePolicy(target: String) throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let first = try connection.request("GET", target)
        let tag = try #require(first.header("ETag"))
        let again = try connection.request("GET", target, headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.header("Content-Security-Policy") == first.header("Content-Security-Policy"))
        #expect(again.header("X-Content-Type-Options") == "nosniff")
        // The same from the answer cache, the second time a GET comes byte for byte.
        let cached = try connection.request("GET", target)
        #expect(cached.header("Content-Security-Policy") == first.header("Content-Security-Policy"))
    }

    @Test func theServersOwnRefusalsCarryThemToo() throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        try connection.send("POST /v1/geometry HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3000000\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 413)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Referrer-Policy") == "no-referrer")
        #expect(response.header("X-Request-ID") != nil)
    }
}
