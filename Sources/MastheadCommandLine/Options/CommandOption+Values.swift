import MastheadRuntime

/// The kinds of value an option takes. Each constructor writes the placeholder help shows and the reason a bad
/// value is refused; ``OptionTable`` names the flag or variable in front of the reason.
extension CommandOption {
    /// A switch: `--healthcheck`. It takes no value; `--healthcheck=yes` is refused.
    static func toggle(
        _ flag: String, aliases: [String] = [], help: String, set: WritableKeyPath<Target, Bool> & Sendable
    ) -> Self {
        CommandOption(flag: flag, aliases: aliases, variable: nil, placeholder: nil, help: help) {
            (target: inout Target, _: String) throws(ConfigurationError) in
            target[keyPath: set] = true
        }
    }

    /// Text taken as it is: a path, an address. An empty value (`--font-dir=`) is refused unless the option says
    /// what it means (`empty`), which help then shows after the option's own line.
    static func text(
        _ flag: String, aliases: [String] = [], variable: String? = nil, placeholder: String, help: String,
        empty: String? = nil, set: WritableKeyPath<Target, String?> & Sendable
    ) -> Self {
        CommandOption(
            flag: flag, aliases: aliases, variable: variable, placeholder: placeholder,
            help: help + (empty.map { "; empty: " + $0 } ?? "")
        ) { (target: inout Target, value: String) throws(ConfigurationError) in
            guard !value.isEmpty || empty != nil else { throw ConfigurationError("must not be empty") }
            target[keyPath: set] = value.isEmpty ? nil : value
        }
    }

    /// Text that is never empty, kept in a plain `String`.
    static func text(
        _ flag: String, aliases: [String] = [], variable: String? = nil, placeholder: String, help: String,
        set: WritableKeyPath<Target, String> & Sendable
    ) -> Self {
        CommandOption(flag: flag, aliases: aliases, variable: variable, placeholder: placeholder, help: help) {
            (target: inout Target, value: String) throws(ConfigurationError) in
            guard !value.isEmpty else { throw ConfigurationError("must not be empty") }
            target[keyPath: set] = value
        }
    }

    /// A whole number in `range`, written in decimal digits with an optional sign.
    static func integer(
        _ flag: String, variable: String? = nil, placeholder: String = "N", in range: ClosedRange<Int>, help: String,
        set: WritableKeyPath<Target, Int> & Sendable
    ) -> Self {
        CommandOption(flag: flag, aliases: [], variable: variable, placeholder: placeholder, help: help) {
            (target: inout Target, value: String) throws(ConfigurationError) in
            guard let number = Int(value), range.contains(number) else {
                throw ConfigurationError(
                    "must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
            }
            target[keyPath: set] = number
        }
    }

    /// One of a few words, each standing for a value: `--event-loop poll|epoll`. The placeholder lists the words.
    static func choice<Value: Sendable>(
        _ flag: String, variable: String? = nil, _ choices: [(word: String, value: Value)], help: String,
        set: WritableKeyPath<Target, Value> & Sendable
    ) -> Self {
        let words = choices.map(\.word)
        return CommandOption(
            flag: flag, aliases: [], variable: variable, placeholder: words.joined(separator: "|"), help: help
        ) { (target: inout Target, value: String) throws(ConfigurationError) in
            guard let choice = choices.first(where: { $0.word == value }) else {
                let listed = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
                throw ConfigurationError("takes \(listed), got '\(value)'")
            }
            target[keyPath: set] = choice.value
        }
    }
}
