import Masthead
import MastheadFormat
import MastheadHTTP

/// Runs fuzz inputs through the in-process service and checks what the contract promises of every answer.
///
/// A crash or trap anywhere below is a finding by itself; ``check(_:)`` adds the promises that a wrong answer would
/// break without crashing:
/// - nothing answers 5xx (an unexpected error is a bug, even though the server would keep running);
/// - every 4xx is `application/problem+json`, and every JSON body parses with the service's own parser;
/// - every SVG body is UTF-8 free of the control characters XML 1.0 forbids;
/// - a `GET` answered with an `ETag` answers 304 to the same request carrying that tag in `If-None-Match`.
public struct FuzzHarness: Sendable {
    /// The service under test.
    public let service: InProcessService

    /// The configuration the fuzz target runs with: the defaults, the answer cache off (so an input takes the same
    /// path every time it runs), request logging off, and static files from `publicDirectory`.
    public static func configuration(publicDirectory: String = "Public") -> ServiceConfiguration {
        var configuration = ServiceConfiguration()
        configuration.cacheBytes = 0
        configuration.logRequests = false
        configuration.publicDirectory = publicDirectory
        return configuration
    }

    /// Loads the service (fonts and static folder) once.
    public init(configuration: ServiceConfiguration = FuzzHarness.configuration()) throws {
        service = try InProcessService(configuration: configuration)
    }

    /// The answer the server would send for `input`.
    public func answer(_ input: FuzzInput, headers: Headers = Headers()) -> Answer {
        switch input.request(headers: headers) {
        case .failure(let error):
            return .response(error.response)
        case .success(let request):
            do {
                return .response(try service.respond(to: request))
            } catch let error as HTTPError {
                return .response(error.response)
            } catch {
                return .unexpected("\(error)")
            }
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
        if input.method == "GET", response.status == 200, let tag = response.headers["ETag"] {
            guard case .response(let again) = answer(input, headers: Headers([("If-None-Match", tag)])) else {
                return "\(input.method) \(input.target): unexpected error on If-None-Match"
            }
            guard again.status == 304, again.body.isEmpty else {
                return "\(input.method) \(input.target): If-None-Match \(tag) answered \(again.status), not 304"
            }
        }
        return nil
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
            guard String(validating: response.body, as: UTF8.self) != nil else { return "answered SVG that is not UTF-8" }
            if let bad = response.body.first(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
                return "answered SVG holding the control character \(bad), which XML 1.0 forbids"
            }
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
