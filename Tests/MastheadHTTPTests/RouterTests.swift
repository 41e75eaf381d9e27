import Testing

@testable import MastheadHTTP

struct RouterTests {
    func makeRouter() -> Router {
        var router = Router()
        router.add(["GET", "POST"], "/v1/geometry") { request in
            Response(contentType: "text/plain", text: request.method)
        }
        router.add(["GET"], "/healthz") { _ in Response(contentType: "text/plain", text: "ok") }
        return router
    }

    @Test(
        "methods and paths route to their handler",
        arguments: [
            ("GET", "/v1/geometry", "GET"), ("POST", "/v1/geometry", "POST"), ("HEAD", "/v1/geometry", "HEAD"),
            ("GET", "/healthz", "ok"),
        ])
    func routes(method: String, path: String, body: String) throws {
        let response = try makeRouter().respond(to: Request(method: method, path: path))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
    }

    @Test func unknownPathIs404() {
        #expect(throws: HTTPError(status: 404, detail: "no resource at /nope")) {
            try makeRouter().respond(to: Request(method: "GET", path: "/nope"))
        }
    }

    @Test func wrongMethodIs405WithAllow() throws {
        do {
            _ = try makeRouter().respond(to: Request(method: "DELETE", path: "/v1/geometry"))
            Issue.record("expected 405")
        } catch let error as HTTPError {
            #expect(error.status == 405)
            #expect(error.headers["Allow"] == "GET, HEAD, POST, OPTIONS")
        }
    }

    @Test func optionsAnswersPreflightEverywhere() throws {
        for (path, methods) in [("/v1/geometry", "GET, HEAD, POST, OPTIONS"), ("/anything", "GET, HEAD, OPTIONS")] {
            let response = try makeRouter().respond(to: Request(method: "OPTIONS", path: path))
            #expect(response.status == 204)
            #expect(response.headers["Allow"] == methods, "\(path)")
            #expect(response.headers["Access-Control-Allow-Methods"] == methods, "\(path)")
        }
    }

    @Test func fallbackTakesUnclaimedGets() throws {
        var router = makeRouter()
        router.setFallback { request in Response(contentType: "text/plain", text: "file " + request.path) }
        let response = try router.respond(to: Request(method: "GET", path: "/app.js"))
        #expect(String(decoding: response.body, as: UTF8.self) == "file /app.js")
        #expect(throws: HTTPError.self) { try router.respond(to: Request(method: "POST", path: "/app.js")) }
    }

    @Test func problemJSONCarriesParameterAndAllowedValues() {
        let error = HTTPError.badRequest("style must be one of …", parameter: "style", allowed: ["compact", "large"])
        let response = error.response
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(
            String(decoding: response.body, as: UTF8.self)
                == #"{"type":"about:blank","title":"Bad Request","status":400,"detail":"style must be one of …","#
                + #""parameter":"style","allowed":["compact","large"]}"#
        )
    }
}
