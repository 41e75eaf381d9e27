import MastheadFormat
import MastheadGeometry
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadRuntime

/// The description's shape for client generators: shared parameters, one schema per kind of value, one request body,
/// nothing nullable, method-like operation ids and images as binary content.
struct OpenAPIComponentsTests {
    let document: JSONValue

    init() throws {
        document = try JSONParser.parse(OpenAPIDocument.bytes(endpoints: Routes.endpoints))
    }

    var operations: [(path: String, method: String, operation: JSONValue)] {
        (document["paths"]?.objectMembers ?? []).flatMap { path, item in
            (item.objectMembers ?? []).map { (path, $0.0, $0.1) }
        }
    }

    @Test("every table parameter is one shared component", arguments: ParameterTable.all.map(\.name))
    func everyParameterIsAComponent(name: String) throws {
        let component = try #require(document["components"]?["parameters"]?[name])
        #expect(component["name"]?.stringValue == name)
        #expect(component["in"]?.stringValue == "query")
        var references = 0
        for (_, method, operation) in operations where method == "get" {
            for parameter in operation["parameters"]?.arrayValue ?? [] {
                #expect(parameter["name"]?.stringValue != name, "an inline copy of \(name)")
                if parameter["$ref"]?.stringValue == "#/components/parameters/\(name)" { references += 1 }
            }
        }
        #expect(references >= 1)
    }

    @Test(
        "every kind of value is one named enumeration",
        arguments: [
            ("style", "HeaderStyle"), ("device", "Device"), ("appearance", "Appearance"),
            ("direction", "LayoutDirection"), ("content", "ContentKind"), ("text", "TextMode"),
            ("backFallback", "BackFallback"), ("navigation", "NavigationIcon"),
        ])
    func kindsAreNamed(parameter: String, kind: String) throws {
        let schema = try #require(document["components"]?["parameters"]?[parameter]?["schema"])
        #expect(schema["$ref"]?.stringValue == "#/components/schemas/\(kind)")
        let values = document["components"]?["schemas"]?[kind]?["enum"]?.arrayValue ?? []
        #expect(!values.isEmpty)
        #expect(values.allSatisfy { $0.stringValue != nil })
    }

    @Test("answers share the request's enumerations", arguments: ["style", "direction", "appearance"])
    func answersShareKinds(member: String) {
        let schema = document["components"]?["schemas"]?["Geometry"]?["properties"]?[member]
        #expect(schema?["$ref"]?.stringValue?.hasPrefix("#/components/schemas/") == true)
    }

    @Test func nothingIsNullable() {
        var nullable: [String] = []
        OpenAPIDocumentTests.walk(document) { value in
            if value["type"]?.stringValue == "null" { nullable.append("type null") }
            if value["type"]?.arrayValue?.contains(.string("null")) == true { nullable.append("type [.., null]") }
            if value["enum"]?.arrayValue?.contains(.null) == true { nullable.append("enum with null") }
        }
        #expect(nullable.isEmpty)
    }

    @Test func operationIdsAreUniqueMethodNames() throws {
        let ids = operations.compactMap { $0.operation["operationId"]?.stringValue }
        #expect(ids.count == operations.count)
        #expect(Set(ids).count == ids.count)
        let methodName = try Regex("^[a-z][A-Za-z0-9]*$")
        for id in ids { #expect(id.wholeMatch(of: methodName) != nil, "\(id)") }
    }

    @Test(
        "images are binary content",
        arguments: Routes.endpoints.map(\.path).filter { $0.contains(".png") || $0.hasSuffix(".svg") })
    func imagesAreBinary(path: String) throws {
        for method in ["get", "post"] {
            let content = try #require(document["paths"]?[path]?[method]?["responses"]?["200"]?["content"])
            let (mediaType, media) = try #require(content.objectMembers?.first)
            #expect(mediaType.hasPrefix("image/"))
            #expect(media["schema"]?["format"]?.stringValue == "binary")
            #expect(media["schema"]?["contentMediaType"]?.stringValue == mediaType)
        }
    }
}
