import MastheadAudit
import MastheadRuntime

/// The arguments of `masthead audit`: those of `render` for the `/v1/audit` endpoint (``RenderArguments``), and the
/// severity whose findings fail the run.
struct AuditArguments: Sendable {
    /// The request, as `render` reads it, its endpoint `audit`.
    var request = RenderArguments(endpoint: "audit")
    /// Findings of this severity or a worse one fail the run (`--fail-on`); `error` unless given.
    var failOn = AuditSeverity.error

    /// `audit`'s own option, which help lists after `render`'s.
    static let failOnOption = CommandOption<AuditArguments>.choice(
        "--fail-on", AuditSeverity.allCases.map { ($0.rawValue, $0) },
        help: "fail on errors (default), on warnings and errors, or on any finding (notice)", set: \.failOn)

    /// Every option `audit` takes: `render`'s, then `--fail-on`.
    static let options = OptionTable(
        options: RenderArguments.options.applying(to: \.request) + [failOnOption],
        help: "masthead audit --help")

    /// Reads `arguments` (those after `audit`) over `environment`; throws a one-line ``ConfigurationError`` as
    /// ``RenderArguments/init(_:environment:)`` does, a bare word included (the endpoint is `audit`).
    init(_ arguments: [String], environment: [String: String] = [:]) throws(ConfigurationError) {
        try ServiceConfiguration.options.applyEnvironment(environment, to: &request.configuration)
        try AuditArguments.options.parse(arguments, into: &self) { (parsed, argument) throws(ConfigurationError) in
            try parsed.request.take(argument)
        }
        try request.validate()
    }

    /// Whether `report` has a finding at ``failOn`` or worse.
    func fails(_ report: AuditReport) -> Bool {
        report.findings.contains { $0.severity <= failOn }
    }
}
