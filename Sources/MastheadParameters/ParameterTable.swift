import MastheadFormat
import MastheadGeometry
import MastheadPreview
import MaterialColor

/// Every parameter of the `/v1` endpoints, described once. Adding a parameter means adding its entry here and
/// writing the code that uses its value; decoding, the `400`s, the accepted names, the canonical key, the OpenAPI
/// description, the catalog, the README's table and the playground's controls follow from the entry.
///
/// The order is the order of the docs, and for parameters whose value lives in the header configuration or the
/// preview options also the order in which the canonical key writes them: keep it, or every entity tag changes.
package enum ParameterTable {
    /// Defaults that depend on the endpoint.
    package enum Defaults {
        /// The filmstrip's frame height: the header and the first rows, so a strip of five stays readable.
        package static let filmstripCrop: Double = 260
        /// The chart's first offset: a pull-down of 60 points.
        package static let curvesFrom: Double = -60
        /// A timeline's range.
        static let timelineFrom: Double = 0
        static let timelineTo: Double = 200
    }

    static let style = Parameter.choice(
        "style", HeaderStyle.self, default: .default, "Which header design is laid out.",
        resolved: .header { .text($0.style.rawValue) })
    static let offset = Parameter(
        "offset", .number(Limits.offset), default: .number(0), group: .header,
        "Scroll offset in points; negative is an overscroll (pull down).")
    static let title = Parameter(
        "title", .text(maxLength: Limits.titleLength), default: .text("Inbox"), group: .header, "The title text.",
        resolved: .header { .text($0.title) })
    static let subtitle = Parameter(
        "subtitle", .text(maxLength: Limits.titleLength), styles: HeaderStyle.ios + HeaderStyle.materialWithSubtitle,
        group: .header,
        "A second line under the main title. Material: the small bar's two-line title (LabelMedium), and the "
            + "flexible bars' subtitle under the expanded title and under the collapsed one.",
        resolved: .header { .text($0.subtitle) })
    static let back = Parameter(
        "back", .text(maxLength: Limits.titleLength), styles: HeaderStyle.ios, group: .header,
        "The back button's label. Present but empty: the chevron alone; absent: no back button.",
        resolved: .header { .text($0.back) })
    static let backFallback = Parameter.choice(
        "backFallback", BackFallback.self, default: .default, styles: HeaderStyle.ios,
        "How a back label that does not fit gives way.",
        resolved: .header { .text($0.backFallback.rawValue) })
    static let leading = Parameter(
        "leading", .actions, styles: HeaderStyle.ios, group: .header,
        ParameterSchemas.actionsSummary("Actions in the bar's leading slot, after the back button."),
        resolved: .header { .actions($0.leading) }, query: ParameterSchemas.actionListText,
        body: ParameterSchemas.actionListBody)
    static let trailing = Parameter(
        "trailing", .actions, group: .header, ParameterSchemas.actionsSummary("Actions in the bar's trailing slot."),
        resolved: .header { .actions($0.trailing) }, query: ParameterSchemas.actionListText,
        body: ParameterSchemas.actionListBody)
    static let device = Parameter(
        "device", .choice(DevicePreset.all.map(\.id)), default: .text(DevicePreset.default.id), group: .header,
        "The screen: size, scale and safe area. See `/v1/catalog` for each preset's numbers.",
        resolved: .header { .text($0.device) })
    static let width = Parameter(
        "width", .number(Limits.width), default: .derived("the device's"), group: .header,
        "Screen width in points; overrides the device's.", resolved: .header { .number($0.viewport.width) })
    static let height = Parameter(
        "height", .number(Limits.height), default: .derived("the device's"), group: .header,
        "Screen height in points; overrides the device's.", resolved: .header { .number($0.viewport.height) })
    static let scale = Parameter(
        "scale", .number(Limits.scale), default: .derived("the device's"), group: .header,
        "Pixels per point; overrides the device's.", resolved: .header { .number($0.viewport.scale) })
    static let safeAreaTop = Parameter(
        "safeAreaTop", .number(Limits.safeAreaTop), default: .derived("the device's"), group: .header,
        "Top safe-area inset in points; overrides the device's. Must be less than the height.",
        resolved: .header { .number($0.viewport.safeAreaTop) })
    static let appearance = Parameter.choice(
        "appearance", Appearance.self, default: .default, "Light or dark colour tokens.",
        resolved: .header { .text($0.appearance.rawValue) })
    static let direction = Parameter.choice(
        "direction", LayoutDirection.self, default: .ltr, "Layout and text direction.",
        resolved: .header { .text($0.direction.rawValue) })
    static let edge = Parameter.choice(
        "edge", EdgeStyle.self, default: .default, styles: [.scrollEdge, .compact, .large, .inlineTitle],
        "The scroll edge effect's style (`scrollEdge`, and the bars of `fidelity=ios26`).",
        resolved: .header { .text($0.edge.rawValue) })
    static let headerHeight = Parameter(
        "headerHeight", .number(Limits.headerHeight), default: .number(Metrics.collapsibleHeaderHeight),
        styles: [.collapsible], group: .header, "The expanded header's height in points (`collapsible` only).",
        resolved: .header { .number($0.headerHeight) })
    static let collapseDistance = Parameter(
        "collapseDistance", .number(Limits.collapseDistance), default: .number(Metrics.collapsibleCollapseDistance),
        styles: [.collapsible], group: .header,
        "Points of scrolling over which the header collapses (`collapsible` only).",
        resolved: .header { .number($0.collapseDistance) })
    static let parallax = Parameter(
        "parallax", .number(Limits.parallax), default: .number(Metrics.collapsibleParallax), styles: [.collapsible],
        group: .header, "How fast the header's content moves relative to the scroll (`collapsible` only).",
        resolved: .header { .number($0.parallax) })

    static let scrollBehavior = Parameter.choice(
        "scrollBehavior", ScrollBehavior.self, default: .default,
        styles: HeaderStyle.compose + [.compact, .collapsingToolbar],
        "How a Material bar follows the scroll: `pinned` stays, `enterAlways` scrolls away and comes back on any "
            + "scroll up (it replays `path`), `exitUntilCollapsed` collapses and expands only at the top. "
            + "`compact` takes `enterAlways` too: its bar returns quickly, as headroom.js's does. `collapsingToolbar` "
            + "takes `exitUntilCollapsed` (its default, the app bar's `scroll|exitUntilCollapsed`) or `enterAlways`, "
            + "and refuses `pinned`.",
        resolved: .header(Parameter.scrolling { .text($0.scrollBehavior.rawValue) }))
    static let path = Parameter(
        "path", .offsetList(maxCount: Limits.pathPoints), styles: HeaderStyle.material + [.compact], group: .header,
        "The offsets the scroll passed through, oldest first (`0,400,340`); the answer is the state at the last "
            + "one, which is the offset (`enterAlways`, and `sliverAppBar` with `floating`, replay it). Instead of "
            + "`offset` (`offset=x` alone is the path `0,x`). Query: numbers between commas; JSON: an array of "
            + "numbers or the same text. 1 to \(Limits.pathPoints) numbers.",
        resolved: .header(Parameter.scrolling { .text(ScrollPath.canonical($0.path)) }),
        query: ParameterSchemas.pathText, body: ParameterSchemas.pathBody
    ).excluding("offset")
    static let navigation = Parameter.choice(
        "navigation", NavigationIcon.self, default: .default, styles: HeaderStyle.material,
        "The Material bar's navigation icon at its start (Material Symbols `arrow_back`, `menu`, `close`).",
        resolved: .header { .text($0.navigation.rawValue) })
    static let seedColor = Parameter(
        "seedColor", .text(maxLength: 7), styles: HeaderStyle.material, group: .header,
        "A brand colour `#RRGGBB`: the Material bar's scheme is its dynamic scheme (material-color-utilities; "
            + "`schemeVariant`, `colorSpec`, `contrastLevel`) instead of the baseline one.",
        resolved: .header { .text($0.seedColor.map(SeedColor.text)) },
        query: ParameterSchemas.seedColorText)
    static let colorSpec = Parameter.choice(
        "colorSpec", ColorSpec.self, default: .spec2021, styles: HeaderStyle.material,
        "The Material colour spec of the scheme: `2021` (Android 12–15) or `2025` (Material 3 Expressive, "
            + "Android 16). `2025` covers `tonalSpot`, `neutral`, `vibrant` and `expressive`; the other variants "
            + "stay 2021, as in material-color-utilities.",
        resolved: .header { $0.colorSpec == .spec2021 ? .omitted : .text($0.colorSpec.rawValue) })
    static let schemeVariant = Parameter.choice(
        "schemeVariant", SchemeVariant.self, default: .tonalSpot, styles: HeaderStyle.material,
        "How the scheme is made from `seedColor` (or `#6750A4` without one): the variants of "
            + "material-color-utilities; `tonalSpot` is Android's default.",
        resolved: .header { $0.schemeVariant == .tonalSpot ? .omitted : .text($0.schemeVariant.rawValue) })
    static let contrastLevel = Parameter(
        "contrastLevel", .number(MaterialScheme.lowestContrast...MaterialScheme.highestContrast),
        default: .number(MaterialScheme.standardContrast), styles: HeaderStyle.material, group: .header,
        "The scheme's contrast: 0 standard, 0.5 medium, 1 high (Android's contrast setting), -1 reduced; values "
            + "between interpolate.",
        resolved: .header {
            $0.contrastLevel == MaterialScheme.standardContrast ? .omitted : .number($0.contrastLevel)
        })

    static let content = Parameter.choice(
        "content", ContentKind.self, default: .default, group: .preview,
        "Sample content drawn under the header in previews.", resolved: .preview { .text($0.content.rawValue) })
    static let rows = Parameter(
        "rows", .integer(Limits.rows),
        default: .derived(ContentKind.allCases.map { "\($0.defaultRows) for \($0.rawValue)" }.joined(separator: ", ")),
        group: .preview,
        "How many content items are drawn; by default "
            + ContentKind.allCases.map { "\($0.defaultRows) for \($0.rawValue)" }.joined(separator: ", ") + ".",
        resolved: .preview { .number(Double($0.rows)) })
    static let text = Parameter.choice(
        "text", PreviewOptions.TextMode.self, default: .text, group: .preview,
        "SVG text as `<text>` elements, or as glyph outlines that look the same everywhere.",
        resolved: .preview { .text($0.text.rawValue) })
    static let guides = Parameter(
        "guides", .boolean, default: .bool(false), group: .preview,
        "Draw every part's frame and name over the preview. In a query, `1`, `0` and a bare `guides` also work.",
        resolved: .preview { .flag($0.guides) })

    static let fidelity = Parameter.choice(
        "fidelity", Fidelity.self, default: .default, styles: Fidelity.choosableStyles, strict: [.ios26],
        "Whose motion and chrome the iOS bar follows: the header kit's, UIKit's as measured (`uikit`, `compact` and "
            + "`large`), or the Liquid Glass bar of iOS 26 (`ios26`: glass platters, no backing or hairline, the "
            + "scroll edge effect; `ios26` with another style is refused).",
        resolved: .header { .text($0.fidelity.rawValue) })
    static let textSize = Parameter.choice(
        "textSize", TextSize.self, default: .default,
        styles: HeaderStyle.ios,
        "Dynamic Type category (Apple HIG sizes): the large title, the large subtitle and the sample content; the "
            + "bar title and back label keep their size.",
        resolved: .header { .text($0.textSize.rawValue) })

    static let titleAlignment = Parameter.choice(
        "titleAlignment", TitleAlignment.self, default: .default, styles: HeaderStyle.materialAligned,
        "Where the Material bar's title and subtitle sit: at the start or centred (Compose "
            + "`titleHorizontalAlignment`; `m3CenterAligned` is always centred).",
        resolved: .header { $0.titleAlignment == .default ? .omitted : .text($0.titleAlignment.rawValue) })
    static let fontScale = Parameter(
        "fontScale", .number(Limits.fontScale), default: .number(1), styles: HeaderStyle.material, group: .header,
        "Android's font size setting (Material styles): titles, subtitles, text actions and the sample content grow as "
            + "Android 14 scales sp, non-linearly above 1 (AOSP `FontScaleConverterFactory`).",
        resolved: .header { $0.fontScale == 1 ? .omitted : .number($0.fontScale) })

    static let search = Parameter(
        "search", .text(maxLength: Limits.searchLength), styles: HeaderStyle.searchable, group: .header,
        "A search field with this placeholder; present but empty: the platform's own (\"Search\"). Under the bar of "
            + "`compact`, `large` and `inlineTitle` (not with `fidelity=ios26`, which moves search to the toolbar), "
            + "and as `m3Search`'s field (which has one even without it); another style refuses it.",
        resolved: .header { $0.search == nil ? .omitted : .text($0.search) })
    static let searchBehavior = Parameter.choice(
        "searchBehavior", SearchBehavior.self, default: .default, styles: HeaderStyle.searchBanded,
        "Whether the search band collapses first as the content scrolls (`hideOnScroll`, UIKit's "
            + "`hidesSearchBarWhenScrolling`) or stays, pinned under the bar (`always`).",
        resolved: .header {
            $0.search == nil || $0.searchBehavior == .default ? .omitted : .text($0.searchBehavior.rawValue)
        })
    static let tabs = Parameter(
        "tabs", .tabs, styles: HeaderStyle.takingTabs, group: .header,
        "Tabs pinned under the bar: a Material tab row, or on `compact`, `large` and `inlineTitle` an iOS segmented "
            + "control (not with `fidelity=ios26`); the other styles refuse them. Query labels between commas "
            + "(`Inbox,Sent,Drafts`); JSON an array of labels or of objects `{\"text\": \"Inbox\", \"icon\": "
            + "\"bell\"}` with icons from the catalog (a tab may have either or both). At most \(Limits.tabs) tabs, "
            + "each label at most \(Limits.tabLabelLength) characters.",
        resolved: .header { $0.tabs.isEmpty ? .omitted : .tabs($0.tabs) }, query: ParameterSchemas.tabListText,
        body: ParameterSchemas.tabListBody)
    static let selectedTab = Parameter(
        "selectedTab", .integer(0...(Limits.tabs - 1)), default: .integer(0), styles: HeaderStyle.takingTabs,
        group: .header, "The index of the selected tab in `tabs`; must be less than the number of tabs.",
        resolved: .header { $0.tabs.isEmpty ? .omitted : .number(Double($0.selectedTab)) })
    static let tabStyle = Parameter.choice(
        "tabStyle", TabStyle.self, default: .primary, styles: HeaderStyle.material,
        "The Material tab row: `primary` (Compose `PrimaryTabRow`: a content-wide indicator, the selected label in "
            + "`primary`) or `secondary` (`SecondaryTabRow`: a tab-wide indicator, the selected label in `onSurface`).",
        resolved: .header { $0.tabs.isEmpty ? .omitted : .text($0.tabStyle.rawValue) })
    static let tabMode = Parameter.choice(
        "tabMode", TabMode.self, default: .fixed, styles: HeaderStyle.material,
        "How the tab row shares its width: `fixed` (equal tabs across the row) or `scrollable` (each tab as wide as "
            + "its label, at least 90, after a 52-point edge padding; scrolled to centre the selected tab).",
        resolved: .header { $0.tabs.isEmpty ? .omitted : .text($0.tabMode.rawValue) })

    static let expandedHeight = Parameter(
        "expandedHeight", .number(Limits.expandedHeight), default: .number(Metrics.sliverExpandedHeight),
        styles: HeaderStyle.expanding, group: .header,
        "The expanded header's height below the status bar, its toolbar included: `sliverAppBar`'s 56-point one "
            + "(Flutter's `expandedHeight`; below 56 it is 56), `collapsingToolbar`'s 64-point one (the "
            + "`CollapsingToolbarLayout`'s height; below 64 it is 64).",
        resolved: .header { .number($0.expandedHeight) })
    static let pinned = Parameter(
        "pinned", .boolean, default: .bool(false), styles: [.sliverAppBar], group: .header,
        "`sliverAppBar`: the collapsed toolbar stays at the top (Flutter's `pinned`) instead of scrolling away.",
        resolved: .header { .flag($0.pinned) })
    static let floating = Parameter(
        "floating", .boolean, default: .bool(false), styles: [.sliverAppBar], group: .header,
        "`sliverAppBar`: the bar comes back as soon as the content scrolls up (Flutter's `floating`); send the "
            + "scroll's `path` to show it.",
        resolved: .header { .flag($0.floating) })
    static let snap = Parameter(
        "snap", .boolean, default: .bool(false), styles: [.sliverAppBar], group: .header,
        "`sliverAppBar` with `floating`: a partly shown bar settles open after a scroll up, shut after a scroll "
            + "down (`settle`; Flutter's `snap`). Without `floating` it is refused, as Flutter asserts.",
        resolved: .header { .flag($0.snap) })
    static let stretch = Parameter(
        "stretch", .boolean, default: .bool(false), styles: [.sliverAppBar], group: .header,
        "`sliverAppBar`: an overscroll (a negative offset) stretches the header (Flutter's `stretch`) by "
            + "`stretchModes`; without it the header moves down with the content.",
        resolved: .header { .flag($0.stretch) })
    static let collapseMode = Parameter.choice(
        "collapseMode", CollapseMode.self, default: .default, styles: HeaderStyle.expanding,
        "How the picture behind the header moves as it collapses: `parallax` (`sliverAppBar`: up by a quarter of the "
            + "collapse; `collapsingToolbar`: against the scroll at half its speed), `pin` (`sliverAppBar`: fixed to "
            + "the header's top; `collapsingToolbar`: a picture as tall as the header moves with it) or `none` (with "
            + "the header), as Flutter's `CollapseMode` and the layout's `layout_collapseMode`.",
        resolved: .header { .text($0.collapseMode.rawValue) })
    static let stretchModes = Parameter(
        "stretchModes", .choiceList(StretchMode.allCases.map(\.rawValue)), default: .derived("zoomBackground"),
        styles: [.sliverAppBar], group: .header,
        "`sliverAppBar` with `stretch`: what a stretch does, Flutter's `StretchMode`s: `zoomBackground` (the "
            + "picture grows), `blurBackground` (blurred by overscroll / 10), `fadeTitle` (the title fades over 100 "
            + "points). Query `zoomBackground,fadeTitle`; JSON an array of names (or the same text).",
        resolved: .header { .text($0.stretchModes.map(\.rawValue).joined(separator: ",")) },
        query: ParameterSchemas.choiceListText(StretchMode.allCases.map(\.rawValue)),
        body: ParameterSchemas.choiceListBody(StretchMode.allCases.map(\.rawValue)))
    static let titleCollapseMode = Parameter.choice(
        "titleCollapseMode", TitleCollapseMode.self, default: .default, styles: [.collapsingToolbar],
        "`collapsingToolbar`: how the title goes into the toolbar: `fade` (Material 3's: the expanded title fades out, "
            + "then the toolbar's fades in) or `scale` (one title moves into the toolbar and shrinks).",
        resolved: .header { .text($0.titleCollapseMode.rawValue) })
    static let image = Parameter(
        "image", .text(maxLength: Limits.imageURILength), styles: HeaderStyle.takingImage, group: .header,
        "The picture behind the expanded header of `collapsible`, `sliverAppBar` and `collapsingToolbar`: `sample` "
            + "(an illustration Masthead draws), or in a JSON body a "
            + "`data:image/png;base64,…` or `data:image/jpeg;base64,…` URI of at most 1 MiB decoded and "
            + "4096 × 4096 pixels, checked before anything draws it. Never a URL: nothing is fetched. Another style "
            + "refuses it.",
        resolved: .header { $0.image.map { .text($0.sha256.map { "sha256:" + $0 } ?? $0.source.rawValue) } ?? .omitted }
    )

    package static let from = Parameter(
        "from", .number(Limits.rangeStart),
        default: .derived("0; curves and audit: \(NumberFormat.string(Defaults.curvesFrom))"), group: .range,
        "The first offset.")
    package static let to = Parameter(
        "to", .number(Limits.offset),
        default: .derived(
            "200; filmstrip: 1.2 × the largest threshold, curves and audit: 1.5 × it (both at least 60)"),
        group: .range, "The last offset; must be greater than `from` (a timeline's may equal it: one frame).")
    package static let step = Parameter(
        "step", .number(0.001...200_000), default: .number(1), group: .step,
        "Points between two timeline frames (or offsets audited); `from`, `to` and `step` may give at most "
            + "\(Limits.timelineFrames) frames.")
    package static let duration = Parameter(
        "duration", .number(0.001...3600), default: .number(4), group: .duration,
        "Seconds the animated SVG takes from `from` to `to` and back before it loops; positive and finite.")
    static let offsets = Parameter(
        "offsets", .offsetList(maxCount: Limits.filmstripFrames), group: .filmstrip,
        "The filmstrip's offsets, left to right: query `0,20,40`; JSON an array of numbers (or the same text). "
            + "1 to \(Limits.filmstripFrames) numbers; not together with `from`, `to` or `frames`.",
        query: ParameterSchemas.offsetListText, body: ParameterSchemas.offsetListBody
    ).excluding("from", "to", "frames")
    static let frames = Parameter(
        "frames", .integer(2...Limits.filmstripFrames), default: .integer(FilmstripOffsets.defaultFrames),
        group: .filmstrip, "How many frames the filmstrip spreads evenly from `from` to `to`.")
    package static let crop = Parameter(
        "crop", .number(Limits.height),
        default: .derived("preview: the whole screen; filmstrip: \(NumberFormat.string(Defaults.filmstripCrop))"),
        group: .crop,
        "The height in points of the screen's top that is drawn (preview: the whole screen by default; "
            + "filmstrip: \(NumberFormat.string(Defaults.filmstripCrop)) points); a crop beyond the "
            + "screen height draws it whole.")

    package static let textSizes = Parameter(
        "textSizes", .choiceList(TextSize.allCases.map(\.rawValue)), default: .derived("all twelve"),
        styles: HeaderStyle.ios, group: .audit,
        "The Dynamic Type categories `/v1/audit` lays the header out at: query `large,AX3`; JSON an array of names "
            + "(or the same text). Each at most once; checked in their own order, smallest first.",
        query: ParameterSchemas.choiceListText(TextSize.allCases.map(\.rawValue)),
        body: ParameterSchemas.choiceListBody(TextSize.allCases.map(\.rawValue)))
    /// The positions of Android's font size slider, as the audit names them (`0.85`, `1`, … `2`).
    package static let fontScaleSteps = Catalog.androidFontScales.map(NumberFormat.string)
    package static let fontScales = Parameter(
        "fontScales", .choiceList(fontScaleSteps), default: .derived("all seven"),
        styles: HeaderStyle.material, group: .audit,
        "The Android font scales `/v1/audit` lays a Material header out at, the positions of Android 14's font size "
            + "slider: query `1,1.3,2`; JSON an array of those names (or the same text). Each at most once; checked "
            + "smallest first.",
        query: ParameterSchemas.choiceListText(fontScaleSteps),
        body: ParameterSchemas.choiceListBody(fontScaleSteps))

    /// Every parameter, in the order of the docs.
    package static let all: [Parameter] = [
        style, offset, title, subtitle, back, backFallback, leading, trailing, device, width, height, scale,
        safeAreaTop, appearance, direction, edge, headerHeight, collapseDistance, parallax, scrollBehavior, path,
        navigation, seedColor, colorSpec, schemeVariant, contrastLevel, content, rows, text, guides, fidelity,
        textSize, titleAlignment, fontScale, search, searchBehavior, tabs, selectedTab, tabStyle, tabMode,
        expandedHeight, pinned, floating, snap, stretch, collapseMode, stretchModes, titleCollapseMode, image, from, to,
        step, duration, offsets, frames, crop, textSizes,
        fontScales,
    ]

    /// The parameters of `groups`, in table order.
    static func parameters(in groups: Set<Parameter.Group>) -> [Parameter] {
        all.filter { groups.contains($0.group) }
    }

    /// The names of the parameters of `groups`: what an endpoint reading those groups accepts.
    package static func names(in groups: Set<Parameter.Group>) -> Set<String> {
        Set(parameters(in: groups).map(\.name))
    }

    /// The parameters named in `names`, in table order.
    package static func described(_ names: Set<String>) -> [Parameter] {
        all.filter { names.contains($0.name) }
    }
}
