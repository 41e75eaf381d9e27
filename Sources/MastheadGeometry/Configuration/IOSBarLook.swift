/// The look an iOS bar style is laid out in: the fidelity the request asked for where that fidelity has a form of
/// the style (``Fidelity/serves(_:)``), the header kit's everywhere else.
public enum IOSBarLook: Sendable, Hashable {
    /// The header kit's motion.
    case kit
    /// UIKit's navigation bar as Flutter's Cupertino port measures it.
    case uikit
    /// iOS 26's Liquid Glass bar.
    case glass

    /// The look `fidelity` gives `style`.
    public init(_ fidelity: Fidelity, style: HeaderStyle) {
        guard fidelity.serves(style) else {
            self = .kit
            return
        }
        switch fidelity {
        case .kit: self = .kit
        case .uikit: self = .uikit
        case .ios26: self = .glass
        }
    }
}
