/// The offsets at which a style's animations finish, computed exactly from the formulas (never by sampling).
///
/// A member is nil when it does not apply to the style: `compact` has only `hairlineVisible` (F); `large` has
/// all three (L); `scrollEdge` has `hairlineVisible` (F) with a hard edge and nothing with a soft one;
/// `inlineTitle` has `titleVisible` (16 + h) and `hairlineVisible` (F); `collapsible` has `collapsed` (D).
public struct Thresholds: Sendable, Hashable {
    /// The offset from which the bar title is fully visible.
    public var titleVisible: Double?
    /// The offset from which the hairline (or a hard edge's line) is fully visible.
    public var hairlineVisible: Double?
    /// The offset from which the header is fully collapsed.
    public var collapsed: Double?

    /// Creates thresholds.
    public init(titleVisible: Double? = nil, hairlineVisible: Double? = nil, collapsed: Double? = nil) {
        self.titleVisible = titleVisible
        self.hairlineVisible = hairlineVisible
        self.collapsed = collapsed
    }
}
