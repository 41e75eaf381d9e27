/// Whose motion the iOS bar styles (`compact`, `large`) follow (GEOMETRY.md, "`fidelity=uikit`"); other styles
/// ignore it.
public enum Fidelity: String, Sendable, Hashable, CaseIterable {
    /// The header kit's motion: fades spread linearly over the collapse, items at the kit's insets; the default.
    case kit
    /// UIKit's navigation bar as measured by Flutter's Cupertino port: the title switches near the collapse with a
    /// timed cross-fade, the hairline and backing appear once the row has collapsed, the chevron sits at 8, long
    /// back labels give way as UIKit does and a crowded title moves off centre.
    case uikit

    /// The fidelity used when a request names none.
    public static let `default`: Fidelity = .kit
}
