/// How a Material 3 top app bar reacts to the content's scroll (Compose `TopAppBarDefaults.pinnedScrollBehavior`,
/// `enterAlwaysScrollBehavior`, `exitUntilCollapsedScrollBehavior` in `AppBar.kt`).
///
/// The raw values are the names the HTTP API accepts, so they must not change.
public enum ScrollBehavior: String, Sendable, Hashable, CaseIterable {
    /// The bar never changes height (`PinnedScrollBehavior`); only its container colour follows the content.
    case pinned
    /// The bar collapses as the content scrolls up and comes back as soon as it scrolls down
    /// (`EnterAlwaysScrollBehavior`): its state depends on the whole scroll `path`.
    case enterAlways
    /// The bar collapses as the content scrolls up and expands only when the content is back at its top
    /// (`ExitUntilCollapsedScrollBehavior`).
    case exitUntilCollapsed

    /// The behaviour used when a request names none.
    public static let `default`: ScrollBehavior = .pinned
}
