import MastheadAudit
import MastheadEndpoints

/// `masthead audit [name=value …] [--json FILE|-] [-o FILE] [--fail-on error|warning|notice]`: the `/v1/audit`
/// document of a header, without a server, and an exit status a CI job can act on.
///
/// The request is read and refused as `render` reads and refuses it (``RenderCommand/answer(_:_:)``), and the
/// document written is the body of the HTTP answer to it. The findings are counted from the typed report the
/// document is written from. The exit status is 0 when no finding reaches `--fail-on`'s severity (default `error`:
/// `warning` fails on warnings and errors, `notice` on any finding), 1 when one does (its counts on standard error)
/// or when anything else failed, and 2 for a bad argument or a request the service refuses, whose problem+json is
/// printed on standard error.
enum AuditCommand {
    /// Its entry in the subcommand table.
    static let subcommand = Subcommand(
        name: "audit", arguments: "[name=value …] [--json FILE|-] [-o FILE] [--fail-on error|warning|notice]",
        summary: "write the header's /v1/audit document; exit 1 when findings reach --fail-on (default error)",
        run: run)

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let parsed: AuditArguments
        do {
            parsed = try AuditArguments(arguments, environment: environment)
        } catch {
            Console.error("\(error)")
            return 2
        }
        if parsed.request.showHelp {
            Console.output(HelpText.audit)
            return 0
        }
        let report: AuditReport
        switch RenderCommand.answer(parsed.request, { service, request in try service.audit(request) }) {
        case .failure(let failure): return failure.status
        case .success(let answer): report = answer
        }
        let written = RenderCommand.write(AuditEndpoint.document(of: report), to: parsed.request.outputFile)
        guard written == 0 else { return written }
        guard parsed.fails(report) else { return 0 }
        let said = AuditSeverity.allCases.map { severity in
            let count = report.count(severity)
            return "\(count) \(severity.rawValue)" + (count == 1 ? "" : "s")
        }.joined(separator: ", ")
        Console.error("audit: \(said) (failing on \(parsed.failOn.rawValue) and above)")
        return 1
    }
}
