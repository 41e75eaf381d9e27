import Foundation
import Testing

/// Queries whose shape is odd (empty items, a leading `&`, raw bytes that are not UTF-8, a bad escape on a path
/// with no parameters) are answered the same whatever the service has cached: the answer cache and the scenes,
/// which find requests by their query as sent, must not take one for a neighbour they resemble.
@Suite(.serialized)
struct QueryShapeTests {
    /// A request and the answer it must get: the status and, for a problem, the parameter it names (`""` is the
    /// empty name; nil, none).
    struct Case: Sendable, CustomTestStringConvertible {
        var target: [UInt8]
        var status: Int
        var parameter: String?

        init(_ target: String, _ status: Int, _ parameter: String? = nil) {
            self.init(bytes: Array(target.utf8), status, parameter)
        }

        init(bytes: [UInt8], _ status: Int, _ parameter: String? = nil) {
            self.target = bytes
            self.status = status
            self.parameter = parameter
        }

        var testDescription: String { String(decoding: target, as: UTF8.self) }
    }

    static let cases: [Case] = [
        // With no query at all first: `?&` rebuilds to the same empty query text and must not be taken for it.
        Case("/v1/geometry", 200),
        Case("/v1/catalog", 200),
        Case("/v1/geometry?style=large&offset=5", 200),
        Case("/v1/geometry?style=large&&offset=6", 400, ""),
        Case("/v1/geometry?&style=large&offset=7", 400, ""),
        Case("/v1/geometry?&", 400, ""),
        Case("/v1/geometry?&&", 400, ""),
        Case("/v1/geometry?style=large&&", 400, ""),
        Case("/v1/geometry?offset=5&&", 400, ""),
        Case("/v1/preview.svg?style=large", 200),
        Case("/v1/preview.svg?style=large&&", 400, ""),
        Case("/v1/geometry?=x", 400, ""),
        Case("/v1/geometry?style=large&offset=8&", 200),
        Case("/v1/geometry?style=large&title=a+b&offset=9", 200),
        Case("/v1/geometry?style=large&offset=10&title", 200),
        Case(bytes: Array("/v1/geometry?style=large&offset=11&title=".utf8) + [0xFF], 400, "title"),
        Case(bytes: Array("/v1/geometry?style=large&offset=12&".utf8) + [0xC3], 400),
        Case("/healthz?%ZZ", 400),
        Case("/v1/catalog?&", 400, ""),
    ]

    /// Sends `target` as it is, bytes and all, and returns the status and the problem's parameter.
    static func ask(_ port: Int, _ target: [UInt8]) throws -> (status: Int, parameter: String?) {
        let connection = try HTTPConnection(port: port)
        try connection.send(Array("GET ".utf8) + target + Array(" HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        let response = try connection.readResponse()
        return (response.status, response.status == 200 ? nil : response.json["parameter"] as? String)
    }

    /// Each case on a fresh service, then every case again after the service has answered (and cached) all of
    /// them and their well-formed neighbours at other offsets: the answers do not change.
    @Test func answersDoNotDependOnWhatIsCached() throws {
        let service = try ServiceProcess(["--log", "none"])
        for shape in Self.cases {
            let fresh = try ServiceProcess(["--log", "none"])
            let answer = try Self.ask(fresh.port, shape.target)
            #expect(answer.status == shape.status, "\(shape.testDescription) on a fresh service")
            #expect(answer.parameter == shape.parameter, "\(shape.testDescription) on a fresh service")
        }
        for round in 0..<3 {
            for shape in Self.cases {
                let answer = try Self.ask(service.port, shape.target)
                #expect(answer.status == shape.status, "\(shape.testDescription), round \(round)")
                #expect(answer.parameter == shape.parameter, "\(shape.testDescription), round \(round)")
                _ = try Self.ask(service.port, Array("/v1/geometry?style=large&offset=\(round * 3 + 1)".utf8))
            }
        }
    }
}
