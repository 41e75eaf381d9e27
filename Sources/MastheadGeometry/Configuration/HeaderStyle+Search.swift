extension HeaderStyle {
    /// Whether the style lays out a search field (`search`): under the bar of the iOS bars that UIKit's
    /// `UINavigationItem.searchController` serves, `compact`, `large` and `inlineTitle`, and as the bar itself in
    /// `m3Search`. `scrollEdge` draws a custom header with no navigation bar under it, `collapsible` an overlay of its
    /// own, and the other Material bars have a title where the field would go.
    public var takesSearch: Bool {
        switch self {
        case .compact, .large, .inlineTitle, .m3Search: true
        case .scrollEdge, .collapsible, .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible,
            .m3LargeFlexible, .sliverAppBar, .collapsingToolbar:
            false
        }
    }

    /// Whether the search field lies in a band under an iOS bar, which `searchBehavior` collapses or keeps (the
    /// searchable styles but `m3Search`, whose field is its bar).
    public var takesSearchBand: Bool { takesSearch && !isMaterial }

    /// The styles that take `search`, in declaration order.
    public static let searchable: [HeaderStyle] = allCases.filter(\.takesSearch)

    /// The styles that take `searchBehavior`, in declaration order.
    public static let searchBanded: [HeaderStyle] = allCases.filter(\.takesSearchBand)
}
