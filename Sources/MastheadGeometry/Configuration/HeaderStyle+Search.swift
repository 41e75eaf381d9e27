extension HeaderStyle {
    /// Whether the style lays out a search field under its bar (`search`): the iOS bars that UIKit's
    /// `UINavigationItem.searchController` serves, `compact`, `large` and `inlineTitle`. `scrollEdge` draws a custom
    /// header with no navigation bar under it, and `collapsible` an overlay of its own.
    public var takesSearch: Bool {
        switch self {
        case .compact, .large, .inlineTitle: true
        case .scrollEdge, .collapsible, .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible,
            .m3LargeFlexible:
            false
        }
    }

    /// The styles that take `search`, in declaration order.
    public static let searchable: [HeaderStyle] = allCases.filter(\.takesSearch)
}
