/// One tab as the request gives it: a label, an icon from the catalog, or both.
///
/// The request decoder keeps at most eight, each with a label of at most 40 characters or an icon (or both), and
/// checks the icon names; layout accepts any value and lays a tab with neither out empty.
public struct TabItem: Sendable, Hashable {
    /// The label; empty for an icon-only tab.
    public var text: String
    /// The icon's catalog name, or nil for a text-only tab.
    public var icon: String?

    /// Creates a tab.
    public init(text: String, icon: String? = nil) {
        self.text = text
        self.icon = icon
    }
}
