import MaterialColor

/// Everything a header layout depends on besides the scroll offset; defaults as in API.md.
///
/// Build one with the initializer (every argument has the API's default) and hand it to
/// ``HeaderLayout/compute(configuration:offset:measurer:)``. Validation (string lengths, at most four actions a side,
/// finite and positive numbers, known device ids) belongs to the request decoder; layout accepts any value and
/// documents what it does with odd ones.
public struct HeaderConfiguration: Sendable, Hashable {
    /// Which header design.
    public var style: HeaderStyle
    /// The title text; may be empty (the title is then laid out with zero width).
    public var title: String
    /// The second line of the style's main title, or nil for none.
    public var subtitle: String?
    /// The back button label: nil means no back button, "" means the chevron alone.
    public var back: String?
    /// How a long back label gives way.
    public var backFallback: BackFallback
    /// All actions, leading ones first; each action's `side` says which slot it belongs to.
    public private(set) var actions: [Action]
    /// The preset id the viewport started from (kept for the response and the cache key).
    public var device: String
    /// The resolved screen: the preset with any overrides applied.
    public var viewport: Viewport
    /// Light or dark colour tokens.
    public var appearance: Appearance
    /// Layout and text direction.
    public var direction: LayoutDirection
    /// The scroll edge effect's look (`scrollEdge` only).
    public var edge: EdgeStyle
    /// `H`: the collapsible header's full height (`collapsible` only).
    public var headerHeight: Double
    /// `D`: how far the content scrolls before the collapsible header is gone (`collapsible` only).
    public var collapseDistance: Double
    /// `P`: how much of the offset moves the collapsible header (`collapsible` only).
    public var parallax: Double
    /// Whose motion `compact` and `large` follow: the header kit's or UIKit's.
    public var fidelity: Fidelity
    /// The Dynamic Type category of the large title, the large subtitle and the sample content.
    public var textSize: TextSize
    /// How a Material 3 bar reacts to the scroll (Material styles only).
    public var scrollBehavior: ScrollBehavior
    /// The offsets the scroll passed through, oldest first, from an expanded bar at 0; the offset laid out follows
    /// them (a request's path ends at its offset). Empty for a scroll straight from 0. Material `enterAlways`
    /// replays it; every other style ignores it.
    public var path: [Double]
    /// The Material 3 bar's navigation icon (Material styles only).
    public var navigation: NavigationIcon
    /// The brand colour the Material scheme is generated from (`0xRRGGBB`), or nil for none (the baseline scheme,
    /// or `#6750A4`'s dynamic scheme when the settings below are not all defaults).
    public var seedColor: RGB?
    /// Which Material colour spec the scheme from ``seedColor`` follows.
    public var colorSpec: ColorSpec
    /// How the scheme from ``seedColor`` turns the seed into palettes.
    public var schemeVariant: SchemeVariant
    /// The scheme's contrast level, -1 (reduced) to 1 (high); 0 is standard, 0.5 medium.
    public var contrastLevel: Double
    /// Where the Material bar's title and subtitle sit (`m3Small` and the flexible bars; `m3CenterAligned` is
    /// always centred, `m3Medium` and `m3Large` always at the start).
    public var titleAlignment: TitleAlignment = .default
    /// Android's font size setting (Material styles): 1 is the default; sizes in sp become points through
    /// ``FontScaleConverter`` (non-linear above 1, as Android 14).
    public var fontScale: Double = 1
    /// The placeholder of an iOS bar's search field (`compact`, `large`, `inlineTitle`, not the Liquid Glass bar):
    /// nil for no field, empty for the platform's own ("Search").
    public var search: String?
    /// Whether the search band collapses with the scroll.
    public var searchBehavior: SearchBehavior = .default
    /// The tabs pinned under the bar, in reading order (Material styles); empty for none.
    public var tabs: [TabItem] = []
    /// The index of the selected tab in ``tabs``; the request decoder keeps it in range.
    public var selectedTab: Int = 0
    /// Which Material tab row ``tabs`` are laid out in.
    public var tabStyle: TabStyle = .primary
    /// How the Material tab row shares its width.
    public var tabMode: TabMode = .fixed
    /// The expanded extent below the status bar, toolbar included: Flutter's `expandedHeight` (`sliverAppBar`), the
    /// `CollapsingToolbarLayout`'s height (`collapsingToolbar`).
    public var expandedHeight: Double = Metrics.sliverExpandedHeight
    /// Flutter's `SliverAppBar.pinned`: the toolbar stays at the top once collapsed.
    public var pinned = false
    /// Flutter's `SliverAppBar.floating`: the bar comes back on any scroll up (it replays ``path``).
    public var floating = false
    /// Flutter's `SliverAppBar.snap` (with ``floating``): a partly shown bar settles open or shut by the last
    /// scroll's direction.
    public var snap = false
    /// Flutter's `SliverAppBar.stretch`: an overscroll stretches the header instead of moving it down.
    public var stretch = false
    /// How the picture behind the header moves as it collapses.
    public var collapseMode: CollapseMode = .default
    /// What a stretch does (with ``stretch``), in the request's order, each once.
    public var stretchModes: [StretchMode] = StretchMode.defaults
    /// How `collapsingToolbar`'s title goes from the expanded space into the toolbar.
    public var titleCollapseMode: TitleCollapseMode = .default
    /// The picture behind the expanded header (``HeaderStyle/takingImage``); nil for none.
    public var image: HeaderImage?

