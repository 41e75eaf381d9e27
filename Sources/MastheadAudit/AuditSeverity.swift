/// How much a finding matters: an `error` fails the platform's or WCAG's minimum, a `warning` misses a platform
/// recommendation, a `notice` points at something worth a look.
public enum AuditSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error
    case warning
    case notice

    /// Orders by importance: `error` first.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        rank(lhs) < rank(rhs)
    }

    private static func rank(_ severity: AuditSeverity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .notice: 2
        }
    }
}
