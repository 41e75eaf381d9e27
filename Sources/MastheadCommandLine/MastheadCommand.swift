/// The `masthead` executable: a subcommand from the table, or the HTTP service.
///
/// `masthead` with no subcommand (options only, or nothing) serves; a first argument that names an entry of
/// ``subcommands`` runs that entry instead, without a server. The executable's `main` only hands its arguments and
/// environment here and exits with the status returned.
public enum MastheadCommand {
    /// Every subcommand, in the order `--help` lists them; a new one is one more entry.
    static let subcommands: [Subcommand] = [RenderCommand.subcommand, AuditCommand.subcommand]

    /// Runs the command line `arguments` (without the program's name) and returns the exit status: 0 for success,
    /// 2 for a bad argument or parameter, 1 for anything else that failed.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            return ServeCommand.run(arguments: arguments, environment: environment)
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            let names = subcommands.map(\.name).joined(separator: ", ")
            Console.error("unknown subcommand '\(first)' (subcommands: \(names); see --help)")
            return 2
        }
        return subcommand.run(Array(arguments.dropFirst()), environment)
    }
}
