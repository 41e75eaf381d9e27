/// A part of the picture, by the one name every output gives it: its path in the geometry document.
///
/// The geometry document, the audit, the guides, the exports (Lottie layer names, the animated SVG's and the scroll
/// page's `data-part`) and the playground all spell a part as ``path`` (`title.subtitle`, `trailing[1]`,
/// `platters[0]`). SVG ids and CSS class names cannot hold `.` and `[`, so they use ``elementID``, the one mapping
/// from a name to an id (docs/api.md has the table). Parts that are drawn but not in the document (`screen`, the
/// `statusBar`, the sample `content` and its items) are named in the same way.
public enum PartName: Sendable, Hashable {
    /// The screen's surface, under everything.
    case screen
    /// The sample content under the header, as one part.
    case content
    /// One item of the sample content (a message, a card), by its index from the top.
    case contentItem(Int)
    /// The header's backing (`header` in the document: its frame and `backgroundOpacity`).
    case header
    /// The picture behind an image header.
    case image
    /// The scrim over an image header's picture.
    case scrim
    /// The bar's box; drawn as nothing of its own.
    case bar
    /// The line under the bar.
    case hairline
    /// The scroll edge effect.
    case edgeEffect
    /// A glass platter behind bar items (`fidelity=ios26`), in drawing order.
    case platter(Int)
    /// The back button: its chevron and label.
    case back
    /// The bar or header title.
    case title
    /// The line under the bar's title.
    case titleSubtitle
    /// The title in the scroll content, or a Material bar's expanded title.
    case largeTitle
    /// The line under the large title.
    case largeTitleSubtitle
    /// A Material bar's navigation icon.
    case navigation
    /// A leading action, by its index in the request's `leading` list (spacers not counted).
    case leading(Int)
    /// A trailing action, by its index in the request's `trailing` list (spacers not counted).
    case trailing(Int)
    /// An iOS bar's search field: its rounded box, which takes the touches.
    case search
    /// The search field's magnifier.
    case searchIcon
    /// The search field's placeholder.
    case searchPlaceholder
    /// The tab row's container under the bar (`tabs` in the document: its frame).
    case tabs
    /// The tab row's divider along its bottom (`tabs.divider`).
    case tabDivider
    /// The selected tab's indicator (`tabs.indicator`).
    case tabIndicator
    /// A tab, by its index in the request's `tabs` list: its label and icon.
    case tab(Int)
    /// The status bar, drawn over everything.
    case statusBar

    /// The name as the geometry document's path spells it: `title.subtitle`, `trailing[1]`, `platters[0]`.
    public var path: String {
        switch self {
        case .screen: "screen"
        case .content: "content"
        case .contentItem(let index): "content[" + String(index) + "]"
        case .header: "header"
        case .image: "image"
        case .scrim: "scrim"
        case .bar: "bar"
        case .hairline: "hairline"
        case .edgeEffect: "edgeEffect"
        case .platter(let index): index < Self.platterPaths.count ? Self.platterPaths[index] : "platters[\(index)]"
        case .back: "back"
        case .title: "title"
        case .titleSubtitle: "title.subtitle"
        case .largeTitle: "largeTitle"
        case .largeTitleSubtitle: "largeTitle.subtitle"
        case .navigation: "navigation"
        case .leading(let index): index < Self.leadingPaths.count ? Self.leadingPaths[index] : "leading[\(index)]"
        case .trailing(let index): index < Self.trailingPaths.count ? Self.trailingPaths[index] : "trailing[\(index)]"
        case .search: "search"
        case .searchIcon: "search.icon"
        case .searchPlaceholder: "search.placeholder"
        case .tabs: "tabs"
        case .tabDivider: "tabs.divider"
        case .tabIndicator: "tabs.indicator"
        case .tab(let index): index < Self.tabPaths.count ? Self.tabPaths[index] : "tabs[\(index)]"
        case .statusBar: "statusBar"
        }
    }

    /// The name where `.` and `[` cannot go (SVG ids, after a per-frame prefix; CSS class names): the words of
    /// ``path`` in lower case joined by `-`, an index after a `-`, except where the preview's ids predate the names
    /// (`header` is `header-background`, since `header` is the group of the whole header; `title.subtitle` is
    /// `subtitle`; `largeTitle.subtitle` is `large-subtitle`; `platters[i]` is `platter-i`).
    public var elementID: String {
        switch self {
        case .screen: "screen"
        case .content: "content"
        case .contentItem(let index): "content-" + String(index)
        case .header: "header-background"
        case .image: "image"
        case .scrim: "scrim"
        case .bar: "bar"
        case .hairline: "hairline"
        case .edgeEffect: "edge-effect"
        case .platter(let index): "platter-" + String(index)
        case .back: "back"
        case .title: "title"
        case .titleSubtitle: "subtitle"
        case .largeTitle: "large-title"
        case .largeTitleSubtitle: "large-subtitle"
        case .navigation: "navigation"
        case .leading(let index): "leading-" + String(index)
        case .trailing(let index): "trailing-" + String(index)
        case .search: "search"
        case .searchIcon: "search-icon"
        case .searchPlaceholder: "search-placeholder"
        case .tabs: "tabs"
        case .tabDivider: "tabs-divider"
        case .tabIndicator: "tabs-indicator"
        case .tab(let index): "tab-" + String(index)
        case .statusBar: "status-bar"
        }
    }

    /// Whether the part takes touches (the back button, the actions, the search field and the tabs).
    public var isInteractive: Bool {
        switch self {
        case .back, .navigation, .leading, .trailing, .search, .tab: true
        default: false
        }
    }

    // Paths of the usual indices, made once: a name is asked for at every frame of an export.
    private static let platterPaths = (0..<8).map { "platters[\($0)]" }
    private static let leadingPaths = (0..<16).map { "leading[\($0)]" }
    private static let trailingPaths = (0..<16).map { "trailing[\($0)]" }
    private static let tabPaths = (0..<8).map { "tabs[\($0)]" }
}
