/// The arguments of `masthead render`: the endpoint, its parameters (or a JSON body's file), where the answer goes,
/// and the service options that pick the fonts.
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
    /// The service's own options (`--font-dir PATH`), each with its value, for ``ServiceConfiguration``.
    var serviceOptions: [String] = []
    /// `--help` was asked for.
    var showHelp = false

    /// Reads `arguments` (those after `render`); throws a one-line ``ConfigurationError`` for a missing endpoint, an
    /// argument that is neither an option nor `name=value`, a flag without its value, or both parameters and
    /// `--json`.
    init(_ arguments: [String]) throws(ConfigurationError) {
        var index = 0
        func value(of flag: String, inline: String?) throws(ConfigurationError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw ConfigurationError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let inline = parts.count == 2 ? parts[1] : nil
            switch parts[0] {
            case "--help", "-h": showHelp = true
            case "--json": jsonFile = try value(of: "--json", inline: inline)
            case "-o", "--output": outputFile = try value(of: parts[0], inline: inline)
            case let flag where flag.hasPrefix("-") && flag.count > 1:
                guard let option = ServiceConfiguration.options.first(where: { $0.flag == flag }) else {
                    throw ConfigurationError("unknown option '\(argument)' (see masthead render --help)")
                }
                serviceOptions.append(flag)
                if option.placeholder != nil { serviceOptions.append(try value(of: flag, inline: inline)) }
            case let name where inline != nil:
                parameters.append((name, inline ?? ""))
            default:
                guard endpoint.isEmpty else {
                    throw ConfigurationError("expected a parameter as name=value, got '\(argument)'")
                }
                endpoint = argument
            }
            index += 1
        }
        if showHelp { return }
        guard !endpoint.isEmpty else {
            throw ConfigurationError("render needs an ENDPOINT (see masthead render --help)")
        }
        if jsonFile != nil && !parameters.isEmpty {
            throw ConfigurationError("give the parameters as name=value or as a JSON body with --json, not both")
        }
    }
}
