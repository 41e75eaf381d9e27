import MastheadGeometry

/// One setting of the user's text size an audit lays the header out at: a Dynamic Type category for the iOS styles,
/// or the standard size for the Material styles (whose font scale joins here as a case of its own when the header
/// has one).
public enum AuditVariant: Sendable, Hashable {
    /// An iOS Dynamic Type category.
    case textSize(TextSize)
    /// The one size of a style that has no size setting.
    case standard

    /// The configuration laid out at this size.
    func applied(to configuration: HeaderConfiguration) -> HeaderConfiguration {
        var copy = configuration
        switch self {
        case .textSize(let size): copy.textSize = size
        case .standard: break
        }
        return copy
    }

    /// The name the audit document writes (`xxLarge`, `AX3`); nil for ``standard``.
    public var name: String? {
        switch self {
        case .textSize(let size): size.rawValue
        case .standard: nil
        }
    }

    /// The variants an audit checks for `style` when the request names none: all twelve text sizes for the iOS
    /// styles, the standard size for the Material ones.
    public static func all(for style: HeaderStyle) -> [AuditVariant] {
        style.isMaterial ? [.standard] : TextSize.allCases.map { .textSize($0) }
    }
}
