import Foundation
import Testing

/// The three SVG endpoints against the real binary: content type and security headers, validators, POST equal to
/// GET, and 400s that name the parameter.
@Suite(.serialized)
struct PreviewEndpointTests {
    /// Each endpoint with an equivalent query and JSON body.
    static let requests: [(path: String, query: String, body: String)] = [
        (
            "/v1/preview.svg", "style=large&offset=26&trailing=search,more&crop=300",
            #"{"style":"large","offset":26,"trailing":["search","more"],"crop":300}"#
        ),
        (
            "/v1/filmstrip.svg", "style=compact&offsets=0,5,10&back=Mailboxes",
            #"{"style":"compact","offsets":[0,5,10],"back":"Mailboxes"}"#
        ),
        (
            "/v1/curves.svg", "style=collapsible&from=-20&to=150",
            #"{"style":"collapsible","from":-20,"to":150}"#
        ),
    ]

    @Test(arguments: requests)
    func answersSVGWithSecurityHeadersAndValidators(path: String, query: String, body: String) throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let response = try connection.request("GET", path + "?" + query)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "image/svg+xml; charset=utf-8")
        #expect(
            response.header("Content-Security-Policy") == "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
        )
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Cache-Control") == "public, max-age=86400")
        #expect(response.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let tag = try #require(response.header("ETag"))
        let again = try connection.request("GET", path + "?" + query, headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("ETag") == tag)
    }

    @Test(arguments: requests)
    func postAnswersTheSameDocumentAsGet(path: String, query: String, body: String) throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let get = try connection.request("GET", path + "?" + query)
        let post = try connection.request(
            "POST", path, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        #expect(post.status == 200)
        #expect(post.body == get.body)
    }

    @Test(arguments: [
        ("/v1/preview.svg?crop=0", "crop"), ("/v1/preview.svg?style=huge", "style"),
        ("/v1/preview.svg?text=glyphs", "text"), ("/v1/preview.svg?offsets=1", "offsets"),
        ("/v1/filmstrip.svg?offsets=0,x", "offsets"), ("/v1/filmstrip.svg?frames=40", "frames"),
        ("/v1/filmstrip.svg?offsets=1&from=0", "from"), ("/v1/curves.svg?from=10&to=0", "to"),
        ("/v1/curves.svg?crop=10", "crop"),
    ])
    func badParametersAre400ProblemsNamingTheParameter(target: String, parameter: String) throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", target)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["parameter"] as? String == parameter)
        #expect(response.json["status"] as? Int == 400)
    }

    @Test func hostileTitleArrivesEscaped() throws {
        let service = try ServiceProcess()
        let title = "%3Cscript%3Ealert(1)%3C%2Fscript%3E%20%26%20%22q%22"
        let response = try HTTPConnection(port: service.port).request("GET", "/v1/preview.svg?title=" + title)
        #expect(response.status == 200)
        #expect(!response.text.contains("<script"))
        #expect(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"q\""))
    }
}
