import Testing

@testable import MastheadCommandLine

/// How `masthead render` reads its arguments: the endpoint, `name=value` parameters split at their first `=`, the
/// flags in both spellings, and the service's own options passed on with their values.
struct RenderArgumentsTests {
    @Test(arguments: [
        (["geometry", "offset=26", "title=a=b", "subtitle="], "geometry", ["offset=26", "title=a=b", "subtitle="]),
        (["offset=1", "/v1/preview.svg"], "/v1/preview.svg", ["offset=1"]),
        (["preview.svg", "title=--not-a-flag"], "preview.svg", ["title=--not-a-flag"]),
        (["timeline", "=x"], "timeline", ["=x"]),
    ])
    func parametersAreSplitAtTheirFirstEqualsSign(arguments: [String], endpoint: String, parameters: [String]) throws {
        let parsed = try RenderArguments(arguments)
        #expect(parsed.endpoint == endpoint)
        #expect(parsed.parameters.map { $0.name + "=" + $0.value } == parameters)
        #expect(parsed.jsonFile == nil && parsed.outputFile == nil)
    }

    @Test(arguments: [
        (["geometry", "--json", "-"], "-", nil),
        (["geometry", "--json=body.json", "-o", "out.json"], "body.json", "out.json"),
        (["geometry", "--output=out.json", "--json", "b.json"], "b.json", "out.json"),
        (["geometry", "-o=out.json", "--json=-"], "-", "out.json"),
    ])
    func theFlagsTakeTheirValueAfterASpaceOrAnEqualsSign(arguments: [String], json: String?, output: String?) throws {
        let parsed = try RenderArguments(arguments)
        #expect(parsed.jsonFile == json)
        #expect(parsed.outputFile == output)
        #expect(parsed.parameters.isEmpty)
    }

    @Test func theServicesOptionsSetTheConfigurationOverItsVariables() throws {
        let parsed = try RenderArguments(
            ["geometry", "--font-dir", "/fonts", "offset=2", "--cache-bytes=0"],
            environment: ["FONT_DIR": "/from-env", "ROBOTO_FONT_DIR": "/roboto"])
        #expect(parsed.endpoint == "geometry")
        #expect(parsed.configuration.fontDirectory == "/fonts")
        #expect(parsed.configuration.robotoFontDirectory == "/roboto")
        #expect(parsed.configuration.cacheBytes == 0)
        #expect(parsed.parameters.map(\.name) == ["offset"])
    }

    @Test(arguments: [
        ([], "needs an ENDPOINT"),
        (["offset=1"], "needs an ENDPOINT"),
        (["geometry", "preview.svg"], "expected a parameter as name=value, got 'preview.svg'"),
        (["geometry", "-o"], "-o needs a value"),
        (["geometry", "--nope"], "unknown option '--nope'"),
        (["geometry", "--port"], "--port needs a value"),
        (["geometry", "--port=x"], "--port must be a whole number from 0 to 65535, got 'x'"),
        (["geometry", "--json="], "--json must not be empty"),
        (["geometry", "--json", "--output", "x"], "--json needs a value"),
        (["geometry", "--help=yes"], "--help takes no value, got 'yes'"),
        (["geometry", "a=1", "--json", "x"], "not both"),
    ])
    func aBadArgumentIsOneLineSayingWhat(arguments: [String], message: String) {
        #expect {
            _ = try RenderArguments(arguments)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func helpNeedsNothingElse() throws {
        #expect(try RenderArguments(["--help"]).showHelp)
        #expect(try RenderArguments(["geometry", "-h"]).showHelp)
    }
}
