/// Where a Material bar puts its title and subtitle across the bar: Compose's `titleHorizontalAlignment`
/// (`Alignment.Start` or `Alignment.CenterHorizontally`) of `TopAppBar`, `MediumFlexibleTopAppBar` and
/// `LargeFlexibleTopAppBar` (`AppBar.kt`).
///
/// `m3CenterAligned` is centred by definition; `m3Medium` and `m3Large` are always at the start.
public enum TitleAlignment: String, Sendable, Hashable, CaseIterable {
    /// At the start: after the navigation icon, or 16 from the edge.
    case start
    /// Centred on the bar's whole width, pushed clear of the navigation icon and the actions when they would
    /// overlap; a subtitle is centred under the title.
    case center

    /// The alignment used when a request names none.
    public static let `default`: TitleAlignment = .start
}
