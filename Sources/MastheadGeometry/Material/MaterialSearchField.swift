/// `m3Search`'s field in its row at rest (``HeaderLayout/materialSearch(_:)`` has the numbers and their sources):
/// the slot between the navigation and action boxes, the field in it, the magnifier and the fitted placeholder.
/// Worked out once for a plan; a bar that slides away moves it whole.
struct MaterialSearchField: Sendable {
    /// The slot between the navigation icon's box and the actions' box, the row's height.
    var slot: Rect
    /// The 56-tall field, 8 in from the slot's sides (at most 720 wide, centred), 4 below its top.
    var field: Rect
    /// The 24-point magnifier, 16 in.
    var icon: Rect
    /// The placeholder in BodyLarge at the font scale, fitted to the field.
    var placeholder: TextLine

    /// The field of `configuration`'s bar `bar`, whose row `row` is `height` tall at `top`.
    init(
        _ configuration: HeaderConfiguration, bar: MaterialBarConfiguration, row: MaterialRow, top: Double,
        height: Double, fitter: TextFitter
    ) {
        let width = configuration.viewport.width
        let start = bar.navigation.iconName == nil ? 0 : row.navigationBoxWidth
        let end = configuration.trailing.isEmpty ? 0 : row.actionsBoxWidth
        slot = Rect(x: start, y: top, width: max(0, width - start - end), height: height)
        let fieldWidth = min(max(0, slot.width - 2 * Metrics.m3SearchFieldPadding), Metrics.m3SearchFieldMaxWidth)
        field = Rect(
            x: slot.x + (slot.width - fieldWidth) / 2, y: slot.y + Metrics.m3SearchVerticalPadding, width: fieldWidth,
            height: Metrics.m3SearchFieldHeight)
        let iconSize = Metrics.m3IconSize
        icon = Rect(
            x: field.x + Metrics.m3SearchIconOffset + (Metrics.m3SearchIconSlot - iconSize) / 2,
            y: field.midY - iconSize / 2, width: iconSize, height: iconSize)
        let type = MaterialTypeStyle.bodyLarge.scaled(FontScaleConverter(scale: bar.fontScale))
        let textX = field.x + Metrics.m3SearchIconSlot + Metrics.m3SearchTextStart
        let text = configuration.search.flatMap { $0.isEmpty ? nil : $0 } ?? Metrics.searchDefaultPlaceholder
        let fitted = fitter.fit(text, font: type.font, maxWidth: max(0, field.maxX - Metrics.m3SearchTextEnd - textX))
        placeholder = fitted.materialLine(x: textX, top: field.midY - type.lineHeight / 2, lineHeight: type.lineHeight)
    }

    /// The field moved `dy` points down (a bar sliding away).
    func moved(by dy: Double) -> MaterialSearchField {
        guard dy != 0 else { return self }
        var moved = self
        moved.slot = slot.offsetBy(dy: dy)
        moved.field = field.offsetBy(dy: dy)
        moved.icon = icon.offsetBy(dy: dy)
        moved.placeholder = placeholder.offsetBy(dy: dy)
        return moved
    }
}
