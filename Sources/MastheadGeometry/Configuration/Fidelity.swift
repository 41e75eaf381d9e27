/// Whose motion and chrome the iOS bar styles follow (GEOMETRY.md, "`fidelity=uikit`" and "`fidelity=ios26`"):
/// `kit` and `uikit` apply to `compact` and `large`, `ios26` to `compact`, `large` and `inlineTitle`.
public enum Fidelity: String, Sendable, Hashable, CaseIterable {
    /// The header kit's motion: fades spread linearly over the collapse, items at the kit's insets; the default.
    case kit
    /// UIKit's navigation bar as measured by Flutter's Cupertino port: the title switches near the collapse with a
    /// timed cross-fade, the hairline and backing appear once the row has collapsed, the chevron sits at 8, long
    /// back labels give way as UIKit does and a crowded title moves off centre.
    case uikit
    /// The Liquid Glass bar of iOS 26: UIKit's motion, bar items on glass platters, no backing and no hairline,
    /// and the scroll edge effect under the bar once content is under it.
    case ios26

    /// The fidelity used when a request names none.
    public static let `default`: Fidelity = .kit
}
