/// The part of a configuration's layout that does not depend on the offset, worked out once: the bar's slots
/// (back button, title, actions), a Material bar's top row and titles, and the thresholds, which follow from the
/// configuration and the text widths alone.
///
/// Laying a configuration out is a function of the configuration and the offset; a plan is that function with the
/// configuration applied, so ``layout(at:)`` does only the offset's part.
/// ``HeaderLayout/compute(configuration:offset:measurer:)`` is `LayoutPlan(configuration:measurer:).layout(at:)`,
/// so a plan made once and one made for each offset give the same layouts. A value with no state beyond its inputs:
/// keeping one (or not) is the caller's business.
public struct LayoutPlan: Sendable {
    /// What every offset shares, in one box: each layout takes the plan along (``LayoutInput``), and copying a
    /// reference costs a retain where copying the configuration, the slots and the thresholds cost hundreds of
    /// instructions per answer.
    private let shared: Shared

    /// The configuration laid out.
    public var configuration: HeaderConfiguration { shared.configuration }
    /// Measures the configuration's text; every layout of the plan measures with it.
    public var measurer: any TextMeasuring { shared.measurer }
    /// The configuration resolved for its style's family, once.
    public var family: FamilyConfiguration { shared.family }
    /// The slots of the style's bar in its resting box (``barFrame``), or nil for a style with no such bar.
    var barSlots: BarLayout? { shared.barSlots }
    /// The Liquid Glass bar in its resting box (`fidelity=ios26`), or nil for the other fidelities and styles.
    var glassSlots: GlassBarLayout? { shared.glassSlots }
    /// A Material bar's top row at its resting height, or nil for the other styles.
    var materialRow: MaterialRowPlan? { shared.materialRow }
    /// An iOS bar's search band, or nil for a header without one.
    var search: SearchBandPlan? { shared.search }
    /// The style's thresholds (``HeaderLayout/thresholds(configuration:measurer:)``).
    public var thresholds: Thresholds { shared.thresholds }
    /// `large`'s title row (``LargeTitleRow``), or nil for the other styles.
    var largeTitleRow: LargeTitleRow? { shared.largeTitleRow }
    /// How many trailing actions the configuration lists: a bar that leaves some out names the kept ones by their
    /// place in the request (``HeaderLayout/resolveClipsAndTargets(requestedTrailing:)``).
    var requestedTrailing: Int { shared.requestedTrailing }
    /// The tab row (``TabRowLayout``) or segmented control (``SegmentedControlLayout``) at `y = 0`, or nil without
    /// tabs; the style's layout moves it under its bar.
    var tabRow: TabsPart? { shared.tabRow }

    /// Works out what every offset of `configuration` shares, measuring text with `measurer`.
    public init(configuration: HeaderConfiguration, measurer: any TextMeasuring) {
        shared = Shared(configuration: configuration, measurer: measurer)
    }

    /// The plan's values, made once and never changed.
    private final class Shared: Sendable {
        let configuration: HeaderConfiguration
        let measurer: any TextMeasuring
        let family: FamilyConfiguration
        let barSlots: BarLayout?
        let glassSlots: GlassBarLayout?
        let materialRow: MaterialRowPlan?
        let search: SearchBandPlan?
        let thresholds: Thresholds
        let largeTitleRow: LargeTitleRow?
        let requestedTrailing: Int
        let tabRow: TabsPart?

        init(configuration: HeaderConfiguration, measurer: any TextMeasuring) {
            self.configuration = configuration
            self.measurer = measurer
            let family = configuration.familyConfiguration
            self.family = family
            let fitter = TextFitter(measurer: measurer, direction: configuration.direction)
            barSlots = LayoutPlan.barTexts(configuration).map { texts in
                BarLayout(
                    configuration: configuration, bar: LayoutPlan.barFrame(configuration), title: texts.title,
                    subtitle: texts.subtitle, fitter: fitter)
            }
            glassSlots =
                family.look == .glass
                ? LayoutPlan.barTexts(configuration).map { texts in
                    GlassBarLayout(
                        configuration: configuration, bar: LayoutPlan.barFrame(configuration), title: texts.title,
                        subtitle: texts.subtitle, fitter: fitter)
                } : nil
            if case .materialBar(let bar) = family {
                materialRow = MaterialRowPlan(configuration, bar: bar, fitter: fitter)
            } else {
                materialRow = nil
            }
            search = SearchBandPlan(configuration, family: family, fitter: fitter)
            thresholds = HeaderLayout.thresholds(configuration: configuration, measurer: measurer)
            largeTitleRow = configuration.style == .large ? LargeTitleRow(configuration, fitter: fitter) : nil
            requestedTrailing = configuration.actions.reduce(0) { $0 + ($1.side == .trailing ? 1 : 0) }
            if !configuration.takesTabs {
                tabRow = nil
            } else if configuration.style.isMaterial {
                tabRow = TabRowLayout.layout(configuration, width: configuration.viewport.width, fitter: fitter)
            } else {
                tabRow = SegmentedControlLayout.layout(configuration, fitter: fitter)
            }
        }
    }

    /// The Material bar the configuration is (the small bar's reading of it for the other families).
    var materialBar: MaterialBarConfiguration {
        if case .materialBar(let bar) = family { return bar }
        return configuration.materialBar
    }

    /// The collapsible header's numbers (read from the configuration for the other families).
    var collapsibleHeader: CollapsibleConfiguration {
        if case .collapsible(let header) = family { return header }
        return configuration.collapsibleHeader
    }

    /// The look of an iOS bar (the kit's for the other families).
    var look: IOSBarLook { family.look }

    /// The layout at scroll `offset` (see ``HeaderLayout/compute(configuration:offset:measurer:)``).
    public func layout(at offset: Double) -> HeaderLayout {
        HeaderLayout.compute(
            LayoutInput(
                plan: self, offset: offset.isFinite ? offset : 0,
                fitter: TextFitter(measurer: measurer, direction: configuration.direction)))
    }

    /// The compact bar's resting box: full width at `y = S`, `B` tall.
    static func barFrame(_ configuration: HeaderConfiguration) -> Rect {
        let viewport = configuration.viewport
        return Rect(x: 0, y: viewport.safeAreaTop, width: viewport.width, height: viewport.barHeight)
    }

    /// What the style's three-slot bar shows in its title slot (a nil title: none), or nil for the styles that lay
    /// out no such bar (`scrollEdge` and the Material bars have their own rows).
    static func barTexts(_ configuration: HeaderConfiguration) -> (title: String?, subtitle: String?)? {
        switch configuration.style {
        case .compact: (configuration.title, configuration.subtitle)
        case .large, .inlineTitle: (configuration.title, nil)
        case .collapsible: (nil, nil)
        case .scrollEdge, .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible,
            .m3Search, .sliverAppBar, .collapsingToolbar:
            nil
        }
    }
}
