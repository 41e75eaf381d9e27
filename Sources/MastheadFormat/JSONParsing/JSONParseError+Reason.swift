extension JSONParseError {
    /// The kinds of invalid input ``JSONParser`` reports; each describes itself in a few words.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The input has no bytes at all.
        case emptyInput
        /// The input starts with a UTF-8 byte order mark, which RFC 8259 forbids senders to add.
        case byteOrderMark
        /// The input ended where more was required (inside a value, string or container).
        case unexpectedEnd
        /// A byte other than the one the grammar allows here; the text names what was allowed, like `':'`.
        case expected(String)
        /// Something other than whitespace follows the top-level value.
        case trailingData
        /// A byte sequence that is not well-formed UTF-8 (overlong, surrogate, above U+10FFFF or truncated).
        case invalidUTF8
        /// A raw control character (U+0000–U+001F) inside a string; it must be written as an escape.
        case controlCharacter
        /// A backslash escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
        case invalidEscape
        /// A `\u` escape of a UTF-16 surrogate that is not part of a high-then-low pair.
        case loneSurrogate
        /// A number with a superfluous leading zero, such as `01` or `-00`.
        case leadingZero
        /// A number whose magnitude is too large for a `Double` (it would be infinite).
        case numberOutOfRange
        /// Arrays and objects nested deeper than the parser's limit.
        case tooDeep(limit: Int)

        /// A few words, lowercase, with no trailing period.
        public var description: String {
            switch self {
            case .emptyInput: "empty input"
            case .byteOrderMark: "byte order mark is not allowed"
            case .unexpectedEnd: "unexpected end of input"
            case .expected(let what): "expected \(what)"
            case .trailingData: "unexpected data after the top-level value"
            case .invalidUTF8: "invalid UTF-8"
            case .controlCharacter: "unescaped control character in string"
            case .invalidEscape: "invalid escape sequence"
            case .loneSurrogate: "unpaired UTF-16 surrogate in \\u escape"
            case .leadingZero: "leading zeros are not allowed"
            case .numberOutOfRange: "number is too large"
            case .tooDeep(let limit): "nesting deeper than \(limit) levels"
            }
        }
    }
}
