import Foundation
import Testing

/// A parameter that only some styles use (the catalog's `styles`) is checked for every style and ignored by the
/// others: their answers, pictures and entity tags are those of leaving it out. Driven by `/v1/catalog`, so a new
/// parameter with a `styles` list is covered as soon as it is described.
@Suite(.serialized)
struct StyleParameterTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        // Nothing cached: every answer below is drawn from scratch.
        service = try ServiceProcess(["--log", "none", "--cache-bytes", "0"])
    }

    /// A value of `parameter` other than its default, as a query value, and the query a style that ignores it
    /// must answer alike (`path` sets the offset for every style, so it is compared with that offset).
    static func sample(_ parameter: [String: Any]) throws -> (value: String, same: String) {
        let name = try #require(parameter["name"] as? String)
        let schema = try #require(parameter["schema"] as? [String: Any])
        switch name {
        case "path": return ("0,400,26", "offset=26")
        case "seedColor": return ("%23336699", "")
        case "leading": return ("text:Edit,search", "")
        // `ios26` is refused, not ignored, by the styles it does not apply to (GlassRequestTests).
        case "fidelity": return ("uikit", "")
        case "stretchModes": return ("blurBackground,fadeTitle", "")
        default: break
        }
        if schema["type"] as? String == "boolean" { return (schema["default"] as? Bool == true ? "false" : "true", "") }
        if schema["type"] as? String == "string", schema["enum"] == nil { return ("Mailboxes", "") }
        if let choices = schema["enum"] as? [String] {
            let other = try #require(choices.last { $0 != schema["default"] as? String })
            return (other, "")
        }
        let maximum = try #require(schema["maximum"] as? Double, "\(name) has no sample")
        let minimum = try #require(schema["minimum"] as? Double)
        let value = maximum == schema["default"] as? Double ? minimum : maximum
        return (String(value), "")
    }

    @Test func stylesIgnoreTheParametersTheyDoNotUse() throws {
        let catalog = try get("/v1/catalog").json
        let styles = try #require((catalog["styles"] as? [String: Any])?["values"] as? [String])
        #expect(styles.count == 14)
        // The parameters the two endpoints read (an audit's `textSizes` has styles too, but only `/v1/audit` reads it).
        let paths = try #require(try get("/openapi.json").json["paths"] as? [String: Any])
        let read = try ["/v1/geometry", "/v1/preview.svg"].map { path -> Set<String> in
            let get = try #require((paths[path] as? [String: Any])?["get"] as? [String: Any])
            let described = try #require(get["parameters"] as? [[String: Any]])
            // Each is a shared component: `{"$ref": "#/components/parameters/<name>"}`.
            return Set(
                described.compactMap { parameter in
                    (parameter["name"] as? String)
                        ?? (parameter["$ref"] as? String)?.split(separator: "/").last.map(String.init)
                })
        }
        let parameters = try #require(catalog["parameters"] as? [[String: Any]]).filter { parameter in
            let name = parameter["name"] as? String ?? ""
            return parameter["styles"] != nil && read.allSatisfy { $0.contains(name) }
        }
        #expect(parameters.count >= 10)
        var compared = 0
        for parameter in parameters {
            let name = try #require(parameter["name"] as? String)
            // `tabs`, `search` and `image` are refused, not ignored, by the styles that do not lay them out
            // (TabsEndpointTests, SearchRequestTests, SliverAppBarEndpointTests).
            if name == "tabs" || name == "search" || name == "image" { continue }
            let users = try #require(parameter["styles"] as? [String])
            let (value, same) = try Self.sample(parameter)
            for style in styles where !users.contains(style) {
                for endpoint in ["/v1/geometry", "/v1/preview.svg"] {
                    let base =
                        "\(endpoint)?style=\(style)&title=Inbox&trailing=plus" + (name == "back" ? "" : "&back=Back")
                    let plain = try get(base + (same.isEmpty ? "&offset=26" : "&" + same))
                    let with = try get(base + "&\(name)=\(value)" + (same.isEmpty ? "&offset=26" : ""))
                    #expect(plain.status == 200 && with.status == 200, "\(style) \(name)=\(value) \(endpoint)")
                    #expect(with.body == plain.body, "\(style) \(name)=\(value) \(endpoint): the answer changed")
                    #expect(
                        with.header("ETag") == plain.header("ETag"),
                        "\(style) \(name)=\(value) \(endpoint): the entity tag changed")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }

    @Test func aStyleThatIgnoresAParameterStillChecksIt() throws {
        for (style, query) in [("m3Medium", "textSize=huge"), ("large", "edge=round"), ("large", "headerHeight=-1")] {
            let response = try get("/v1/geometry?style=\(style)&\(query)")
            #expect(response.status == 400, "\(style) \(query)")
            #expect(
                response.json["parameter"] as? String == String(query.prefix { $0 != "=" }), "\(style) \(query)")
        }
    }

    @Test func materialPicturesAndExportsKeepTheirSampleContentAtEveryTextSize() throws {
        for style in ["m3Small", "m3Large"] {
            for endpoint in ["/v1/preview.svg", "/v1/scroll.lottie.json?to=40&step=10"] {
                let separator = endpoint.contains("?") ? "&" : "?"
                let plain = try get(endpoint + separator + "style=\(style)")
                let large = try get(endpoint + separator + "style=\(style)&textSize=AX5")
                #expect(plain.status == 200 && large.body == plain.body, "\(style) \(endpoint)")
            }
        }
    }
}
