/// Lays out a Material tab row at the top of a box the screen's width, after Compose Material 3's `TabRow.kt`
/// (`TabRowImpl`, `ScrollableTabRowImpl`) and `Tab.kt` (`TabBaselineLayout`); the style's layout moves it under
/// its bar.
///
/// - Height: 48 (``Metrics/m3TabHeight``), or 72 (``Metrics/m3TabWithIconHeight``) when any tab has both an icon
///   and a label (the row is as tall as its tallest tab).
/// - A tab's content is its label in titleSmall at the font scale plus 16 on each side
///   (``Metrics/m3TabTextPadding``), or its 24-point icon, whichever is wider.
/// - `fixed`: every tab `width / count` wide; a label is cut to the tab less its paddings ("…", `truncated`). The
///   primary indicator is `max(min(content, tab) − 32, 24)` wide.
/// - `scrollable`: each tab `max(90, content)` wide (content at most the screen), after a 52-point edge padding;
///   the primary indicator is `max(tab − 32, 24)` wide. The row is scrolled as Compose's `ScrollableTabData`
///   leaves it: the selected tab centred, the scroll kept between 0 and the row's width less the screen's.
/// - The primary indicator is centred under its tab with 3-point top corners; the secondary one spans the tab.
///   Both are 3 tall at the row's bottom, over the 1-point divider.
/// - A label alone is centred in its tab; with an icon, its baseline is 14 + 3 above the tab's bottom and the icon
///   ends 20 sp (at the font scale) above that baseline.
/// - An empty list lays out an empty row 48 tall; a selected index out of range selects no tab and draws the
///   indicator at the first (the request decoder refuses both).
enum TabRowLayout {
    /// The row for `configuration`'s tabs, `width` wide at `y = 0`, in left-to-right order (the layout mirrors it).
    static func layout(_ configuration: HeaderConfiguration, width: Double, fitter: TextFitter) -> TabsPart {
        let tabs = configuration.tabs
        let converter = FontScaleConverter(scale: configuration.fontScale)
        let type = MaterialTypeStyle.titleSmall.scaled(converter)
        let large = tabs.contains { $0.icon != nil && !$0.text.isEmpty }
        let height = large ? Metrics.m3TabWithIconHeight : Metrics.m3TabHeight
        let padding = Metrics.m3TabTextPadding
        let natural = tabs.map { fitter.natural($0.text, font: type.font) }
        let content = zip(tabs, natural).map { tab, text in
            max(tab.text.isEmpty ? 0 : text.width + 2 * padding, tab.icon == nil ? 0 : Metrics.m3TabIconSize)
        }
        let count = max(tabs.count, 1)
        let selected = min(max(configuration.selectedTab, 0), count - 1)
        var boxes: [(x: Double, width: Double)] = []
        var indicatorWidths: [Double] = []
        // The divider spans the scrolled content on the screen: the screen for a fixed row, the tabs and both edge
        // paddings for a scrollable one, moved by its scroll.
        var dividerSpan = (x: 0.0, width: width)
        switch configuration.tabMode {
        case .fixed:
            let tabWidth = width / Double(count)
            for index in tabs.indices {
                boxes.append((Double(index) * tabWidth, tabWidth))
                indicatorWidths.append(
                    max(min(content[index], tabWidth) - 2 * padding, Metrics.m3TabIndicatorMinWidth))
            }
        case .scrollable:
            let edge = Metrics.m3ScrollableTabRowEdgePadding
            var left = edge
            for index in tabs.indices {
                let tabWidth = max(Metrics.m3ScrollableTabMinWidth, min(content[index], width))
                boxes.append((left, tabWidth))
                indicatorWidths.append(max(tabWidth - 2 * padding, Metrics.m3TabIndicatorMinWidth))
                left += tabWidth
            }
            let contentWidth = left + edge
            var scroll = 0.0
            if selected < boxes.count {
                let box = boxes[selected]
                scroll = min(max(box.x - (width / 2 - box.width / 2), 0), max(0, contentWidth - width))
                boxes = boxes.map { ($0.x - scroll, $0.width) }
            }
            let start = max(-scroll, 0)
            dividerSpan = (start, min(contentWidth - scroll, width) - start)
        }
        var items: [TabPart] = []
        items.reserveCapacity(tabs.count)
        for (index, tab) in tabs.enumerated() {
            let box = boxes[index]
            let frame = Rect(x: box.x, y: 0, width: box.width, height: height)
            let text = fitter.fit(tab.text, font: type.font, maxWidth: max(0, box.width - 2 * padding))
            let x = box.x + (box.width - text.width) / 2
            var iconFrame: Rect?
            let label: TextLine
            if tab.icon != nil, !tab.text.isEmpty {
                let baseline = height - Metrics.m3TabTextBaselineWithIcon - Metrics.m3TabIndicatorHeight
                let top = baseline - text.materialBaselineInBox(lineHeight: type.lineHeight)
                label = text.materialLine(x: x, top: top, lineHeight: type.lineHeight)
                let iconBottom = baseline - converter.dp(Metrics.m3TabIconDistanceFromBaseline)
                iconFrame = iconSquare(centreX: frame.midX, top: iconBottom - Metrics.m3TabIconSize)
            } else {
                label = text.materialLine(x: x, top: (height - type.lineHeight) / 2, lineHeight: type.lineHeight)
                if tab.icon != nil {
                    iconFrame = iconSquare(centreX: frame.midX, top: (height - Metrics.m3TabIconSize) / 2)
                }
            }
            items.append(
                TabPart(frame: frame, label: label, icon: tab.icon, iconFrame: iconFrame, selected: index == selected))
        }
        let indicatorHeight = Metrics.m3TabIndicatorHeight
        let indicatorY = height - indicatorHeight
        var indicator = Rect(x: 0, y: indicatorY, width: 0, height: indicatorHeight)
        if selected < boxes.count {
            let box = boxes[selected]
            switch configuration.tabStyle {
            case .primary:
                let indicatorWidth = indicatorWidths[selected]
                indicator = Rect(
                    x: box.x + (box.width - indicatorWidth) / 2, y: indicatorY, width: indicatorWidth,
                    height: indicatorHeight)
            case .secondary:
                indicator = Rect(x: box.x, y: indicatorY, width: box.width, height: indicatorHeight)
            }
        }
        let thickness = Metrics.m3TabDividerThickness
        let divider = Rect(x: dividerSpan.x, y: height - thickness, width: dividerSpan.width, height: thickness)
        return TabsPart(
            frame: Rect(x: 0, y: 0, width: width, height: height),
            style: configuration.tabStyle == .primary ? .primary : .secondary,
            mode: configuration.tabMode, divider: divider, indicator: indicator,
            indicatorCornerRadius: configuration.tabStyle == .primary ? Metrics.m3TabIndicatorCornerRadius : 0,
            items: items)
    }

    /// A 24-point icon square centred on `centreX`, its top at `top`.
    private static func iconSquare(centreX: Double, top: Double) -> Rect {
        let side = Metrics.m3TabIconSize
        return Rect(x: centreX - side / 2, y: top, width: side, height: side)
    }
}
