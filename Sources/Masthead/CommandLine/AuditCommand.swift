import MastheadAudit
import MastheadFormat

/// `masthead audit [name=value …] [--json FILE|-] [-o FILE] [--fail-on error|warning|notice]`: the `/v1/audit`
/// document of a header, without a server, and an exit status a CI job can act on.
///
/// The document written is the body of the HTTP answer to the same request (it goes through ``RenderCommand``). The
/// exit status is 0 when no finding reaches `--fail-on`'s severity (default `error`: `warning` fails on warnings and
/// errors, `notice` on any finding), 1 when one does (its counts on standard error) or when anything else failed, and
/// 2 for a bad argument or a request the service refuses, whose problem+json is printed on standard error.
enum AuditCommand {
    /// Its entry in the subcommand table.
    static let subcommand = Subcommand(
        name: "audit", arguments: "[name=value …] [--json FILE|-] [-o FILE] [--fail-on error|warning|notice]",
        summary: "write the header's /v1/audit document; exit 1 when findings reach --fail-on (default error)",
        run: run)

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var failOn = AuditSeverity.error
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--fail-on" || argument.hasPrefix("--fail-on=") {
                var value: String?
                if argument == "--fail-on" {
                    index += 1
                    value = index < arguments.count ? arguments[index] : nil
                } else {
                    value = String(argument.dropFirst("--fail-on=".count))
                }
                guard let value, let severity = AuditSeverity(rawValue: value) else {
                    Console.error("--fail-on takes error, warning or notice, got '\(value ?? "")'")
                    return 2
                }
                failOn = severity
            } else {
                rest.append(argument)
            }
            index += 1
        }
        let parsed: RenderArguments
        do {
            parsed = try RenderArguments(["audit"] + rest)
        } catch {
            Console.error("\(error)")
            return 2
        }
        if parsed.showHelp {
            Console.output(HelpText.audit)
            return 0
        }
        let body: [UInt8]
        switch RenderCommand.body(of: parsed, environment: environment) {
        case .failure(let failure): return failure.status
        case .success(let answer): body = answer
        }
        let written = RenderCommand.write(body, to: parsed.outputFile)
        guard written == 0 else { return written }
        guard let counts = try? counts(in: body) else {
            Console.error("the audit document has no summary")
            return 1
        }
        let failing = AuditSeverity.allCases.filter { $0 <= failOn }.reduce(0) { $0 + (counts[$1] ?? 0) }
        guard failing > 0 else { return 0 }
        let said = AuditSeverity.allCases.map { severity in
            let count = counts[severity] ?? 0
            return "\(count) \(severity.rawValue)" + (count == 1 ? "" : "s")
        }.joined(separator: ", ")
        Console.error("audit: \(said) (failing on \(failOn.rawValue) and above)")
        return 1
    }

    /// The summary's count of each severity (`summary.errors`, `summary.warnings`, `summary.notices`).
    static func counts(in document: [UInt8]) throws -> [AuditSeverity: Int] {
        let summary = try JSONParser.parse(document)["summary"]
        var counts: [AuditSeverity: Int] = [:]
        for severity in AuditSeverity.allCases {
            counts[severity] = summary?[severity.rawValue + "s"]?.numberValue.map { Int($0) }
        }
        return counts
    }
}
