import MastheadFormat
import MastheadHTTP
import MastheadSupport

/// Typed reading of one ``ParameterSet``: numbers, whole numbers, booleans, strings, enumerations and lists, each
/// refused with a 400 that names the parameter and says what was expected.
package struct ParameterReader {
    let parameters: ParameterSet

    /// A reader of `parameters`.
    package init(parameters: ParameterSet) {
        self.parameters = parameters
    }

    /// A finite number within `range`; `fallback` when absent.
    ///
    /// Query text must look like a decimal number (`26`, `-12.5`, `1e3`): `nan`, `inf`, hexadecimal and empty text
    /// are refused. A JSON value must be a JSON number.
    func number(_ name: String, default fallback: Double, in range: ClosedRange<Double>) throws(HTTPError) -> Double {
        try optionalNumber(name, in: range) ?? fallback
    }

    /// Like ``number(_:default:in:)`` but `nil` when absent.
    func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(HTTPError) -> Double? {
        guard let value = parameters[name] else { return nil }
        let number: Double
        switch value {
        case .text(let text):
            guard let text, let parsed = DecimalNumber.query(text) else {
                throw HTTPError.badRequest(
                    "\(name) must be a finite number, got '\(ParameterReader.shown(value))'", parameter: name)
            }
            number = parsed
        case .json(.number(let parsed)):
            number = parsed
        case .json:
            throw HTTPError.badRequest("\(name) must be a number, got \(ParameterReader.shown(value))", parameter: name)
        }
        guard range.contains(number) else {
            throw HTTPError.badRequest(
                "\(name) must be from \(NumberFormat.string(range.lowerBound)) to "
                    + "\(NumberFormat.string(range.upperBound)), got \(ParameterReader.shownNumber(value, number))",
                parameter: name)
        }
        return number
    }

    /// A number as the client sent it, for an error that quotes it: a query's own text (clipped), a JSON number in
    /// full. Rounded to the three decimals of the answers, `100000.0001` would read as the `100000` it is refused
    /// beside.
    static func shownNumber(_ value: ParameterSet.Value, _ number: Double) -> String {
        if case .text(let text?) = value { return clipped(text) }
        if number == number.rounded(), abs(number) < 9e18 { return String(Int64(number)) }
        return "\(number)"
    }

    /// A whole number within `range`; `nil` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(HTTPError) -> Int? {
        let span = Double(range.lowerBound)...Double(range.upperBound)
        guard let value = parameters[name], let number = try optionalNumber(name, in: span) else { return nil }
        guard number == number.rounded() else {
            throw HTTPError.badRequest(
                "\(name) must be a whole number, got \(ParameterReader.shownNumber(value, number))", parameter: name)
        }
        return Int(number)
    }

    /// `true` or `false`; in a query also `1`/`0`, and a bare `?name` means true.
    func bool(_ name: String, default fallback: Bool) throws(HTTPError) -> Bool {
        guard let value = parameters[name] else { return fallback }
        switch value {
        case .text(nil), .text("true"), .text("1"): return true
        case .text("false"), .text("0"): return false
        case .json(.bool(let flag)): return flag
        default:
            throw HTTPError.badRequest(
                "\(name) must be true or false, got \(ParameterReader.shown(value))", parameter: name,
                allowed: ["true", "false"])
        }
    }

    /// A string of at most `maxLength` characters; `nil` when absent. A bare `?name` reads as the empty string.
    func string(_ name: String, maxLength: Int) throws(HTTPError) -> String? {
        guard let value = parameters[name] else { return nil }
        let text: String
        switch value {
        case .text(let sent): text = sent ?? ""
        case .json(.string(let sent)): text = sent
        case .json:
            throw HTTPError.badRequest("\(name) must be a string, got \(ParameterReader.shown(value))", parameter: name)
        }
        try ParameterReader.checkText(text, name: name, maxLength: maxLength)
        return text
    }

    /// One of an enumeration's raw values; `fallback` when absent.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws(HTTPError) -> T
    where T.RawValue == String {
        guard let text = try string(name, maxLength: 64) else { return fallback }
        guard let choice = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue)
            throw HTTPError.badRequest(
                "\(name) must be one of \(allowed.joined(separator: ", ")); got '\(text)'"
                    + ParameterReader.didYouMean(text, among: allowed), parameter: name, allowed: allowed)
        }
        return choice
    }

    /// A string refused when it holds NUL or is longer than `maxLength` characters.
    ///
    /// Characters are Unicode scalars, as JSON Schema's `maxLength` counts them: grapheme clusters would let a
    /// string of more scalars through (`"\r\n"` or a combining accent is one cluster), and their boundaries change
    /// with the Unicode version of the runtime.
    static func checkText(_ text: String, name: String, maxLength: Int) throws(HTTPError) {
        if text.utf8.contains(0) {
            throw HTTPError.badRequest("\(name) must not contain NUL characters", parameter: name)
        }
        if text.utf8.count > maxLength, text.unicodeScalars.count > maxLength {
            throw HTTPError.badRequest(
                "\(name) must be at most \(maxLength) characters, got \(text.unicodeScalars.count)", parameter: name)
        }
    }

    /// A short rendering of a sent value for error messages (never the whole of a long string).
    static func shown(_ value: ParameterSet.Value) -> String {
        switch value {
        case .text(let text): return clipped(text ?? "")
        case .json(.string(let text)): return "the string '\(clipped(text))'"
        case .json(.number): return "a number"
        case .json(.bool): return "a boolean"
        case .json(.array): return "an array"
        case .json(.object): return "an object"
        case .json(.null): return "null"
        }
    }

    static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// `; did you mean 'title'?` when one of `candidates` is what `text` most likely meant (see ``Spelling``), for
    /// the end of an error's detail; empty otherwise.
    static func didYouMean(_ text: String, among candidates: [String]) -> String {
        Spelling.closest(to: text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
