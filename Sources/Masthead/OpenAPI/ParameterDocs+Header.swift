import MastheadFormat
import MastheadGeometry

extension ParameterDocs {
    /// The header configuration and offset (``HeaderRequest``), less the action lists.
    static let header: [ParameterDoc] = [
        ParameterDoc(
            "style", "Which header design is laid out.", Schema.choice(HeaderStyle.self, default: .default)),
        ParameterDoc(
            "offset", "Scroll offset in points; negative is an overscroll (pull down).",
            Schema.number(in: Limits.offset, default: 0)),
        ParameterDoc("title", "The title text.", Schema.text(maxLength: Limits.titleLength, default: "Inbox")),
        ParameterDoc("subtitle", "A second line under the main title.", Schema.text(maxLength: Limits.titleLength)),
        ParameterDoc(
            "back",
            "The back button's label. Present but empty: the chevron alone; absent: no back button.",
            Schema.text(maxLength: Limits.titleLength)),
        ParameterDoc(
            "backFallback", "How a back label that does not fit gives way.",
            Schema.choice(BackFallback.self, default: .default)),
        ParameterDoc(
            "device", "The screen: size, scale and safe area. See `/v1/catalog` for each preset's numbers.",
            Schema.choice(DevicePreset.all.map(\.id), default: DevicePreset.default.id)),
        ParameterDoc("width", "Screen width in points; overrides the device's.", Schema.number(in: Limits.width)),
        ParameterDoc("height", "Screen height in points; overrides the device's.", Schema.number(in: Limits.height)),
        ParameterDoc(
            "safeAreaTop", "Top safe-area inset in points; overrides the device's. Must be less than the height.",
            Schema.number(in: Limits.safeAreaTop)),
        ParameterDoc("scale", "Pixels per point; overrides the device's.", Schema.number(in: Limits.scale)),
        ParameterDoc(
            "appearance", "Light or dark colour tokens.", Schema.choice(Appearance.self, default: .default)),
        ParameterDoc(
            "direction", "Layout and text direction.", Schema.choice(LayoutDirection.self, default: .ltr)),
        ParameterDoc(
            "edge", "The scroll edge effect's style (`scrollEdge` only).",
            Schema.choice(EdgeStyle.self, default: .default)),
        ParameterDoc(
            "headerHeight", "The expanded header's height in points (`collapsible` only).",
            Schema.number(in: Limits.headerHeight, default: Metrics.collapsibleHeaderHeight)),
        ParameterDoc(
            "collapseDistance", "Points of scrolling over which the header collapses (`collapsible` only).",
            Schema.number(in: Limits.collapseDistance, default: Metrics.collapsibleCollapseDistance)),
        ParameterDoc(
            "parallax", "How fast the header's content moves relative to the scroll (`collapsible` only).",
            Schema.number(in: Limits.parallax, default: Metrics.collapsibleParallax)),
    ]
}
