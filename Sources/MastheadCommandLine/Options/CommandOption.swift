import MastheadRuntime

/// One command-line option, declared once: its flag (and shorter spellings), its environment variable, the
/// placeholder of its value, one line of help, and how a value is checked and applied. Parsing (``OptionTable``),
/// the errors and `--help` all read this declaration and nothing else.
///
/// The constructors in `CommandOption+Values.swift` declare the kinds of value (a switch, text, a whole number in a
/// range, one of a few words); each writes its own reason for refusing a value, and the table puts the flag or
/// variable it came from in front: `--port must be a whole number from 0 to 65535, got 'x'`.
struct CommandOption<Target>: Sendable {
    /// The long spelling, `--port`; what help and errors name.
    let flag: String
    /// Other spellings, listed before the flag in help: `-o` for `--output`.
    let aliases: [String]
    /// The environment variable read when the flag is not given, or `nil` for none.
    let variable: String?
    /// The value's placeholder in help (`N`, `PATH`, `poll|epoll`); `nil` for a switch, which takes no value.
    let placeholder: String?
    /// One line for help.
    let help: String
    /// Checks `value` and stores it in the target; throws the reason, without the flag's name, for a bad value.
    let apply: @Sendable (inout Target, String) throws(ConfigurationError) -> Void

    /// Every spelling, the flag last: `-o`, `--output`.
    var spellings: [String] { aliases + [flag] }

    /// The option's name column in help: `-o, --output FILE`, and `(env PORT)` when it has a variable.
    var helpName: String {
        var name = spellings.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
        if let variable { name += "  (env \(variable))" }
        return name
    }

    /// Its row in help: the name column and its line.
    var helpRow: (String, String) { (helpName, help) }

    /// The same option applied to the part of a larger target at `part`: a subcommand takes the service's options
    /// into the configuration it holds.
    func applying<Outer>(to part: WritableKeyPath<Outer, Target> & Sendable) -> CommandOption<Outer> {
        let apply = self.apply
        return CommandOption<Outer>(
            flag: flag, aliases: aliases, variable: variable, placeholder: placeholder, help: help
        ) { (outer: inout Outer, value: String) throws(ConfigurationError) in
            try apply(&outer[keyPath: part], value)
        }
    }
}
