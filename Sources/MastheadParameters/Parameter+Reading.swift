import MastheadGeometry
import MastheadHTTP

/// Typed reads of a described parameter: its kind, range and default come from the description, so every read of
/// it checks the same bounds and refuses with the same `400`.
extension Parameter {
    /// The number sent, within the described range; the described default when absent.
    package func number(_ reader: ParameterReader) throws(HTTPError) -> Double {
        guard case .number(let fallback) = defaultValue else { preconditionFailure("\(name) has no default") }
        return try optionalNumber(reader) ?? fallback
    }

    /// The number sent, within the described range; `nil` when absent.
    package func optionalNumber(_ reader: ParameterReader) throws(HTTPError) -> Double? {
        guard case .number(let range) = kind else { preconditionFailure("\(name) is not a number") }
        return try reader.optionalNumber(name, in: range)
    }

    /// The whole number sent, within the described range; `nil` when absent.
    func integer(_ reader: ParameterReader) throws(HTTPError) -> Int? {
        guard case .integer(let range) = kind else { preconditionFailure("\(name) is not an integer") }
        return try reader.integer(name, in: range)
    }

    /// The flag sent; the described default when absent.
    func bool(_ reader: ParameterReader) throws(HTTPError) -> Bool {
        guard case .bool(let fallback) = defaultValue else { preconditionFailure("\(name) has no default") }
        return try reader.bool(name, default: fallback)
    }

    /// The string sent, at most the described length (64 characters for a choice, whose caller checks the
    /// value); the described default (or `nil`) when absent.
    func text(_ reader: ParameterReader) throws(HTTPError) -> String? {
        let maxLength: Int
        switch kind {
        case .text(let length): maxLength = length
        case .choice: maxLength = 64
        default: preconditionFailure("\(name) is not text")
        }
        if let sent = try reader.string(name, maxLength: maxLength) { return sent }
        if case .text(let fallback) = defaultValue { return fallback }
        return nil
    }

    /// The enumeration value sent; the described default when absent.
    func choice<T: RawRepresentable & CaseIterable>(_ reader: ParameterReader, as type: T.Type) throws(HTTPError) -> T
    where T.RawValue == String {
        guard case .text(let raw) = defaultValue, let fallback = T(rawValue: raw) else {
            preconditionFailure("\(name) has no default of \(T.self)")
        }
        return try reader.choice(name, default: fallback)
    }

    /// Like ``number(_:)`` for a parameter that only some styles use: checked for every style, but the described
    /// default for a style outside ``styles``, so that its answer and entity tag are those of leaving it out.
    func number(_ reader: ParameterReader, for style: HeaderStyle) throws(HTTPError) -> Double {
        let sent = try number(reader)
        guard case .number(let fallback) = defaultValue, !isUsed(by: style) else { return sent }
        return fallback
    }

    /// Like ``text(_:)`` for a parameter that only some styles use: checked for every style, the described default
    /// (or `nil`) for a style outside ``styles``.
    func text(_ reader: ParameterReader, for style: HeaderStyle) throws(HTTPError) -> String? {
        let sent = try text(reader)
        guard !isUsed(by: style) else { return sent }
        if case .text(let fallback) = defaultValue { return fallback }
        return nil
    }

    /// Like ``choice(_:as:)`` for a parameter that only some styles use: checked for every style, the described
    /// default for a style outside ``styles``, and a `400` naming ``styles`` for one of ``strictValues`` there.
    func choice<T: RawRepresentable & CaseIterable>(_ reader: ParameterReader, as type: T.Type, for style: HeaderStyle)
        throws(HTTPError) -> T
    where T.RawValue == String {
        let sent = try choice(reader, as: type)
        guard case .text(let raw) = defaultValue, let fallback = T(rawValue: raw), !isUsed(by: style) else {
            return sent
        }
        if strictValues.contains(sent.rawValue) {
            let takers = (styles ?? []).map(\.rawValue).joined(separator: ", ")
            let allowed = T.allCases.map(\.rawValue).filter { !strictValues.contains($0) }
            throw HTTPError.badRequest(
                "\(name)=\(sent.rawValue) applies to the styles \(takers); got style=\(style.rawValue)",
                parameter: name, allowed: allowed)
        }
        return fallback
    }

    /// Like ``text(_:for:)`` for a parameter whose presence changes the picture entirely (`search`): a `400`
    /// naming the styles that take it when it is sent with another style.
    func strictText(_ reader: ParameterReader, for style: HeaderStyle) throws(HTTPError) -> String? {
        let sent = try text(reader)
        guard let sent, !isUsed(by: style) else { return sent }
        let takers = (styles ?? []).map(\.rawValue).joined(separator: ", ")
        throw HTTPError.badRequest(
            "\(name) applies to the styles \(takers); got style=\(style.rawValue)", parameter: name)
    }

    /// Whether `style` uses this parameter.
    func isUsed(by style: HeaderStyle) -> Bool { styles?.contains(style) ?? true }
}
