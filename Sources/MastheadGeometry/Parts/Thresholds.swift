/// The offsets at which a style's animations finish, computed exactly from the formulas (never by sampling).
///
/// A member is nil when it does not apply to the style: `compact` has only `hairlineVisible` (F); `large` has
/// all three (L); `scrollEdge` has `hairlineVisible` (F) with a hard edge and nothing with a soft one;
/// `inlineTitle` has `titleVisible` (16 + h) and `hairlineVisible` (F); `collapsible` has `collapsed` (D).
///
/// With `fidelity=uikit` the members are UIKit's switch points: `titleVisible` is where the titles swap (`L - 10`),
/// `hairlineVisible` where the hairline begins to show (`L`; 0 for `compact`) and `hairlineOpaque` where it is
/// fully shown (`L + 10`; 10 for `compact`). `hairlineOpaque` is nil in the kit's mode, whose fades end where they
/// are reported. A search band that hides on scroll adds `searchCollapsed` (44) and moves the others 44 later.
public struct Thresholds: Sendable, Hashable {
    /// The offset from which the bar title is fully visible.
    public var titleVisible: Double?
    /// The offset from which the hairline (or a hard edge's line) is fully visible.
    public var hairlineVisible: Double?
    /// `fidelity=uikit`: the offset from which the hairline is fully shown.
    public var hairlineOpaque: Double?
    /// The offset from which the header is fully collapsed.
    public var collapsed: Double?
    /// The offset from which an iOS bar's search band has collapsed (`searchBehavior=hideOnScroll`); nil without
    /// a band or when it stays.
    public var searchCollapsed: Double?
    /// `sliverAppBar` with `stretch`: the (negative) offset at which Flutter calls `onStretchTrigger`,
    /// `-stretchTriggerOffset`; nil for the others. Not counted in ``largest``, which looks down the scroll.
    public var stretchTriggered: Double?
    /// `collapsingToolbar`: the offset past which its scrim is shown (it fades in over time once crossed); nil for
    /// the others.
    public var scrimShown: Double?

    /// Creates thresholds.
    public init(
        titleVisible: Double? = nil, hairlineVisible: Double? = nil, hairlineOpaque: Double? = nil,
        collapsed: Double? = nil
    ) {
        self.titleVisible = titleVisible
        self.hairlineVisible = hairlineVisible
        self.hairlineOpaque = hairlineOpaque
        self.collapsed = collapsed
    }

    /// The largest member present, or nil when none is.
    public var largest: Double? {
        [titleVisible, hairlineVisible, hairlineOpaque, collapsed, searchCollapsed].compactMap { $0 }.max()
    }
}
