import Foundation
import MastheadFormat
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview
@testable import MastheadRuntime

/// The OpenAPI description: well-formed, and describing every route, parameter and error answer the code has, so a
/// route or parameter added without its description fails here.
struct OpenAPIDocumentTests {
    let document: JSONValue

    init() throws {
        document = try JSONParser.parse(OpenAPIDocument.bytes(endpoints: Routes.endpoints))
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every operation as (path, method, operation object).
    var operations: [(path: String, method: String, operation: JSONValue)] {
        (document["paths"]?.objectMembers ?? []).flatMap { path, item in
            (item.objectMembers ?? []).map { (path, $0.0, $0.1) }
        }
    }

    @Test func isAnOpenAPI31DocumentWithoutDuplicateKeys() throws {
        #expect(document["openapi"]?.stringValue == "3.1.0")
        #expect(document["info"]?["title"]?.stringValue == "Masthead")
        #expect(document["info"]?["version"]?.stringValue == "1.8.0")
        var duplicates: [String] = []
        OpenAPIDocumentTests.walk(document) { value in
            if let key = value.duplicateKey { duplicates.append(key) }
        }
        #expect(duplicates.isEmpty)
    }

    @Test func isTheSameBytesEveryTime() {
        #expect(
            OpenAPIDocument.bytes(endpoints: Routes.endpoints) == OpenAPIDocument.bytes(endpoints: Routes.endpoints))
    }

    @Test("every endpoint is described for GET and POST", arguments: Routes.endpoints.map(\.path))
    func everyEndpointIsDescribed(path: String) {
        #expect(document["paths"]?[path]?["get"] != nil)
        #expect(document["paths"]?[path]?["post"] != nil)
    }

    @Test(
        "every parameter of an endpoint is described, in the query and in the body",
        arguments: Routes.endpoints.map(\.path))
    func everyParameterIsDescribed(path: String) throws {
        let endpoint = try #require(Routes.endpoints.first { $0.path == path })
        let get = try #require(document["paths"]?[path]?["get"])
        let queryParameters = (get["parameters"]?.arrayValue ?? []).map {
            OpenAPIDocumentTests.resolve($0, in: document)
        }
        .filter { $0["in"]?.stringValue == "query" }
        let queryNames = queryParameters.compactMap { $0["name"]?.stringValue }
        #expect(Set(queryNames) == endpoint.parameterNames)
        #expect(queryNames.count == endpoint.parameterNames.count)
        for parameter in queryParameters {
            let schema = parameter["schema"].map { OpenAPIDocumentTests.resolve($0, in: document) }
            #expect(parameter["description"]?.stringValue?.isEmpty == false)
            #expect(OpenAPIDocumentTests.isTyped(schema), "\(parameter["name"]?.stringValue ?? "")")
        }
        let body = try #require(
            document["paths"]?[path]?["post"]?["requestBody"]?["content"]?["application/json"]?["schema"])
        let names = body["propertyNames"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Set(names) == endpoint.parameterNames)
        #expect(body["allOf"]?.arrayValue?.first?["$ref"]?.stringValue == "#/components/schemas/HeaderRequest")
        let shared = try #require(document["components"]?["schemas"]?["HeaderRequest"])
        let properties = shared["properties"]?.objectMembers ?? []
        #expect(Set(properties.map(\.0)).isSuperset(of: endpoint.parameterNames))
        #expect(
            properties.allSatisfy { OpenAPIDocumentTests.isTyped(OpenAPIDocumentTests.resolve($0.1, in: document)) })
        #expect(shared["additionalProperties"]?.boolValue == false)
    }

    @Test func everyRouteInRoutesIsDescribedWithItsMethods() throws {
        let source = try String(
            contentsOf: OpenAPIDocumentTests.repositoryRoot.appendingPathComponent(
                "Sources/MastheadRuntime/Service/Routes.swift"),
            encoding: .utf8)
        let route = try Regex(#"router\.add\(\[([^\]]*)\], "([^"]+)"\)"#)
        var routes: [String: Set<String>] = [:]
        for match in source.matches(of: route) {
            let methods = match.output[1].substring.map { String($0) } ?? ""
            let path = match.output[2].substring.map { String($0) } ?? ""
            routes[path] = Set(
                methods.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " \"")).lowercased() }
            )
        }
        // The fixed documents are routed through `addDocument`, for `GET` alone.
        for match in source.matches(of: try Regex(#"addDocument\("([^"]+)""#)) {
            if let path = match.output[1].substring { routes[String(path)] = ["get"] }
        }
        #expect(routes.count >= 5, "the route table's form changed; update this test")
        for endpoint in Routes.endpoints { routes[endpoint.path] = ["get", "post"] }
        for (path, methods) in routes {
            let item = document["paths"]?[path]
            #expect(Set(item?.objectMembers?.map(\.0) ?? []) == methods, "\(path)")
        }
        // And nothing is described that is not routed, but for the static files' fallback.
        for (path, _) in document["paths"]?.objectMembers ?? [] where !path.contains("{") {
            #expect(routes[path] != nil, "\(path)")
        }
    }

    @Test func everyOperationDescribesItsErrorAnswers() {
        for (path, method, operation) in operations {
            let statuses = Set(operation["responses"]?.objectMembers?.map(\.0) ?? [])
            #expect(statuses.isSuperset(of: ["200", "400", "405", "500"]), "\(method) \(path)")
            if method == "post" { #expect(statuses.contains("413"), "\(method) \(path)") }
            if path.hasPrefix("/v1/") && path != "/v1/catalog" && method == "get" {
                #expect(statuses.contains("304"), "\(method) \(path)")
            }
        }
        #expect(document["components"]?["responses"]?["NotFound"] != nil)
    }

    @Test func everyReferenceResolves() {
        var references: [String] = []
        OpenAPIDocumentTests.walk(document) { value in
            if let reference = value["$ref"]?.stringValue { references.append(reference) }
        }
        #expect(!references.isEmpty)
        for reference in references {
            var target: JSONValue? = document
            for part in reference.dropFirst(2).split(separator: "/") { target = target?[String(part)] }
            #expect(target != nil, "\(reference)")
        }
    }

    /// Whether a schema says what it holds: a type, an enumeration, or alternatives.
    static func isTyped(_ schema: JSONValue?) -> Bool {
        guard let schema else { return false }
        return schema["type"] != nil || schema["enum"] != nil || schema["oneOf"] != nil || schema["anyOf"] != nil
    }

    /// `value` with a local `$ref` followed, the members beside the reference (a description) kept over the target's.
    static func resolve(_ value: JSONValue, in document: JSONValue) -> JSONValue {
        guard let members = value.objectMembers, let reference = value["$ref"]?.stringValue else { return value }
        var target: JSONValue? = document
        for part in reference.dropFirst(2).split(separator: "/") { target = target?[String(part)] }
        let resolved = resolve(target ?? .null, in: document)
        let beside = members.filter { $0.0 != "$ref" }
        let kept = (resolved.objectMembers ?? []).filter { name, _ in !beside.contains { $0.0 == name } }
        return .object(kept + beside)
    }

    /// Calls `visit` on `value` and every value inside it.
    static func walk(_ value: JSONValue, _ visit: (JSONValue) -> Void) {
        visit(value)
        if let items = value.arrayValue { for item in items { walk(item, visit) } }
        if let members = value.objectMembers { for (_, member) in members { walk(member, visit) } }
    }
}
