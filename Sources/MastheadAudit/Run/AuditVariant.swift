import MastheadFormat
import MastheadGeometry

/// One setting of the user's text size an audit lays the header out at: a Dynamic Type category for the iOS styles,
/// or an Android font scale (Settings › Display › Font size) for the Material styles.
public enum AuditVariant: Sendable, Hashable {
    /// An iOS Dynamic Type category.
    case textSize(TextSize)
    /// An Android font scale, converted as Android 14 converts it (``FontScaleConverter``).
    case fontScale(Double)

    /// The configuration laid out at this size.
    func applied(to configuration: HeaderConfiguration) -> HeaderConfiguration {
        var copy = configuration
        switch self {
        case .textSize(let size): copy.textSize = size
        case .fontScale(let scale): copy.fontScale = scale
        }
        return copy
    }

    /// The name a message speaks of it by: `xxLarge`, `AX3`, `font scale 1.3`.
    public var name: String {
        switch self {
        case .textSize(let size): size.rawValue
        case .fontScale(let scale): "font scale " + NumberFormat.string(scale)
        }
    }

    /// The variants an audit checks for `style` when the request names none: all twelve text sizes for the iOS
    /// styles, every position of Android 14's font size slider for the Material ones.
    public static func all(for style: HeaderStyle) -> [AuditVariant] {
        style.isMaterial
            ? Catalog.androidFontScales.map { .fontScale($0) } : TextSize.allCases.map { .textSize($0) }
    }

    /// Writes `variants` as the document does: `"textSizes": ["large", "AX3"]` for Dynamic Type categories,
    /// `"fontScales": [1, 1.3]` for Android font scales; nothing for none.
    static func writeJSON(_ variants: [AuditVariant], into json: inout JSONWriter) {
        guard let first = variants.first else { return }
        if case .fontScale = first {
            json.key("fontScales")
            json.beginArray()
            for case .fontScale(let scale) in variants { json.number(scale) }
        } else {
            json.key("textSizes")
            json.beginArray()
            for case .textSize(let size) in variants { json.string(size.rawValue) }
        }
        json.endArray()
    }
}
