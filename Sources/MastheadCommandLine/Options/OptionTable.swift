import MastheadRuntime
import MastheadSupport

/// A command's options in one table: the one parser of the service's flags and of every subcommand's, driven by the
/// declarations (``CommandOption``), which also give the errors and the help.
///
/// An option's value follows it as the next argument (`--port 9000`) or after an equals sign (`--port=9000`). The
/// second form is the only way to give a value that is empty (`--public-dir=`: an empty value, checked like any
/// other) or that starts with `--`; an option followed by nothing, or by another `--` argument, needs a value. A
/// flag given twice keeps its last value. An environment variable that is set but empty counts as unset, so
/// `PORT=` leaves the default. Every error is one line naming the flag or variable, as the person typed it.
struct OptionTable<Target>: Sendable {
    /// The options, in the order help lists them.
    let options: [CommandOption<Target>]
    /// Where an unknown option's error sends the reader: `--help`, `masthead render --help`.
    let help: String

    /// The option one of whose spellings is `name`.
    func option(named name: String) -> CommandOption<Target>? {
        options.first { $0.spellings.contains(name) }
    }

    /// Applies the value of every option whose environment variable is set and not empty.
    func applyEnvironment(_ environment: [String: String], to target: inout Target) throws(ConfigurationError) {
        for option in options {
            guard let variable = option.variable, let value = environment[variable], !value.isEmpty else { continue }
            try apply(option, value, named: variable, to: &target)
        }
    }

    /// Applies every option in `arguments`, in order, and hands each argument that is not an option (one that does
    /// not start with `-`, or `-` alone) to `positional`, which throws for one it does not take.
    func parse(
        _ arguments: [String], into target: inout Target,
        positional: (inout Target, String) throws(ConfigurationError) -> Void
    ) throws(ConfigurationError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                try positional(&target, argument)
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            let inline = equals.map { String(argument[argument.index(after: $0)...]) }
            guard let option = option(named: name) else { throw unknown(name) }
            guard let placeholder = option.placeholder else {
                if let inline { throw ConfigurationError("\(name) takes no value, got '\(inline)'") }
                try apply(option, "", named: name, to: &target)
                continue
            }
            if let inline {
                try apply(option, inline, named: name, to: &target)
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                try apply(option, arguments[index], named: name, to: &target)
                index += 1
            } else {
                throw ConfigurationError("\(name) needs a value (\(placeholder))")
            }
        }
    }

    /// The options, applied to the part of a larger target at `part` (``CommandOption/applying(to:)``), but those
    /// with a spelling in `excluded`.
    func applying<Outer>(
        to part: WritableKeyPath<Outer, Target> & Sendable, except excluded: Set<String> = []
    ) -> [CommandOption<Outer>] {
        options.filter { excluded.isDisjoint(with: $0.spellings) }.map { $0.applying(to: part) }
    }

    /// The rows of help: each option's name column and its line.
    var helpRows: [(String, String)] { options.map(\.helpRow) }

    /// `value` applied, a refusal given the name it came by: `--port must be …`, `PORT must be …`.
    private func apply(
        _ option: CommandOption<Target>, _ value: String, named name: String, to target: inout Target
    ) throws(ConfigurationError) {
        do {
            try option.apply(&target, value)
        } catch {
            throw ConfigurationError("\(name) \(error.description)")
        }
    }

    /// The error for an unknown option, with the spelling it most likely meant, compared without the dashes (or
    /// every option would be two letters closer to `--x`).
    private func unknown(_ name: String) -> ConfigurationError {
        func word(_ spelling: String) -> String { String(spelling.drop { $0 == "-" }) }
        let known = options.flatMap(\.spellings)
        let guess =
            Spelling.closest(to: word(name), among: known.map(word)).flatMap { closest in
                known.first { word($0) == closest }.map { "; did you mean \($0)?" }
            } ?? ""
        return ConfigurationError("unknown option '\(name)'\(guess) (see \(help))")
    }
}
