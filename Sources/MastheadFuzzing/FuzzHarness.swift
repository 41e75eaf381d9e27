import MastheadFormat
import MastheadHTTP
import MastheadRuntime

/// Runs fuzz inputs through the in-process service and checks what the contract promises of every answer.
///
/// A crash or trap anywhere below is a finding by itself; ``check(_:)`` adds the promises that a wrong answer would
/// break without crashing:
/// - nothing answers 5xx (an unexpected error is a bug, even though the server would keep running);
/// - every 4xx is `application/problem+json`, and every JSON body parses with the service's own parser;
/// - every SVG body is UTF-8 free of the control characters XML 1.0 forbids;
/// - a `GET` answered with an `ETag` answers 304 to the same request carrying that tag in `If-None-Match`;
/// - a service with the answer cache on answers exactly as one without it, the first time and the second (from the
///   cache, by the raw request), however many other requests it has cached before (`/metrics` aside);
/// - a `GET` or `POST` moved to another offset, which the caching service draws from the scene of the first,
///   answers exactly as full decoding does.
public struct FuzzHarness: Sendable {
    /// The service under test, without the answer cache.
    public let service: InProcessService
    /// The same service with the default answer cache, kept across inputs.
    public let cachingService: InProcessService

    /// The configuration the fuzz target runs with: the defaults, request logging off, and static files from
    /// `publicDirectory`. ``service`` turns the answer cache off, so an input takes the same path every time.
    public static func configuration(publicDirectory: String = "Public") -> ServiceConfiguration {
        var configuration = ServiceConfiguration()
        configuration.logRequests = false
        configuration.publicDirectory = publicDirectory
        return configuration
    }

    /// Loads both services (fonts and static folder) once.
    public init(configuration: ServiceConfiguration = FuzzHarness.configuration()) throws {
        var uncached = configuration
        uncached.cacheBytes = 0
        service = try InProcessService(configuration: uncached)
        cachingService = try InProcessService(configuration: configuration)
    }

    /// The answer the server would send for `input`, from ``service`` or the one given.
    public func answer(
        _ input: FuzzInput, headers: Headers = Headers(), from chosen: InProcessService? = nil
    ) -> Answer {
        switch input.request(headers: headers) {
        case .failure(let error):
            return .response(error.response)
        case .success(let request):
            return answer(request, from: chosen ?? service)
        }
    }

    /// What `service` answers to `request`, a thrown ``HTTPError`` turned into its problem+json.
    func answer(_ request: Request, from service: InProcessService) -> Answer {
        do {
            return .response(try service.respond(to: request))
        } catch let error as HTTPError {
            return .response(error.response)
        } catch {
            return .unexpected("\(error)")
        }
    }

    /// Answers `bytes` and returns what broke a promise, or `nil` when the answer keeps every one.
    public func check(_ bytes: [UInt8]) -> String? {
        let input = FuzzInput(bytes)
        let response: Response
        switch answer(input) {
        case .unexpected(let error):
            return "\(input.method) \(input.target): unexpected error \(error)"
        case .response(let answered):
            response = answered
        }
        if let broken = FuzzHarness.brokenPromise(response) {
            return "\(input.method) \(input.target): \(broken)"
        }
        // `/metrics` counts the cache's hits and misses, so it is the one answer that rightly differs.
        let stateful = (try? input.request().get().path) == "/metrics"
        for attempt in ["first", "second"] where !stateful {
            guard case .response(let cached) = answer(input, from: cachingService) else {
                return "\(input.method) \(input.target): unexpected error with the cache on (\(attempt) time)"
            }
            if let difference = FuzzHarness.difference(response, cached) {
                let request = "\(input.method) \(input.target)"
                return "\(request): with the cache on, the \(attempt) answer differs: \(difference)"
            }
        }
        if input.method == "GET", case .success(let request) = input.request(),
            let broken = scrubbing(request, response)
        {
            return "\(input.method) \(input.target): \(broken)"
        }
        if input.method == "POST", case .success(let request) = input.request(),
            let broken = postScrubbing(request, response)
        {
            return "\(input.method) \(input.target): \(broken)"
        }
        if input.method == "GET", response.status == 200, let tag = response.headers["ETag"] {
            guard case .response(let again) = answer(input, headers: Headers([("If-None-Match", tag)])) else {
                return "\(input.method) \(input.target): unexpected error on If-None-Match"
            }
            // A 304 holds the 200's body, for its Content-Length; the server sends none of it.
            guard again.status == 304, again.body == response.body else {
                return "\(input.method) \(input.target): If-None-Match \(tag) answered \(again.status), not 304"
            }
        }
        return nil
    }

