/// How `CollapsingToolbarLayout` takes its title from the expanded space into the toolbar (`titleCollapseMode`,
/// `CollapsingTextHelper`).
///
/// The raw values are the names the HTTP API accepts and writes.
public enum TitleCollapseMode: String, Sendable, Hashable, CaseIterable {
    /// The expanded title fades out where it is, then the toolbar's title fades in (`fade`, which Material 3's
    /// `Widget.Material3.CollapsingToolbar` sets).
    case fade
    /// One title moves from the expanded space into the toolbar and shrinks as it goes (`scale`, the layout's own
    /// default before Material 3).
    case scale

    /// The mode used when a request names none: Material 3's.
    public static let `default`: TitleCollapseMode = .fade
}
