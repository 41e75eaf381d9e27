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

    /// The styles this fidelity has a form of, declared here once: `uikit` for `compact` and `large`, `ios26` for
    /// `compact`, `large` and `inlineTitle`, `kit` for every style (the others have only the kit's).
    public var styles: [HeaderStyle] {
        switch self {
        case .kit: HeaderStyle.allCases
        case .uikit: [.compact, .large]
        case .ios26: [.compact, .large, .inlineTitle]
        }
    }

    /// The styles some fidelity besides the kit's has a form of (``styles``): the ones a request may choose a
    /// fidelity for.
    public static let choosableStyles: [HeaderStyle] = HeaderStyle.allCases.filter { style in
        allCases.contains { $0 != .kit && $0.styles.contains(style) }
    }

    /// Whether `style` is laid out in this fidelity's form (``styles``); a style without one takes the kit's.
    public func serves(_ style: HeaderStyle) -> Bool {
        self == .kit || styles.contains(style)
    }
}

extension HeaderConfiguration {
    /// Whether UIKit's motion applies: `fidelity=uikit` on a style it serves (``Fidelity/serves(_:)``).
    public var followsUIKit: Bool { iosBarLook == .uikit }

    /// Whether the Liquid Glass bar applies: `fidelity=ios26` on a style it serves.
    public var isGlass: Bool { iosBarLook == .glass }
}
