import MastheadFormat
import MastheadGeometry
import MastheadParameters

/// JSON Schemas of the geometry document (`HeaderLayout.writeJSON`) and the timeline, for
/// `#/components/schemas`.
///
/// Objects list exactly the members the writers emit (`additionalProperties: false`); members a style lacks are
/// optional, the rest required. Enumerations come from the geometry types themselves.
enum GeometrySchemas {
    /// Every schema, by component name.
    static let all: Schema.Members = [
        ("Frame", frame), ("Point", point), ("Font", font), ("TextLine", textLine), ("Thresholds", thresholds),
        ("PartTransition", partTransition), ("Geometry", geometry), ("Timeline", timeline),
    ]

    private static let number = Schema.type("number")
    private static let unit = Schema.number(in: 0...1)
    private static let string = Schema.type("string")
    private static let boolean = Schema.type("boolean")

    static let frame = Schema.record([("x", number), ("y", number), ("width", number), ("height", number)])
    static let point = Schema.record([("x", number), ("y", number)])
    static let font = Schema.record([("family", string), ("weight", Schema.type("integer")), ("size", number)])
    static let textLine = Schema.object(
        [
            ("text", string), ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")), ("truncated", boolean),
            ("font", Schema.ref("Font")),
        ], required: ["text", "frame", "truncated", "font"])
    static let thresholds = Schema.object([
        ("titleVisible", number), ("hairlineVisible", number), ("hairlineOpaque", number), ("collapsed", number),
        ("searchCollapsed", number), ("stretchTriggered", number), ("scrimShown", number),
    ])
    /// A part's timed change (`fidelity=uikit`'s title cross-fade).
    static let partTransition = Schema.object(
        [("property", Schema.choice([Metrics.uikitTitleFadeProperty])), ("duration", number), ("curve", string)],
        required: ["property", "duration", "curve"])

    static let geometry = Schema.described(
        "The geometry of one header at one offset. Numbers carry at most 3 decimals; parts the style lacks are "
            + "left out.",
        Schema.object(
            [
                ("version", Schema.type("integer", [("const", .number(Double(HeaderLayout.version)))])),
                ("style", ValueSchemas.ref(HeaderStyle.self)),
                ("offset", number),
                ("direction", ValueSchemas.ref(LayoutDirection.self)),
                ("appearance", ValueSchemas.ref(Appearance.self)),
                (
                    "viewport",
                    Schema.record([("width", number), ("height", number), ("scale", number), ("safeAreaTop", number)])
                ),
                ("progress", unit),
                ("header", Schema.record([("frame", Schema.ref("Frame")), ("backgroundOpacity", unit)])),
                (
                    "bar",
                    Schema.described(
                        "The bar's frame; `sliverAppBar`: its toolbar's `opacity` while it fades scrolling away.",
                        Schema.object([("frame", Schema.ref("Frame")), ("opacity", unit)], required: ["frame"]))
                ),
                (
                    "image",
                    Schema.described(
                        "`collapsible`, `sliverAppBar` and `collapsingToolbar` with `image`: the picture behind the "
                            + "header, the frame it covers (moved by the parallax, grown by a stretch), the header it "
                            + "shows in, its fade, its blur radius, and a sent picture's SHA-256.",
                        image)
                ),
                (
                    "scrim",
                    Schema.described(
                        "`collapsingToolbar`: the scrim over the picture, the box it covers, its opacity once its "
                            + "timed fade (`transition`) has run, and its colour.",
                        Schema.record([
                            ("frame", Schema.ref("Frame")), ("opacity", unit),
                            ("color", Schema.type("string", [("pattern", .string("^#[0-9A-F]{6}$"))])),
                            ("transition", Schema.ref("PartTransition")),
                        ]))
                ),
                ("hairline", Schema.record([("frame", Schema.ref("Frame")), ("opacity", unit)])),
                ("back", back),
                ("title", title),
                ("largeTitle", largeTitle),
                (
                    "search",
                    Schema.described(
                        "`search`: the iOS search band under the bar, the rounded field in it (at its squeezed height "
                            + "while the band collapses), the magnifier and the placeholder.",
                        search)
                ),
                ("actions", Schema.array(of: action, maxItems: 2 * Limits.actionsPerSide)),
                (
                    "platters",
                    Schema.described(
                        "`fidelity=ios26`: the glass shapes behind the bar items, in drawing order.",
                        Schema.array(of: platter, maxItems: 1 + 2 * Limits.actionsPerSide))
                ),
                ("edgeEffect", edgeEffect),
                (
                    "tabs",
                    Schema.described(
                        "With `tabs`: the Material tab row or the iOS segmented control under the bar; item `i` is "
                            + "named `tabs[i]`.", tabs)
                ),
                ("content", Schema.record([("top", number)])),
                (
                    "colors",
                    Schema.described(
                        "Material styles: the colour roles the picture uses, `container` being the bar's current "
                            + "colour.",
                        Schema.map(of: Schema.type("string", [("pattern", .string("^#[0-9A-F]{6}([0-9A-F]{2})?$"))])))
                ),
                ("thresholds", Schema.ref("Thresholds")),
                (
                    "settle",
                    Schema.described(
                        "Where the scroll comes to rest if released here; absent when it stays where it is.",
                        Schema.record([("offset", number), ("progress", unit)]))
                ),
                ("transition", Schema.record([("curve", string), ("duration", number)])),
            ],
            required: [
                "version", "style", "offset", "direction", "appearance", "viewport", "progress", "header", "actions",
                "content", "thresholds",
            ]))

