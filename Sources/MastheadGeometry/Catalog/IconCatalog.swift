/// The icon names an action may use, each with the label a screen reader speaks.
public enum IconCatalog {
    /// Every icon, in catalog order: lowercase name and English accessibility label.
    public static let icons: [(name: String, label: String)] = [
        ("search", "Search"), ("plus", "Add"), ("more", "More"), ("menu", "Menu"), ("share", "Share"),
        ("edit", "Edit"), ("close", "Close"), ("settings", "Settings"), ("filter", "Filter"),
        ("compose", "Compose"), ("bell", "Notifications"), ("trash", "Delete"), ("bookmark", "Bookmark"),
        ("info", "Info"), ("person", "Profile"), ("heart", "Like"),
    ]

    /// The Material Symbols a Material bar draws that a request cannot name: the navigation icons (`arrow_back`;
    /// `menu` and `close` are catalog names too) and the overflow button (`more_vert`). The geometry document
    /// names them in `actions`.
    public static let materialOnly = ["arrow_back", "more_vert"]

    /// The accessibility label of an icon, or nil when the name is not in the catalog (names are case-sensitive).
    public static func label(for name: String) -> String? {
        icons.first { $0.name == name }?.label
    }
}
