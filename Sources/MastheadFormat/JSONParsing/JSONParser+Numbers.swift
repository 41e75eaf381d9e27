import MastheadSupport

/// Numbers: RFC 8259's grammar and a correctly rounded conversion, both from ``MastheadSupport/DecimalNumber``.
extension JSONParser {
    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` at the current position.
    ///
    /// A result that overflows to infinity is an error; one that underflows becomes zero.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        do {
            let (value, end) = try DecimalNumber.scan(input, from: position, grammar: .json)
            position = end
            return value
        } catch {
            position = error.offset
            switch error.reason {
            case .expected(let what): throw failure(.expected(what))
            case .leadingZero: throw failure(.leadingZero)
            case .outOfRange: throw JSONParseError(offset: error.offset, reason: .numberOutOfRange)
            }
        }
    }
}