    /// The network service answers a `GET` it has seen (or whose scene it knows, at another offset) before
    /// decoding it. Those answers must be what full decoding gives: the same request again, and the same request
    /// moved to another offset, compared with the service that decodes everything.
    func scrubbing(_ request: Request, _ response: Response) -> String? {
        guard let rawQuery = request.rawQuery else { return nil }
        let plain = Request(method: "GET", path: request.path, rawPath: request.rawPath, rawQuery: rawQuery)
        if let quick = cachingService.cachedAnswer(to: plain),
            let difference = FuzzHarness.difference(response, quick)
        {
            return "answered differently before decoding: \(difference)"
        }
        guard response.status == 200 else { return nil }
        var items = rawQuery.split(separator: "&", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("offset=") && $0 != "offset"
        }
        items.append("offset=37.5")
        let moved = items.joined(separator: "&")
        let movedPlain = Request(method: "GET", path: request.path, rawPath: request.rawPath, rawQuery: moved)
        guard let quick = cachingService.cachedAnswer(to: movedPlain) else { return nil }
        let full: Response
        do throws(HTTPError) {
            let query = try PercentDecoding.decodeQuery(moved)
            let movedRequest = Request(
                method: "GET", path: request.path, rawPath: request.rawPath, query: query, rawQuery: moved)
            switch answer(movedRequest, from: service) {
            case .response(let answered): full = answered
            case .unexpected(let error): return "unexpected error at offset 37.5: \(error)"
            }
        } catch {
            full = error.response
        }
        if let difference = FuzzHarness.difference(full, quick) {
            return "at offset 37.5, answered from the scene differently from full decoding: \(difference)"
        }
        return nil
    }

    /// A `POST` whose body differs from one answered before only in `offset` is drawn from that one's scene. The
    /// answer at another offset must be what full decoding gives: the body is written again, member for member and
    /// exactly, with the offset moved to 37.5, and answered by both services.
    func postScrubbing(_ request: Request, _ response: Response) -> String? {
        guard response.status == 200, let members = (try? JSONParser.parse(request.body))?.objectMembers else {
            return nil
        }
        var json = JSONWriter()
        json.beginObject()
        for (name, value) in members where name != "offset" {
            json.key(escaping: name)
            json.value(value, exactNumbers: true)
        }
        json.key("offset")
        json.number(37.5)
        json.endObject()
        let moved = json.bytes
        let movedRequest = Request(
            method: "POST", path: request.path, rawPath: request.rawPath, query: [], rawQuery: "", body: moved)
        switch (answer(movedRequest, from: service), answer(movedRequest, from: cachingService)) {
        case (.response(let full), .response(let fromScene)):
            guard let difference = FuzzHarness.difference(full, fromScene) else { return nil }
            return "at offset 37.5, answered from the scene differently from full decoding: \(difference)"
        case (.unexpected(let error), _), (_, .unexpected(let error)):
            return "unexpected error at offset 37.5: \(error)"
        }
    }

    /// What one answer breaks of the contract, or `nil`.
    static func brokenPromise(_ response: Response) -> String? {
        let contentType = response.headers["Content-Type"] ?? ""
        if response.status >= 500 {
            return "answered \(response.status): \(String(decoding: response.body, as: UTF8.self))"
        }
        if response.status >= 400, contentType != "application/problem+json" {
            return "answered \(response.status) as \(contentType), not application/problem+json"
        }
        if contentType.hasPrefix("application/json") || contentType == "application/problem+json" {
            do {
                _ = try JSONParser.parse(response.body, maxDepth: 64)
            } catch {
                return "answered JSON that does not parse: \(error.description)"
            }
        }
        if contentType.hasPrefix("image/svg+xml") {
            guard String(validating: response.body, as: UTF8.self) != nil else {
                return "answered SVG that is not UTF-8"
            }
            if let bad = response.body.first(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
                return "answered SVG holding the control character \(bad), which XML 1.0 forbids"
            }
        }
        return nil
    }

    /// How two answers differ (status, header fields in order, body), or `nil` when they are the same.
    static func difference(_ expected: Response, _ actual: Response) -> String? {
        if expected.status != actual.status { return "status \(actual.status), not \(expected.status)" }
        let expectedFields = expected.headers.fields.map { "\($0.name): \($0.value)" }
        let actualFields = actual.headers.fields.map { "\($0.name): \($0.value)" }
        if expectedFields != actualFields { return "headers \(actualFields), not \(expectedFields)" }
        if expected.body != actual.body {
            return "body \(String(decoding: actual.body.prefix(200), as: UTF8.self)), not "
                + String(decoding: expected.body.prefix(200), as: UTF8.self)
        }
        return nil
    }

    /// An answer, or the error the server would have turned into a 500.
    public enum Answer: Sendable {
        /// What the router answered (a thrown ``HTTPError`` already turned into its problem+json).
        case response(Response)
        /// An error other than ``HTTPError``.
        case unexpected(String)
    }
}
