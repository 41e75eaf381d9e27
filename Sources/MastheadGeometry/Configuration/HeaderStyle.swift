/// Which header design is laid out (GEOMETRY.md, "Styles").
///
/// The raw values are the names the HTTP API accepts and writes, so they must not change.
public enum HeaderStyle: String, Sendable, Hashable, CaseIterable {
    /// A fixed 44-point bar whose hairline and background fade in over the first 10 points of scrolling.
    case compact
    /// A compact bar plus a 34-point title row in the content that scrolls away under it.
    case large
    /// The iOS 26 custom header in a safe-area bar, with a scroll edge effect instead of a hairline.
    case scrollEdge
    /// An inline bar whose title appears at once when the content's own title has scrolled out of view.
    case inlineTitle
    /// An overlay header that shrinks, fades and moves with parallax as the content scrolls.
    case collapsible
    /// Material 3's small top app bar: 64 tall, the title at the start (Compose `TopAppBar`).
    case m3Small
    /// Material 3's center-aligned top app bar: 64 tall, the title centred (Compose `CenterAlignedTopAppBar`).
    case m3CenterAligned
    /// Material 3's medium top app bar: 112 tall, collapsing to 64 (Compose `MediumTopAppBar`).
    case m3Medium
    /// Material 3's large top app bar: 152 tall, collapsing to 64 (Compose `LargeTopAppBar`).
    case m3Large
    /// Material 3 Expressive's medium flexible top app bar: 112 tall, 136 with a subtitle, collapsing to 64
    /// (Compose `MediumFlexibleTopAppBar`).
    case m3MediumFlexible
    /// Material 3 Expressive's large flexible top app bar: 120 tall, 152 with a subtitle, collapsing to 64
    /// (Compose `LargeFlexibleTopAppBar`).
    case m3LargeFlexible

    /// The style used when a request names none.
    public static let `default`: HeaderStyle = .large

    /// The iOS styles, in the order above: the ones with a back button, leading actions and a subtitle.
    public static let ios: [HeaderStyle] = [.compact, .large, .scrollEdge, .inlineTitle, .collapsible]

    /// The Material 3 styles, in the order above.
    public static let material: [HeaderStyle] = [
        .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible,
    ]

    /// The Material styles whose Compose bar takes a subtitle: `TopAppBar(title, subtitle)` (also centred) and the
    /// flexible bars.
    public static let materialWithSubtitle: [HeaderStyle] = [
        .m3Small, .m3CenterAligned, .m3MediumFlexible, .m3LargeFlexible,
    ]

    /// The Material styles whose Compose bar takes `titleHorizontalAlignment`.
    public static let materialAligned: [HeaderStyle] = [.m3Small, .m3MediumFlexible, .m3LargeFlexible]

    /// Whether this is one of the Material 3 top app bars.
    public var isMaterial: Bool {
        switch self {
        case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible: true
        case .compact, .large, .scrollEdge, .inlineTitle, .collapsible: false
        }
    }
}
