import MastheadAudit
import MastheadFormat

extension AuditRule {
    /// The catalog's entry for the rule: its id, severity, what it checks and its source.
    package var catalogEntry: JSONValue {
        .object([
            ("id", .string(rawValue)), ("severity", .string(severity.rawValue)), ("summary", .string(summary)),
            ("source", .string(source)),
        ])
    }
}