    private static let back = Schema.object(
        [
            ("frame", Schema.ref("Frame")), ("touchTarget", Schema.ref("Frame")),
            ("chevron", Schema.record([("frame", Schema.ref("Frame")), ("mirrored", boolean)])),
            ("label", Schema.record([("text", string), ("frame", Schema.ref("Frame")), ("truncated", boolean)])),
            ("accessibility", accessibility(role: "button", label: true)),
        ], required: ["frame", "touchTarget", "chevron", "accessibility"])

    private static let title = Schema.object(
        [
            ("text", string), ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")), ("opacity", unit),
            ("truncated", boolean), ("font", Schema.ref("Font")),
            ("accessibility", accessibility(role: "heading", label: false)),
            ("subtitle", Schema.ref("TextLine")), ("transition", Schema.ref("PartTransition")),
        ], required: ["text", "frame", "opacity", "truncated", "font", "accessibility"])

    private static let largeTitle = Schema.object(
        [
            ("text", string), ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")), ("opacity", unit),
            ("scale", number),
            ("anchor", Schema.ref("Point")), ("subtitle", Schema.ref("TextLine")), ("truncated", boolean),
            ("font", Schema.ref("Font")), ("scrollFrame", Schema.ref("Frame")),
            ("transition", Schema.ref("PartTransition")),
        ], required: ["text", "frame", "opacity", "scale", "anchor", "truncated", "font"])

    private static let action = Schema.object(
        [
            ("name", Schema.type("string", [("pattern", .string(actionName))])),
            ("side", ValueSchemas.ref(ActionSide.self)),
            ("kind", ValueSchemas.ref(ActionKind.self)),
            ("icon", Schema.choice(IconCatalog.icons.map(\.name) + IconCatalog.materialOnly)),
            ("label", string), ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")),
            ("touchTarget", Schema.ref("Frame")), ("prominent", Schema.type("boolean", [("const", .bool(true))])),
            ("opacity", unit),
        ], required: ["name", "side", "kind", "label", "frame", "touchTarget"])

    private static let image = Schema.object(
        [
            ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")), ("opacity", unit), ("blur", number),
            ("source", Schema.choice(HeaderImage.Source.allCases.map(\.rawValue))),
            ("sha256", Schema.type("string", [("pattern", .string("^[0-9a-f]{64}$"))])),
        ], required: ["frame", "clip", "opacity", "blur", "source"])

    /// An action's name: a Material bar's `navigation`, or an index into one side's actions (spacers not counted).
    private static let actionName = "^(navigation|(leading|trailing)\\[[0-\(Limits.actionsPerSide - 1)]\\])$"

    /// A platter's item: `back`, or an index into one side's actions (spacers not counted).
    private static let platterItem = "^(back|(leading|trailing)\\[[0-\(Limits.actionsPerSide - 1)]\\])$"

    private static let platter = Schema.record([
        ("frame", Schema.ref("Frame")), ("cornerRadius", number),
        ("shape", Schema.choice(PlatterPart.Shape.allCases.map(\.rawValue))),
        ("items", Schema.array(of: Schema.type("string", [("pattern", .string(platterItem))]))),
        ("prominent", boolean), ("opacity", unit),
    ])

    private static let search = Schema.object(
        [
            ("frame", Schema.ref("Frame")), ("clip", Schema.ref("Frame")), ("opacity", unit),
            ("field", Schema.record([("frame", Schema.ref("Frame")), ("cornerRadius", number)])),
            ("icon", Schema.record([("frame", Schema.ref("Frame")), ("opacity", unit)])),
            (
                "placeholder",
                Schema.record([
                    ("text", string), ("frame", Schema.ref("Frame")), ("opacity", unit), ("truncated", boolean),
                    ("font", Schema.ref("Font")),
                ])
            ),
            ("touchTarget", Schema.ref("Frame")),
        ], required: ["frame", "opacity", "field", "icon", "placeholder", "touchTarget"])
    private static let tabs = Schema.object(
        [
            ("frame", Schema.ref("Frame")), ("style", Schema.choice(TabsPart.Style.allCases.map(\.rawValue))),
            ("mode", Schema.choice(TabMode.allCases.map(\.rawValue))),
            ("divider", Schema.record([("frame", Schema.ref("Frame"))])),
            ("indicator", Schema.record([("frame", Schema.ref("Frame")), ("cornerRadius", number)])),
            ("control", Schema.record([("frame", Schema.ref("Frame")), ("cornerRadius", number)])),
            ("items", Schema.array(of: tab, minItems: 1, maxItems: Limits.tabs)),
        ], required: ["frame", "style", "mode", "indicator", "items"])

    private static let tab = Schema.object(
        [
            ("text", string), ("icon", Schema.choice(IconCatalog.icons.map(\.name))), ("frame", Schema.ref("Frame")),
            ("selected", boolean), ("truncated", boolean), ("font", Schema.ref("Font")),
            ("touchTarget", Schema.ref("Frame")),
        ], required: ["text", "frame", "selected", "truncated", "font", "touchTarget"])

    private static let edgeEffect = Schema.record([
        ("style", ValueSchemas.ref(EdgeStyle.self)), ("frame", Schema.ref("Frame")),
        ("opacity", unit), ("blur", number),
        ("stops", Schema.array(of: Schema.record([("at", unit), ("opacity", unit)]))),
    ])

    private static func accessibility(role: String, label: Bool) -> JSONValue {
        var properties: Schema.Members = [("role", Schema.choice([role]))]
        if label { properties.append(("label", string)) }
        return Schema.object(properties, required: ["role"])
    }

    static let timeline = Schema.described(
        "Geometry documents from `from` to `to` by `step`, and the thresholds of the configuration.",
        Schema.record([
            ("frames", Schema.array(of: Schema.ref("Geometry"), maxItems: Limits.timelineFrames)),
            ("thresholds", Schema.ref("Thresholds")),
        ]))
}
