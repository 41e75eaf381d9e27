/// Why a request body is not valid JSON, and where: short enough for an HTTP 400 detail.
///
/// ``description`` reads like `invalid JSON at byte 17: expected ':'`. Offsets count bytes from 0; an error at the
/// end of the input has the input's length as its offset.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The zero-based byte offset of the first byte that could not be accepted; for an invalid escape or unpaired
    /// surrogate it is the escape's backslash, and for a number out of range the number's first byte.
    public let offset: Int

    /// What was wrong at ``offset``.
    public let reason: Reason

    /// The member of the top-level object whose value the error lies in; `nil` for an error anywhere else (a key,
    /// a separator, a document that is not an object). Lets a caller name the parameter a bad value was sent for.
    public let member: String?

    /// Whether the error lies inside an array or object that is ``member``'s value, rather than in the value itself.
    public let isNested: Bool

    /// Creates an error.
    public init(offset: Int, reason: Reason, member: String? = nil, isNested: Bool = false) {
        self.offset = offset
        self.reason = reason
        self.member = member
        self.isNested = isNested
    }

    /// The message, `invalid JSON at byte <offset>: <reason>`.
    public var description: String {
        "invalid JSON at byte \(offset): \(reason)"
    }
}
