/// The navigation icon at the start of a Material 3 top app bar (the `navigationIcon` slot of Compose's
/// `TopAppBar`), drawn as the Material Symbols glyph of the same name.
///
/// The raw values are the names the HTTP API accepts, so they must not change.
public enum NavigationIcon: String, Sendable, Hashable, CaseIterable {
    /// No navigation icon: the title starts at the 16-point inset.
    case none
    /// Material Symbols `arrow_back`.
    case back
    /// Material Symbols `menu`.
    case menu
    /// Material Symbols `close`.
    case close

    /// The value used when a request names none.
    public static let `default`: NavigationIcon = .none

    /// The Material Symbols name of the glyph drawn (`arrow_back`, `menu`, `close`), or nil for ``none``.
    public var iconName: String? {
        switch self {
        case .none: nil
        case .back: "arrow_back"
        case .menu: "menu"
        case .close: "close"
        }
    }

    /// What a screen reader says for the button (Compose samples' `contentDescription`s).
    public var label: String {
        switch self {
        case .none: ""
        case .back: "Back"
        case .menu: "Menu"
        case .close: "Close"
        }
    }
}
