import MastheadRuntime

/// The arguments of `masthead render`: the endpoint, its parameters (or a JSON body's file), where the answer goes,
/// and the service's configuration, which picks the fonts.
struct RenderArguments: Sendable {
    /// The endpoint as written: `geometry`, `preview.svg`, `/v1/timeline`, `openapi.json`.
    var endpoint = ""
    /// The `name=value` parameters in order, split at their first `=`; values are taken as they are, not
    /// percent-decoded.
    var parameters: [(name: String, value: String)] = []
    /// The file holding a JSON body, `-` for standard input; `nil` without `--json`.
    var jsonFile: String?
    /// The file the answer is written to; `nil` for standard output.
    var outputFile: String?
    /// The service's configuration: its environment variables, then its options given here (`--font-dir PATH`).
    var configuration = ServiceConfiguration()
    /// `--help` was asked for.
    var showHelp = false

    /// `render`'s own options, which help lists; the service's follow them in ``options``.
    static let ownOptions: [CommandOption<RenderArguments>] = [
        .text(
            "--json", placeholder: "FILE|-",
            help: "the parameters as a JSON body from FILE (- for standard input) instead of name=value; a POST",
            set: \.jsonFile),
        .text(
            "--output", aliases: ["-o"], placeholder: "FILE",
            help: "write the answer to FILE instead of standard output", set: \.outputFile),
        .toggle("--help", aliases: ["-h"], help: "print this help and exit", set: \.showHelp),
    ]

    /// Every option `render` takes: its own, then the service's but `--help` (``ServiceConfiguration/options``).
    static let options = OptionTable(
        options: ownOptions + ServiceConfiguration.options.applying(to: \.configuration, except: ["--help"]),
        help: "masthead render --help")

    /// Arguments with nothing read yet, for `endpoint` (`audit` reads its own endpoint's parameters).
    init(endpoint: String = "") {
        self.endpoint = endpoint
    }

    /// Reads `arguments` (those after `render`) over `environment`; throws a one-line ``ConfigurationError`` for a
    /// missing endpoint, an argument that is neither an option nor `name=value`, an option's missing or bad value,
    /// or both parameters and `--json`.
    init(_ arguments: [String], environment: [String: String] = [:]) throws(ConfigurationError) {
        try ServiceConfiguration.options.applyEnvironment(environment, to: &configuration)
        try RenderArguments.options.parse(arguments, into: &self) { (parsed, argument) throws(ConfigurationError) in
            try parsed.take(argument)
        }
        try validate()
    }

    /// Takes an argument that is not an option: a `name=value` parameter, split at its first `=`, or else the
    /// endpoint, once.
    mutating func take(_ argument: String) throws(ConfigurationError) {
        if let equals = argument.firstIndex(of: "=") {
            parameters.append((String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
        } else if endpoint.isEmpty {
            endpoint = argument
        } else {
            throw ConfigurationError("expected a parameter as name=value, got '\(argument)'")
        }
    }

    /// Throws when the arguments read do not make a request: no endpoint, or parameters and `--json` both. Help
    /// needs nothing else.
    func validate() throws(ConfigurationError) {
        if showHelp { return }
        guard !endpoint.isEmpty else {
            throw ConfigurationError("render needs an ENDPOINT (see masthead render --help)")
        }
        if jsonFile != nil && !parameters.isEmpty {
            throw ConfigurationError("give the parameters as name=value or as a JSON body with --json, not both")
        }
    }
}
