/// Which Material tab row: Compose's `PrimaryTabRow` (the content-wide indicator with rounded top corners, the
/// selected label in `primary`) or `SecondaryTabRow` (the tab-wide indicator, the selected label in `onSurface`).
///
/// The raw values are the names the HTTP API accepts and writes.
public enum TabStyle: String, Sendable, Hashable, CaseIterable {
    case primary
    case secondary
}
