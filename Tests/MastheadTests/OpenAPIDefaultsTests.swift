import MastheadFormat
import MastheadHTTP
import MastheadText
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadPreview
@testable import MastheadRuntime

/// The defaults and enumerations the description states are the ones the endpoints apply: sending a documented
/// default gives the same request as leaving it out, and every documented value of an enumeration is accepted.
struct OpenAPIDefaultsTests {
    let document: JSONValue
    let context: RenderContext

    init() throws {
        document = try JSONParser.parse(OpenAPIDocument.bytes(endpoints: Routes.endpoints))
        context = RenderContext(shaper: try TextShaper())
    }

    /// The canonical key of a `GET` of `endpoint` with `query`.
    func key(_ endpoint: any Endpoint, _ query: [QueryItem]) throws -> String {
        let parameters = try ParameterSet(query: query, allowed: endpoint.parameterNames)
        return try endpoint.job(ParameterReader(parameters: parameters), context: context).key.text
    }

    /// The query parameters documented for `endpoint`'s `GET`, references followed (their schemas' too).
    func parameters(_ endpoint: any Endpoint) -> [JSONValue] {
        (document["paths"]?[endpoint.path]?["get"]?["parameters"]?.arrayValue ?? []).map { reference in
            let parameter = OpenAPIDocumentTests.resolve(reference, in: document)
            guard let schema = parameter["schema"], let members = parameter.objectMembers else { return parameter }
            let resolved = OpenAPIDocumentTests.resolve(schema, in: document)
            return .object(members.map { $0.0 == "schema" ? ($0.0, resolved) : $0 })
        }
    }

    /// A documented value as query text.
    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): NumberFormat.string(number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    @Test("documented defaults change nothing", arguments: Routes.endpoints.map(\.path))
    func documentedDefaultsAreTheDefaults(path: String) throws {
        let endpoint = try #require(Routes.endpoints.first { $0.path == path })
        let plain = try key(endpoint, [])
        var checked = 0
        for parameter in parameters(endpoint) {
            guard let name = parameter["name"]?.stringValue, let fallback = parameter["schema"]?["default"] else {
                continue
            }
            let value = try #require(OpenAPIDefaultsTests.text(fallback))
            #expect(try key(endpoint, [QueryItem(name: name, value: value)]) == plain, "\(name)=\(value)")
            checked += 1
        }
        #expect(checked >= 10)
    }

    @Test("documented enumeration values are accepted", arguments: Routes.endpoints.map(\.path))
    func documentedValuesAreAccepted(path: String) throws {
        let endpoint = try #require(Routes.endpoints.first { $0.path == path })
        for parameter in parameters(endpoint) {
            guard let name = parameter["name"]?.stringValue, let values = parameter["schema"]?["enum"]?.arrayValue
            else { continue }
            for value in values.compactMap(\.stringValue) {
                #expect(throws: Never.self, "\(name)=\(value)") {
                    _ = try key(endpoint, [QueryItem(name: name, value: value)])
                }
            }
            let refused = try? key(endpoint, [QueryItem(name: name, value: "not-a-value")])
            #expect(refused == nil, "\(name)")
        }
    }

    /// Numbers are written with three decimals, so 0.001 is the smallest step beyond a bound.
    @Test("documented numeric bounds are accepted, and just beyond them refused")
    func documentedBoundsHold() throws {
        // Parameters whose ends need company: a safe area below the height, `to` above `from`, few enough frames.
        let company: [String: [QueryItem]] = [
            "safeAreaTop": [QueryItem(name: "height", value: "8000")],
            "height": [QueryItem(name: "safeAreaTop", value: "0")],
            "to": [QueryItem(name: "from", value: "-100000"), QueryItem(name: "step", value: "200000")],
            "from": [QueryItem(name: "step", value: "200000")],
            "step": [QueryItem(name: "from", value: "0"), QueryItem(name: "to", value: "1")],
        ]
        for endpoint in Routes.endpoints {
            for parameter in parameters(endpoint) {
                guard let name = parameter["name"]?.stringValue, let schema = parameter["schema"],
                    let low = schema["minimum"]?.numberValue, let high = schema["maximum"]?.numberValue
                else { continue }
                var extra = (company[name] ?? []).filter { endpoint.parameterNames.contains($0.name) }
                // A PNG is at most 4096 pixels a side: a screen 4000 wide or 8000 tall needs a small scale.
                if endpoint.path.hasSuffix(".png"), ["width", "height", "safeAreaTop"].contains(name) {
                    extra.append(QueryItem(name: "scale", value: "0.5"))
                }
                for (value, accepted) in [(low, true), (high, true), (low - 0.001, false), (high + 0.001, false)] {
                    if name == "to" && value == low { continue }  // nothing lies below it for `from`
                    let item = QueryItem(name: name, value: NumberFormat.string(value))
                    let result = try? key(endpoint, [item] + extra)
                    #expect((result != nil) == accepted, "\(endpoint.path) \(name)=\(item.value ?? "")")
                }
            }
        }
    }
}
