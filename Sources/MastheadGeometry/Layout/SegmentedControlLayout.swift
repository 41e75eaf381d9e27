/// Lays out an iOS bar's segmented control in a band the screen's width at `y = 0`, after Flutter's
/// `CupertinoSlidingSegmentedControl` (`sliding_segmented_control.dart`, `_RenderSegmentedControl`); the style's
/// layout moves it under its bar.
///
/// - The band is one bar tall (44, 50 on iPad) and the control is centred in it, the screen's side margins (16, 20
///   on iPad) at its sides: 32 high (28-point segments and 2 above and below), corners 9 (docs/decisions.md: where
///   UIKit puts a control under its bar is private).
/// - The segments share the control's width less its 3-point side paddings and the 1-point separators between
///   them equally (the control is stretched, so `_getMaxChildWidth` gives every segment that share).
/// - A label (13 points, 600 when selected, 500 when not) is cut to its segment less 10 on each side, and centred
///   with its icon (20 points, 6 before the label) in the segment.
/// - The thumb is the selected segment grown by 1 at each side, corners 7.
enum SegmentedControlLayout {
    static func layout(_ configuration: HeaderConfiguration, fitter: TextFitter) -> TabsPart {
        let viewport = configuration.viewport
        let width = viewport.width
        let band = Rect(x: 0, y: 0, width: width, height: viewport.barHeight)
        let controlHeight = Metrics.segmentedSegmentHeight + 2 * Metrics.segmentedVerticalPadding
        let margin = viewport.sideMargin
        let control = Rect(
            x: margin, y: (band.height - controlHeight) / 2, width: max(0, width - 2 * margin), height: controlHeight)
        let tabs = configuration.tabs
        let count = max(tabs.count, 1)
        let selected = min(max(configuration.selectedTab, 0), count - 1)
        let separators = Double(count - 1) * Metrics.segmentedSeparatorWidth
        let inner = control.width - 2 * Metrics.segmentedHorizontalPadding
        let segmentWidth = max(0, (inner - separators) / Double(count))
        let top = control.y + Metrics.segmentedVerticalPadding
        var items: [TabPart] = []
        for (index, tab) in tabs.enumerated() {
            let x =
                control.x + Metrics.segmentedHorizontalPadding
                + Double(index) * (segmentWidth + Metrics.segmentedSeparatorWidth)
            let frame = Rect(x: x, y: top, width: segmentWidth, height: Metrics.segmentedSegmentHeight)
            let weight = index == selected ? Metrics.segmentedSelectedFontWeight : Metrics.segmentedFontWeight
            let font = FontSpec(size: Metrics.segmentedFontSize, weight: weight)
            let icon =
                tab.icon == nil ? 0 : Metrics.segmentedIconSize + (tab.text.isEmpty ? 0 : Metrics.segmentedIconGap)
            let room = max(0, segmentWidth - 2 * Metrics.segmentedSegmentPadding - icon)
            let text = fitter.fit(tab.text, font: font, maxWidth: room)
            let start = frame.midX - (icon + text.width) / 2
            let label = text.line(x: start + icon, centredOn: frame.midY)
            let iconFrame = tab.icon.map { _ in
                Rect(
                    x: start, y: frame.midY - Metrics.segmentedIconSize / 2, width: Metrics.segmentedIconSize,
                    height: Metrics.segmentedIconSize)
            }
            items.append(
                TabPart(frame: frame, label: label, icon: tab.icon, iconFrame: iconFrame, selected: index == selected))
        }
        var thumb = Rect(x: control.x, y: top, width: 0, height: Metrics.segmentedSegmentHeight)
        if selected < items.count {
            let segment = items[selected].frame
            thumb = Rect(
                x: segment.x - Metrics.segmentedThumbInset, y: segment.y,
                width: segment.width + 2 * Metrics.segmentedThumbInset, height: segment.height)
        }
        var part = TabsPart(
            frame: band, style: .segmented, mode: .fixed, divider: nil, indicator: thumb,
            indicatorCornerRadius: Metrics.segmentedThumbRadius, items: items)
        part.control = control
        part.controlCornerRadius = Metrics.segmentedCornerRadius
        return part
    }
}
