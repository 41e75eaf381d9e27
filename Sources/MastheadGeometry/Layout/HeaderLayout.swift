/// The geometry of one header at one scroll offset: every part of API.md's geometry document.
///
/// Get one from ``compute(configuration:offset:measurer:)`` and write it with ``writeJSON(into:)``. All frames are
/// in screen points (origin top-left, y down), already mirrored for right-to-left layout. Parts a style does not
/// have are nil.
public struct HeaderLayout: Sendable, Hashable {
    /// The document's version; 1.
    public static let version = 1

    /// The style laid out.
    public var style: HeaderStyle
    /// The offset laid out (a non-finite request offset is laid out, and reported, as 0).
    public var offset: Double
    /// Layout and text direction.
    public var direction: LayoutDirection
    /// Colour tokens the client should use.
    public var appearance: Appearance
    /// The resolved screen.
    public var viewport: Viewport
    /// The style's main animation progress, 0 ... 1 (see each style's doc).
    public var progress: Double
    /// The header's background.
    public var header: HeaderPart
    /// The bar's box (`scrollEdge`: the safe-area bar holding the custom header).
    public var bar: Rect?
    /// The hairline under the bar (`scrollEdge`: the hard edge's dividing line); nil when the style has none.
    public var hairline: HairlinePart?
    /// The back button, when configured.
    public var back: BackPart?
    /// The bar or header title.
    public var title: TitlePart?
    /// The title in the scroll content (`large`, `inlineTitle`).
    public var largeTitle: LargeTitlePart?
    /// Leading actions, then trailing ones, each in reading order.
    public var actions: [ActionPart]
    /// The scroll edge effect (`scrollEdge`, and the bars of `fidelity=ios26`).
    public var edgeEffect: EdgeEffectPart?
    /// An iOS bar's search field in its band, when the request has one.
    public var search: SearchPart?
    /// The glass platters behind the bar items (`fidelity=ios26`), in drawing order; empty for the others.
    public var platters: [PlatterPart] = []
    /// The picture behind an image header (`image`); nil without one.
    public var image: ImagePart?
    /// The scrim over the picture (`collapsingToolbar`); nil for the others.
    public var scrim: ScrimPart?
    /// The opacity `sliverAppBar` draws its toolbar's items at (Flutter's `toolbarOpacity` through
    /// `Interval(0.25, 1, fastOutSlowIn)`), written on `bar` and each action; nil for the styles whose toolbar never
    /// fades.
    public var toolbarOpacity: Double?
    /// The picture the request sent (or the sample) that ``image`` shows, for the painters; not written in the
    /// document, which names it by `source` and `sha256`.
    public var imageSource: HeaderImage?
    /// The tab row pinned under the bar (Material styles with `tabs`); nil without tabs.
    public var tabs: TabsPart?
    /// Where the sample content (messages, cards) begins on screen at this offset.
    public var contentTop: Double
    /// The offsets at which the style's animations finish; independent of the offset.
    public var thresholds: Thresholds
    /// The animation a client should use between offsets (`collapsible`).
    public var transition: Transition?
    /// The colour roles the picture uses, by name (Material styles); empty for the others, which use the catalog's
    /// tokens.
    public var colors: [ColorRole] = []
    /// Where the scroll comes to rest if released at this offset (Material `enterAlways` and `exitUntilCollapsed`
    /// part-way collapsed); nil when it stays where it is released.
    public var settle: SettlePoint?
    /// Whose motion the layout follows (`compact`, `large`); not written in the document, which already says it
    /// through its numbers, but the preview draws UIKit's bar material for `uikit`.
    public var fidelity: Fidelity = .kit
    /// The Dynamic Type category the sample content under the header is drawn at; not written in the document.
    public var textSize: TextSize = .default
    /// The Android font scale the sample content under a Material bar is drawn at; not written in the document.
    public var fontScale: Double = 1

    /// Creates a layout from its parts; ``compute(configuration:offset:measurer:)`` is the usual way to get one.
    ///
    /// Never inlined: made in its caller's frame, the layout (some 2 KB, with its references) was copied into the
    /// caller's result and the first one destroyed, on every layout; called, it is made in place.
    @inline(never)
    public init(
        style: HeaderStyle, offset: Double, direction: LayoutDirection, appearance: Appearance, viewport: Viewport,
        progress: Double, header: HeaderPart, bar: Rect? = nil, hairline: HairlinePart? = nil, back: BackPart? = nil,
        title: TitlePart? = nil, largeTitle: LargeTitlePart? = nil, actions: [ActionPart] = [],
        edgeEffect: EdgeEffectPart? = nil, contentTop: Double, thresholds: Thresholds, transition: Transition? = nil,
        fidelity: Fidelity = .kit, textSize: TextSize = .default, fontScale: Double = 1
    ) {
        self.style = style
        self.offset = offset
        self.direction = direction
        self.appearance = appearance
        self.viewport = viewport
        self.progress = progress
        self.header = header
        self.bar = bar
        self.hairline = hairline
        self.back = back
        self.title = title
        self.largeTitle = largeTitle
        self.actions = actions
        self.edgeEffect = edgeEffect
        self.contentTop = contentTop
        self.thresholds = thresholds
        self.transition = transition
        self.fidelity = fidelity
        self.textSize = textSize
        self.fontScale = fontScale
    }

    /// The layout mirrored for right-to-left: every frame `x' = width - x - w`, the chevron flipped, the large
    /// title's anchor moved to its right edge.
    func mirrored() -> HeaderLayout {
        let width = viewport.width
        var copy = self
        copy.header.frame = header.frame.mirrored(inWidth: width)
        copy.bar = bar?.mirrored(inWidth: width)
        copy.hairline = hairline.map { HairlinePart(frame: $0.frame.mirrored(inWidth: width), opacity: $0.opacity) }
        copy.back = back?.mirrored(inWidth: width)
        copy.title = title?.mirrored(inWidth: width)
        copy.largeTitle = largeTitle?.mirrored(inWidth: width)
        copy.actions = actions.map { $0.mirrored(inWidth: width) }
        copy.platters = platters.map { $0.mirrored(inWidth: width) }
        copy.search = search?.mirrored(inWidth: width)
        copy.tabs = tabs?.mirrored(inWidth: width)
        copy.image = image?.mirrored(inWidth: width)
        copy.scrim = scrim?.mirrored(inWidth: width)
        copy.edgeEffect = edgeEffect.map {
            EdgeEffectPart(
                style: $0.style, frame: $0.frame.mirrored(inWidth: width), opacity: $0.opacity, blur: $0.blur,
                stops: $0.stops)
        }
        return copy
    }
}
