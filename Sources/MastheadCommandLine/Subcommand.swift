/// One subcommand of the `masthead` executable, as one entry of ``MastheadCommand/subcommands``: its name, its
/// usage and one line for `masthead --help`, and what it runs.
///
/// A subcommand reads its own arguments and the environment, writes its output, and returns the exit status; it
/// never starts the HTTP server.
struct Subcommand: Sendable {
    /// The word that picks it: `masthead render …`.
    let name: String
    /// What follows the name in its usage line: `ENDPOINT [name=value …] [--json FILE|-] [-o FILE]`.
    let arguments: String
    /// One line for `masthead --help`.
    let summary: String
    /// Runs it with the arguments after its name and the process environment; returns the exit status.
    let run: @Sendable (_ arguments: [String], _ environment: [String: String]) -> Int32

    /// Its usage line: `masthead render ENDPOINT …`.
    var usage: String { "masthead " + name + " " + arguments }
}
