import MastheadGeometry

/// A part of a header whose colours the preview can be asked about (``PreviewPaint``): the text lines, the back
/// chevron and the actions, named as the painters draw them.
public enum PaintedPart: Sendable, Hashable {
    /// The bar or header title.
    case title
    /// The line under the bar's title.
    case subtitle
    /// The line under the large title (iOS), or under a Material flexible bar's expanded title.
    case largeSubtitle
    /// The title in the scroll content, or a Material bar's expanded title.
    case largeTitle
    /// The back button's label.
    case backLabel
    /// The back button's chevron.
    case chevron
    /// The layout's action at this index of `HeaderLayout.actions` (a Material bar's navigation icon first).
    case action(Int)

    /// The part's frame in `layout`, or nil when the layout does not have it.
    public func frame(in layout: HeaderLayout) -> Rect? {
        switch self {
        case .title: layout.title?.line.frame
        case .subtitle: layout.title?.subtitle?.frame
        case .largeSubtitle: layout.largeTitle?.subtitle?.frame
        case .largeTitle: layout.largeTitle?.line.frame
        case .backLabel: layout.back?.label?.frame
        case .chevron: layout.back?.chevronFrame
        case .action(let index): layout.actions.indices.contains(index) ? layout.actions[index].frame : nil
        }
    }

    /// Whether the part sits in the header (over the bar's backing) rather than in the scroll content: everything
    /// but an iOS large title and its subtitle.
    func isInHeader(_ layout: HeaderLayout) -> Bool {
        guard !layout.style.isMaterial else { return true }
        switch self {
        case .largeTitle, .largeSubtitle: return false
        case .title, .subtitle, .backLabel, .chevron, .action: return true
        }
    }
}
