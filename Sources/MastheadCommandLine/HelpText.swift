import MastheadRuntime

/// The text of `masthead --help` and of each subcommand's `--help`, from the subcommand and option tables.
///
/// Each list is a column of names and a column of descriptions, the second starting where the longest name of the
/// list ends, so no option however long breaks the column.
enum HelpText {
    /// `masthead --help`: the usage lines, the subcommands, and every option with its environment variable.
    static var text: String {
        var text = "masthead — scroll-driven header geometry and previews over HTTP\n\nUsage:\n"
        text += "  masthead [options]\n"
        for subcommand in MastheadCommand.subcommands { text += "  " + subcommand.usage + "\n" }
        text += "\nSubcommands (no server is started; each takes --help):\n"
        text += columns(MastheadCommand.subcommands.map { ($0.name, $0.summary) })
        text += "\nOptions (flag, environment variable):\n"
        text += columns(ServiceConfiguration.options.helpRows)
        text += "\n" + valueForms
        return text
    }

    /// How an option's value is written, for every command.
    static let valueForms =
        "A value follows its option (--port 9000) or an equals sign (--port=9000); an empty value, or one\n"
        + "starting with --, only the second way (--public-dir=). An empty environment variable counts as unset.\n"

    /// `masthead render --help`.
    static var render: String {
        var text = "Usage: " + RenderCommand.subcommand.usage + "\n\n" + RenderCommand.subcommand.summary + ".\n\n"
        text += columns(
            [
                ("ENDPOINT", "a path or its last part: " + RenderTarget.paths.joined(separator: ", ")),
                ("name=value", "a parameter, as in the query (value as it is, not percent-encoded); makes a GET"),
            ] + RenderArguments.ownOptions.map(\.helpRow) + [serviceOptionsRow])
        text += "\nExit status: 0 answered; 2 a bad argument or a request the service refuses (its problem+json on "
        text += "standard error, as the HTTP answer's body); 1 any other failure.\n"
        text += "\n" + valueForms
        return text
    }

    /// `masthead audit --help`.
    static var audit: String {
        var text = "Usage: " + AuditCommand.subcommand.usage + "\n\n" + AuditCommand.subcommand.summary + ".\n\n"
        text += columns(
            [("name=value", "a parameter of /v1/audit, as in the query (value as it is, not percent-encoded)")]
                + RenderArguments.ownOptions.map(\.helpRow) + [AuditArguments.failOnOption.helpRow, serviceOptionsRow])
        text += "\nExit status: 0 no finding at --fail-on's severity or above; 1 some (counted on standard error), "
        text += "or any other failure; 2 a bad argument or a request the service refuses (its problem+json on "
        text += "standard error).\n"
        text += "\n" + valueForms
        return text
    }

    /// The row that points a subcommand's help at the service's options, which it takes too.
    static let serviceOptionsRow = ("--font-dir PATH …", "the service's options and variables apply (masthead --help)")

    /// Rows as two aligned columns, indented by two spaces, the descriptions two spaces past the longest name.
    static func columns(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, description in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + description + "\n"
        }.joined()
    }
}
