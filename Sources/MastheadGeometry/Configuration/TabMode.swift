/// How a Material tab row shares its width: `fixed` (`PrimaryTabRow`, `SecondaryTabRow`: equal tabs across the
/// row) or `scrollable` (`PrimaryScrollableTabRow`, `SecondaryScrollableTabRow`: each tab as wide as its content,
/// at least 90 dp, after a 52-dp edge padding).
///
/// The raw values are the names the HTTP API accepts and writes.
public enum TabMode: String, Sendable, Hashable, CaseIterable {
    case fixed
    case scrollable
}
