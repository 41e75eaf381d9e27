/// One row of a Material 3 top app bar as Compose's `TopAppBarLayout` places it (`AppBar.kt`), left to right; the
/// caller mirrors it for right-to-left.
///
/// - The navigation icon's box is padded by `TopAppBarHorizontalPadding` (4) at its start; without an icon the
///   box is that padding alone, 4 wide. The icon button is 48 x 48, centred vertically in the row.
/// - The actions' box ends 4 before the bar's end: icon buttons of 48 x 48, text buttons as wide as their label
///   plus 12 a side (at least 58) and its line plus 8 above and below, at least 40 tall
///   (`ButtonDefaults.TextButtonContentPadding`, `MinWidth`, `MinHeight`; the label in LabelLarge at the request's
///   font scale), centred vertically. More than three actions show the first two and an overflow `more_vert`.
/// - The title's box is padded by 4 on both sides and may be at most the row's width minus both boxes. A start
///   title's box starts at `max(TopAppBarTitleInset, navigation box width)` = `max(12, 4 + 48)`; a centred one
///   is centred on the row, then pushed right of the navigation box or left of the actions when it would overlap
///   them (`Arrangement.Center` in `TopAppBarLayout`).
struct MaterialRow {
    /// The navigation button (side leading) and the action buttons (side trailing), in reading order.
    var buttons: [ActionPart]
    /// The widths of the navigation box and of the actions' box.
    var navigationBoxWidth: Double
    var actionsBoxWidth: Double

    init(
        configuration: HeaderConfiguration, bar: MaterialBarConfiguration, top: Double, height: Double,
        fitter: TextFitter
    ) {
        let pad = Metrics.m3HorizontalPadding
        let size = Metrics.m3IconButtonSize
        let midY = top + height / 2
        var buttons: [ActionPart] = []
        if let icon = bar.navigation.iconName {
            buttons.append(
                ActionPart(
                    side: .leading, kind: .icon, icon: icon, label: bar.navigation.label,
                    frame: Rect(x: pad, y: midY - size / 2, width: size, height: size)))
            navigationBoxWidth = pad + size
        } else {
            navigationBoxWidth = pad
        }
        var actions = configuration.trailing
        if actions.count > Metrics.m3MaxActions {
            actions =
                Array(actions.prefix(Metrics.m3MaxActions - 1))
                + [Action(side: .trailing, content: .icon(name: MaterialRow.overflowIcon, label: "More options"))]
        }
        let label = MaterialTypeStyle.labelLarge.scaled(FontScaleConverter(scale: bar.fontScale))
        let widths = actions.map { action in
            action.iconName == nil ? MaterialRow.textButtonWidth(action.label, font: label.font, fitter: fitter) : size
        }
        actionsBoxWidth = widths.reduce(0, +) + pad
        let width = configuration.viewport.width
        var cursor = width - actionsBoxWidth
        for (action, actionWidth) in zip(actions, widths) {
            let buttonHeight = action.iconName == nil ? MaterialRow.textButtonHeight(label) : size
            buttons.append(
                ActionPart(
                    side: .trailing, kind: action.kind, icon: action.iconName, label: action.label,
                    frame: Rect(x: cursor, y: midY - buttonHeight / 2, width: actionWidth, height: buttonHeight)))
            cursor += actionWidth
        }
        self.buttons = buttons
    }

    /// The Material Symbols name of the overflow button.
    static let overflowIcon = IconCatalog.materialOnly[1]
    /// A text button's smallest height: `ButtonDefaults.MinHeight` (40 dp).
    static let textButtonMinHeight: Double = 40
    /// A text button's label padding above and below: `ButtonDefaults.TextButtonContentPadding`'s top and bottom,
    /// `ButtonVerticalPadding` (8 dp, Compose Material 3 `Button.kt`).
    static let textButtonVerticalPadding: Double = 8
    /// A text button's label padding each side: `ButtonDefaults.TextButtonContentPadding` (12 dp).
    static let textButtonPadding: Double = 12
    /// A text button's smallest width: `ButtonDefaults.MinWidth` (58 dp).
    static let textButtonMinWidth: Double = 58

    /// A text button's width: its LabelLarge label (`font`, at the request's font scale) plus 12 a side, at least
    /// 58.
    static func textButtonWidth(_ label: String, font: FontSpec, fitter: TextFitter) -> Double {
        max(textButtonMinWidth, fitter.natural(label, font: font).width + 2 * textButtonPadding)
    }

    /// A text button's height: its label's line box plus 8 above and below, at least 40 (so 40 until a large font
    /// scale makes the label taller than 24).
    static func textButtonHeight(_ label: MaterialType) -> Double {
        max(textButtonMinHeight, label.lineHeight + 2 * textButtonVerticalPadding)
    }

    /// The widest box the row leaves its title: the row less the navigation and action boxes; with
    /// `insetsStart` (Compose Material3 1.4's `TopAppBarMeasurePolicy`) less `max(12, navigation box)` instead of
    /// the navigation box.
    func maxTitleBox(width: Double, insetsStart: Bool) -> Double {
        let start = insetsStart ? max(Metrics.m3TitleInset, navigationBoxWidth) : navigationBoxWidth
        return max(0, width - start - actionsBoxWidth)
    }

    /// Where a title box `box` wide starts: at `max(12, navigation box)`, or centred on the row and then pushed
    /// right of the navigation box (with `insetsStart`, of `max(12, navigation box)`) or left of the actions when
    /// it would overlap them (`Arrangement.Center` in `TopAppBarLayout`).
    func titleBoxX(_ box: Double, centred: Bool, width: Double, insetsStart: Bool) -> Double {
        let start = max(Metrics.m3TitleInset, navigationBoxWidth)
        guard centred else { return start }
        let x = (width - box) / 2
        let limit = insetsStart ? start : navigationBoxWidth
        if x < limit { return limit }
        if x + box > width - actionsBoxWidth { return width - actionsBoxWidth - box }
        return x
    }

    /// The title and subtitle of `spec`'s top row fitted into this row and placed, the block centred vertically in
    /// the row (`top`, `height`).
    func titleBlock(
        _ configuration: HeaderConfiguration, spec: MaterialBarSpec, top: Double, height: Double, fitter: TextFitter
    ) -> (title: TextLine, subtitle: TextLine?) {
        let width = configuration.viewport.width
        let block = MaterialTitleBlock(
            configuration.title, spec.title, subtitle: configuration.subtitle, spec.subtitle,
            maxBox: maxTitleBox(width: width, insetsStart: spec.insetsTitleStart), centred: spec.centred,
            fitter: fitter)
        let x = titleBoxX(block.boxWidth, centred: spec.centred, width: width, insetsStart: spec.insetsTitleStart)
        return block.lines(boxX: x, top: top + (height - block.height) / 2)
    }
}
