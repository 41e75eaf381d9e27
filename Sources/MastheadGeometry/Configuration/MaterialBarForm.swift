/// The shape of one Material 3 top app bar style, declared once per style (``HeaderStyle/materialForm``): its size,
/// whether it is one of Material 3 Expressive's flexible bars, and who places its title across the bar.
///
/// What a style accepts follows from its form, as from the Compose function it stands for (`AppBar.kt`): the small
/// bars and the flexible ones take a subtitle (`TopAppBar(title, subtitle, …)`, `MediumFlexibleTopAppBar`,
/// `LargeFlexibleTopAppBar`); those whose placement is ``TitlePlacement/chosen`` take `titleHorizontalAlignment`.
public struct MaterialBarForm: Sendable, Hashable {
    /// The bar's size: one row of 64 (`TopAppBar`), or a collapsing second row (`MediumTopAppBar`,
    /// `LargeTopAppBar` and their flexible forms).
    public enum Size: Sendable, Hashable {
        case small, medium, large
    }

    /// Who places the title across the bar.
    public enum TitlePlacement: Sendable, Hashable {
        /// Always at the start (`TopAppBar` before its alignment parameter, `MediumTopAppBar`, `LargeTopAppBar`).
        case start
        /// Always centred (`CenterAlignedTopAppBar`).
        case centre
        /// The request's `titleAlignment` (`titleHorizontalAlignment`).
        case chosen
    }

    /// The bar's size.
    public let size: Size
    /// Whether the bar is Material 3 Expressive's flexible form (Compose Material3 1.4's title measuring and the
    /// subtitle under the expanded title).
    public let flexible: Bool
    /// Who places the title.
    public let placement: TitlePlacement
    /// Whether a search field takes the title's place (`AppBarWithSearch`): the bar has no title or subtitle.
    public var search = false
    /// Which toolkit's widget the bar is.
    public enum Widget: Sendable, Hashable {
        /// One of Compose's top app bars (`AppBar.kt`).
        case topAppBar
        /// Flutter's `SliverAppBar` with a `FlexibleSpaceBar`: its own layout (``HeaderLayout/sliverAppBar(_:)``),
        /// its title in the flexible space, no subtitle.
        case sliverAppBar
        /// Android's `CollapsingToolbarLayout` in an `AppBarLayout`: its own layout
        /// (``HeaderLayout/collapsingToolbar(_:)``), its expanded title drawn by the layout, no subtitle.
        case collapsingToolbar
    }

    /// Which toolkit's widget the bar is.
    public var widget = Widget.topAppBar

    /// Whether the expanded title belongs to a space behind the toolbar that the layout draws scaled or cut itself
    /// (``Widget/sliverAppBar`` and ``Widget/collapsingToolbar``), not to a Compose bar's bottom row.
    public var drawsOwnExpandedTitle: Bool { widget != .topAppBar }

    /// Whether the bar has one row rather than a collapsing second one.
    public var singleRow: Bool { size == .small }

    /// Whether the style takes a subtitle: the small bars and the flexible ones.
    public var takesSubtitle: Bool { !search && widget == .topAppBar && (size == .small || flexible) }

    /// Whether the style takes `titleAlignment`.
    public var takesTitleAlignment: Bool { placement == .chosen }

    /// Whether the title is centred when the request asks for `alignment`.
    public func centresTitle(_ alignment: TitleAlignment) -> Bool {
        switch placement {
        case .start: false
        case .centre: true
        case .chosen: alignment == .center
        }
    }

    /// The small bar's form, which a style that is not a Material bar is measured as where one is needed.
    public static let small = MaterialBarForm(size: .small, flexible: false, placement: .chosen)
}

extension HeaderStyle {
    /// The Material bar's form of this style, or nil for a style that is not a Material bar: the one place that
    /// says which size, flexibility and title placement each Material style has.
    public var materialForm: MaterialBarForm? {
        switch self {
        case .m3Small: .small
        case .m3CenterAligned: MaterialBarForm(size: .small, flexible: false, placement: .centre)
        case .m3Medium: MaterialBarForm(size: .medium, flexible: false, placement: .start)
        case .m3Large: MaterialBarForm(size: .large, flexible: false, placement: .start)
        case .m3MediumFlexible: MaterialBarForm(size: .medium, flexible: true, placement: .chosen)
        case .m3LargeFlexible: MaterialBarForm(size: .large, flexible: true, placement: .chosen)
        case .m3Search: MaterialBarForm(size: .small, flexible: false, placement: .start, search: true)
        case .sliverAppBar: MaterialBarForm(size: .small, flexible: false, placement: .chosen, widget: .sliverAppBar)
        case .collapsingToolbar:
            MaterialBarForm(size: .small, flexible: false, placement: .start, widget: .collapsingToolbar)
        case .compact, .large, .scrollEdge, .inlineTitle, .collapsible: nil
        }
    }
}
