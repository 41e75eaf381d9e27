/// Structural equality: same case, same contents, objects compared member by member in order.
///
/// Written by hand because object members are tuples. Numbers compare with `==`, so `-0` equals `0`; the parser
/// never produces NaN, so every parsed value equals itself. Objects with the same members in a different order are
/// not equal, matching the order-preserving model.
extension JSONValue: Equatable {
    /// Whether the two values have the same case and contents; see the extension for the rules.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default:
            return false
        }
    }
}
