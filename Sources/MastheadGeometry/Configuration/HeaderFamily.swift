/// The three kinds of header Masthead lays out, each drawn by its own platform's rules: an iOS navigation bar, a
/// Material 3 top app bar, or the collapsible overlay header of the SwiftUI tutorial.
///
/// Which family a style belongs to is declared once, by ``HeaderStyle/family``; the style lists the parameter table
/// reads (``HeaderStyle/ios``, ``HeaderStyle/material``) are made from it.
public enum HeaderFamily: Sendable, Hashable, CaseIterable {
    /// `compact`, `large`, `scrollEdge`, `inlineTitle`: a UIKit-style bar with its look (``IOSBarLook``).
    case iosBar
    /// The Material 3 top app bars, each of a ``MaterialBarForm``.
    case materialBar
    /// `collapsible`: a tall header that shrinks, fades and moves with parallax.
    case collapsible
}

extension HeaderStyle {
    /// The family this style belongs to: the one place that says so.
    public var family: HeaderFamily {
        switch self {
        case .compact, .large, .scrollEdge, .inlineTitle: .iosBar
        case .collapsible: .collapsible
        case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search,
            .sliverAppBar, .collapsingToolbar:
            .materialBar
        }
    }

    /// Whether this is one of the Material 3 top app bars.
    public var isMaterial: Bool { family == .materialBar }

    /// The typeface the style's text is drawn in: Roboto on a Material bar, Inter on the others.
    public var typeface: FontSpec.Typeface { isMaterial ? .roboto : .inter }
}
