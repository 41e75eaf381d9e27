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
    /// Material 3 Expressive's search app bar: a 56-tall full-rounded search field in a 64-tall bar, the navigation
    /// icon and the actions beside it (Compose `AppBarWithSearch`).
    case m3Search
    /// Flutter's Material 3 `SliverAppBar` with a `FlexibleSpaceBar`: a toolbar of `kToolbarHeight` (56) over an
    /// expanded space `expandedHeight` tall whose title shrinks from 1.5 times into the toolbar, with Flutter's
    /// `pinned`, `floating`, `snap` and `stretch`, and a picture behind it (`image`).
    case sliverAppBar
    /// Android's `CollapsingToolbarLayout` in an `AppBarLayout`, as Material 3's styles set it up: a 64-point
    /// toolbar under an expanded space `expandedHeight` tall, a picture behind it moving at half the scroll, a scrim
    /// that fades in (300 ms, timed) when little of the header is left, and the expanded title fading out into the
    /// toolbar's (or, with `titleCollapseMode=scale`, moving and shrinking into it).
    case collapsingToolbar

    /// The style used when a request names none.
    public static let `default`: HeaderStyle = .large

    /// The styles that are not Material bars (``HeaderFamily/iosBar`` and ``HeaderFamily/collapsible``), in the order
    /// above: the ones with a back button, leading actions and a subtitle.
    public static let ios: [HeaderStyle] = allCases.filter { !$0.isMaterial }

    /// The Material 3 styles, in the order above.
    public static let material: [HeaderStyle] = allCases.filter(\.isMaterial)

    /// The styles that lay out `tabs`: a Material tab row under every Material bar, a segmented control under the
    /// iOS bars of `compact`, `large` and `inlineTitle`.
    public static let takingTabs: [HeaderStyle] = compose + [.compact, .large, .inlineTitle]

    /// The Material styles that are Compose's top app bars (all but Flutter's ``sliverAppBar`` and Android's
    /// ``collapsingToolbar``): the ones that take tabs, and every `scrollBehavior`.
    public static let compose: [HeaderStyle] = material.filter { $0.materialForm?.widget == .topAppBar }

    /// The styles that draw a picture behind their expanded header (`image`).
    public static let takingImage: [HeaderStyle] = [.collapsible, .sliverAppBar, .collapsingToolbar]

    /// The styles whose expanded header is `expandedHeight` tall under a toolbar, with a `collapseMode` for its
    /// picture: Flutter's `SliverAppBar` and Android's `CollapsingToolbarLayout`.
    public static let expanding: [HeaderStyle] = [.sliverAppBar, .collapsingToolbar]

    /// The Material styles whose form takes a subtitle (``MaterialBarForm/takesSubtitle``).
    public static let materialWithSubtitle: [HeaderStyle] = material.filter { $0.materialForm?.takesSubtitle == true }

    /// The Material styles whose form takes `titleAlignment` (``MaterialBarForm/takesTitleAlignment``).
    public static let materialAligned: [HeaderStyle] = material.filter {
        $0.materialForm?.takesTitleAlignment == true
    }
}
