import Foundation
import Testing

/// `/openapi.json` over HTTP against the real binary, and the answers of every described operation checked against
/// what the description says of them (content type, header fields, allowed methods).
@Suite(.serialized)
struct OpenAPIEndpointTests {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    func request(_ method: String, _ target: String, headers: [String: String] = [:]) throws -> HTTPResponse {
        try HTTPConnection(port: service.port).request(method, target, headers: headers)
    }

    func description() throws -> [String: Any] {
        let response = try request("GET", "/openapi.json")
        #expect(response.status == 200)
        return response.json
    }

    @Test func servesTheDescriptionAsCacheableJSON() throws {
        let response = try request("GET", "/openapi.json")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.header("Cache-Control") == "public, max-age=86400")
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(response.json["openapi"] as? String == "3.1.0")
        let paths = try #require(response.json["paths"] as? [String: Any])
        let routes = [
            "/v1/geometry", "/v1/timeline", "/v1/catalog", "/openapi.json", "/healthz", "/readyz", "/metrics",
        ]
        for path in routes {
            #expect(paths[path] != nil, "\(path)")
        }
        // Both fixed documents carry an entity tag, and a client that holds it gets 304 without a body.
        for path in ["/openapi.json", "/v1/catalog"] {
            let first = try request("GET", path)
            let tag = try #require(first.header("ETag"), "\(path)")
            #expect(tag.count == 18 && tag.hasPrefix("\"") && tag.hasSuffix("\""), "\(path)")
            let notModified = try request("GET", path, headers: ["If-None-Match": tag])
            #expect(notModified.status == 304 && notModified.body.isEmpty, "\(path)")
            #expect(try request("GET", path, headers: ["If-None-Match": "\"0\""]).status == 200, "\(path)")
        }
        let head = try request("HEAD", "/openapi.json")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.header("Content-Length") == response.header("Content-Length"))
    }

    @Test func refusesParametersAndOtherMethods() throws {
        let withQuery = try request("GET", "/openapi.json?format=yaml")
        #expect(withQuery.status == 400)
        #expect(withQuery.header("Content-Type") == "application/problem+json")
        #expect(withQuery.json["parameter"] as? String == "format")
        let post = try request("POST", "/openapi.json")
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD, OPTIONS")
    }

    @Test func everyDescribedGetAnswersWithItsDocumentedTypeAndHeaders() throws {
        let paths = try #require(try description()["paths"] as? [String: [String: Any]])
        for (path, item) in paths where !path.contains("{") {
            let get = try #require(item["get"] as? [String: Any])
            let responses = try #require(get["responses"] as? [String: Any])
            let success = try #require(responses["200"] as? [String: Any])
            let response = try request("GET", path)
            #expect(response.status == 200, "\(path)")
            let mediaType = response.header("Content-Type")?.split(separator: ";").first.map(String.init) ?? ""
            let content = success["content"] as? [String: Any] ?? [:]
            #expect(content[mediaType] != nil, "\(path) answered \(mediaType)")
            for (name, header) in success["headers"] as? [String: [String: Any]] ?? [:]
            where header["required"] as? Bool == true {
                #expect(response.header(name) != nil, "\(path) lacks \(name)")
            }
            if let tag = response.header("ETag"), responses["304"] != nil {
                #expect(try request("GET", path, headers: ["If-None-Match": tag]).status == 304, "\(path)")
            }
        }
    }

    @Test func everyDescribedPathAllowsExactlyItsDescribedMethods() throws {
        let paths = try #require(try description()["paths"] as? [String: [String: Any]])
        let order = ["GET", "HEAD", "POST", "OPTIONS"]
        for (path, item) in paths where !path.contains("{") {
            var methods = Set(item.keys.map { $0.uppercased() })
            methods.formUnion(["HEAD", "OPTIONS"])
            let response = try request("PUT", path)
            #expect(response.status == 405, "\(path)")
            #expect(response.header("Allow") == order.filter(methods.contains).joined(separator: ", "), "\(path)")
        }
    }
}
