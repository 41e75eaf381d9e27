import MastheadAudit
import Testing

@testable import MastheadCommandLine

/// How `masthead audit` reads its arguments: `render`'s, for the `/v1/audit` endpoint, and `--fail-on` in both
/// forms, through the same parser.
struct AuditArgumentsTests {
    @Test(arguments: [
        (["--fail-on=warning"], AuditSeverity.warning),
        (["--fail-on", "warning"], .warning),
        (["style=large", "--fail-on", "notice", "-o", "out.json"], .notice),
        (["style=large"], .error),
    ])
    func failOnTakesItsValueEitherWay(arguments: [String], severity: AuditSeverity) throws {
        let parsed = try AuditArguments(arguments)
        #expect(parsed.failOn == severity)
        #expect(parsed.request.endpoint == "audit")
    }

    @Test func theRestIsReadAsRenderReadsIt() throws {
        let parsed = try AuditArguments(
            ["style=large", "back=Mailboxes", "--output=out.json", "--cache-bytes", "0"],
            environment: ["FONT_DIR": "/fonts"])
        #expect(parsed.request.parameters.map { $0.name + "=" + $0.value } == ["style=large", "back=Mailboxes"])
        #expect(parsed.request.outputFile == "out.json")
        #expect(parsed.request.configuration.cacheBytes == 0)
        #expect(parsed.request.configuration.fontDirectory == "/fonts")
        #expect(try AuditArguments(["--help"]).request.showHelp)
    }

    @Test(arguments: [
        (["--fail-on", "fatal"], "--fail-on takes error, warning or notice, got 'fatal'"),
        (["--fail-on="], "--fail-on takes error, warning or notice, got ''"),
        (["--fail-on"], "--fail-on needs a value (error|warning|notice)"),
        (["--fail-onn=error"], "unknown option '--fail-onn'; did you mean --fail-on? (see masthead audit --help)"),
        (["geometry"], "expected a parameter as name=value, got 'geometry'"),
        (["a=1", "--json", "-"], "not both"),
    ])
    func aBadArgumentIsOneLineNamingTheFlag(arguments: [String], message: String) {
        #expect {
            _ = try AuditArguments(arguments)
        } throws: { error in
            "\(error)" == message || "\(error)".contains(message)
        }
    }
}