    /// Creates a configuration; every argument defaults to the API's default.
    ///
    /// `leading` and `trailing` hold at most four actions each (checked by the request decoder); their `side` is
    /// set from the list they are passed in, whatever it was.
    public init(
        style: HeaderStyle = .default, title: String = "Inbox", subtitle: String? = nil, back: String? = nil,
        backFallback: BackFallback = .default, leading: [Action] = [], trailing: [Action] = [],
        device: DevicePreset = .default, viewport: Viewport? = nil, appearance: Appearance = .default,
        direction: LayoutDirection = .ltr, edge: EdgeStyle = .default,
        headerHeight: Double = Metrics.collapsibleHeaderHeight,
        collapseDistance: Double = Metrics.collapsibleCollapseDistance, parallax: Double = Metrics.collapsibleParallax,
        fidelity: Fidelity = .default, textSize: TextSize = .default,
        scrollBehavior: ScrollBehavior = .default, path: [Double] = [], navigation: NavigationIcon = .default,
        seedColor: RGB? = nil, colorSpec: ColorSpec = .spec2021, schemeVariant: SchemeVariant = .tonalSpot,
        contrastLevel: Double = MaterialScheme.standardContrast
    ) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.back = back
        self.backFallback = backFallback
        self.actions = []
        self.device = device.id
        self.viewport = viewport ?? Viewport(preset: device)
        self.appearance = appearance
        self.direction = direction
        self.edge = edge
        self.headerHeight = headerHeight
        self.collapseDistance = collapseDistance
        self.parallax = parallax
        self.fidelity = fidelity
        self.textSize = textSize
        self.scrollBehavior = scrollBehavior
        self.path = path
        self.navigation = navigation
        self.seedColor = seedColor
        self.colorSpec = colorSpec
        self.schemeVariant = schemeVariant
        self.contrastLevel = contrastLevel
        self.leading = leading
        self.trailing = trailing
    }

    /// The start-slot actions (after the back button), in reading order; setting them forces `side = .leading`.
    public var leading: [Action] {
        get { actions.filter { $0.side == .leading } }
        set { actions = newValue.map { $0.on(.leading) } + trailing }
    }

    /// The end-slot actions, in reading order (the last one is nearest the trailing edge); setting them forces
    /// `side = .trailing`.
    public var trailing: [Action] {
        get { actions.filter { $0.side == .trailing } }
        set { actions = leading + newValue.map { $0.on(.trailing) } }
    }

    /// Whether a row of tabs is laid out: tabs given to a style that takes them (``HeaderStyle/takingTabs``) with a
    /// look that draws them (not `fidelity=ios26`'s glass bar).
    public var takesTabs: Bool { !tabs.isEmpty && HeaderStyle.takingTabs.contains(style) && !isGlass }
}
