/// The three-slot bar (seed kit), laid out left to right; the caller mirrors it for right-to-left.
///
/// The start slot holds the back button and the leading actions, the end slot the trailing actions, both in
/// reading order with 4 points between buttons; the title is centred on the screen. The two side slots share
/// what the title leaves equally, so the title stays centred. Only the fixed parts of a side (chevron and
/// actions, plus an 8-point gap to the title) can narrow the title: the title keeps its width before the back
/// label does (as in UIKit), and the back label gives way inside its side's share. A title narrowed below its
/// natural width is truncated with "…" but never moves off centre. Actions that would overlap the other side's are
/// left out, as UIKit leaves out such bar items (`UINavigationItem.leftBarButtonItems`, `rightBarButtonItems`): the
/// innermost action of the wider side first, until the two sides fit the bar side by side.
///
/// With `fidelity=uikit` (`compact`, `large`) the bar follows UIKit instead: the chevron starts 8 from the leading
/// edge (`CupertinoNavigationBarBackButton`), the title is centred on the bar while it fits between the sides'
/// fixed parts and otherwise centred in the space they leave (and truncated only when that space is too narrow),
/// and the back label gives way as `backFallback=system` in the room left of the title.
struct BarLayout {
    /// The back button, when the configuration has one.
    var back: BackPart?
    /// The centred title (opacity 1; the style sets the real value), or nil when the bar has no title.
    var title: TitlePart?
    /// Leading then trailing actions.
    var actions: [ActionPart]

    /// Lays out the bar whose box is `bar`. `title` nil means the bar has no title; `subtitle` switches to the
    /// 15 / 12 pair centred in the bar.
    init(
        configuration: HeaderConfiguration, bar: Rect, title: String?, subtitle: String?, fitter: TextFitter
    ) {
        let spacing = Metrics.actionSpacing
        let uikit = configuration.followsUIKit
        let margin = configuration.viewport.sideMargin
        let inner = bar.width - 2 * margin
        let startEdge = bar.x + (uikit && configuration.back != nil ? Metrics.uikitBackChevronInset : margin)
        let endEdge = bar.maxX - margin
        var leading = configuration.leading
        var trailing = configuration.trailing
        var leadingWidths = leading.map(fitter.barWidth(of:))
        var trailingWidths = trailing.map(fitter.barWidth(of:))
        BarLayout.leaveOutOverlapping(
            leading: &leading, leadingWidths: &leadingWidths, trailing: &trailing, trailingWidths: &trailingWidths,
            chevron: configuration.back != nil, room: endEdge - startEdge)
        let startFixed = BarLayout.fixedWidth(leadingWidths, chevron: configuration.back != nil)
        let endFixed = BarLayout.fixedWidth(trailingWidths, chevron: false)
        let gap = title == nil ? 0 : Metrics.titleSlotGap
        let need = { (width: Double) in width > 0 ? width + gap : 0 }
        // The title's room: between the sides' fixed parts (UIKit), or centred between the wider side (the kit).
        let left = startEdge + need(startFixed)
        let right = endEdge - need(endFixed)
        let maxTitle = uikit ? max(0, right - left) : max(0, inner - 2 * max(need(startFixed), need(endFixed)))

        var titleStart = bar.midX
        if let title {
            let width = BarLayout.titleWidth(title, subtitle: subtitle, maxWidth: maxTitle, fitter: fitter)
            var midX = bar.midX
            if uikit, midX - width / 2 < left - 1e-9 || midX + width / 2 > right + 1e-9 { midX = (left + right) / 2 }
            let part = BarLayout.title(
                title, subtitle: subtitle, maxWidth: maxTitle, midX: midX, bar: bar, fitter: fitter)
            titleStart = midX - width / 2
            self.title = part
        }

        var cursor = startEdge
        if let label = configuration.back {
            // Up to the title, and never into an end side that reaches past the centre.
            let limit = min(titleStart - (title == nil ? 0 : gap), endEdge - endFixed - (endFixed > 0 ? spacing : 0))
            let room = limit - startEdge - startFixed - Metrics.chevronLabelGap
            back = BarLayout.back(
                label, fallback: uikit ? .system : configuration.backFallback, room: room, x: cursor, bar: bar,
                fitter: fitter)
            cursor = (back?.frame.maxX ?? cursor) + spacing
        }
        var actions: [ActionPart] = []
        for (action, width) in zip(leading, leadingWidths) {
            actions.append(BarLayout.part(action, x: cursor, width: width, bar: bar))
            cursor += width + spacing
        }
        cursor = endEdge - endFixed
        for (action, width) in zip(trailing, trailingWidths) {
            actions.append(BarLayout.part(action, x: cursor, width: width, bar: bar))
            cursor += width + spacing
        }
        self.actions = actions
    }

    /// Drops actions until the two sides fit `room` (the bar between its margins) with a button spacing between
    /// them: the start side's chevron (`chevron`) and leading actions, the end side's trailing actions, a spacing
    /// between every two buttons. The innermost action of the wider side goes first (the last leading one, the
    /// first trailing one, in reading order).
    private static func leaveOutOverlapping(
        leading: inout [Action], leadingWidths: inout [Double], trailing: inout [Action],
        trailingWidths: inout [Double], chevron: Bool, room: Double
    ) {
        while !leading.isEmpty || !trailing.isEmpty {
            let start = fixedWidth(leadingWidths, chevron: chevron)
            let end = fixedWidth(trailingWidths, chevron: false)
            if start + end + (start > 0 && end > 0 ? Metrics.actionSpacing : 0) <= room + 1e-9 { return }
            if !trailing.isEmpty && (end >= start || leading.isEmpty) {
                trailingWidths.removeFirst()
                trailing.removeFirst()
            } else {
                leadingWidths.removeLast()
                leading.removeLast()
            }
        }
    }

    /// The width of a side's fixed parts: the chevron (with `chevron`) and the buttons of `widths`, a button spacing
    /// between every two.
    private static func fixedWidth(_ widths: [Double], chevron: Bool) -> Double {
        let items = widths.count + (chevron ? 1 : 0)
        return (chevron ? Metrics.chevronWidth : 0) + widths.reduce(0, +)
            + Metrics.actionSpacing * Double(max(0, items - 1))
    }

    /// The width the title (and its subtitle) takes within `maxWidth`.
    static func titleWidth(_ text: String, subtitle: String?, maxWidth: Double, fitter: TextFitter) -> Double {
        guard let subtitle else { return fitter.fit(text, font: Fonts.barTitle, maxWidth: maxWidth).width }
        return max(
            fitter.fit(text, font: Fonts.barTitleWithSubtitle, maxWidth: maxWidth).width,
            fitter.fit(subtitle, font: Fonts.barSubtitle, maxWidth: maxWidth).width)
    }

    static func title(
        _ text: String, subtitle: String?, maxWidth: Double, midX: Double, bar: Rect, fitter: TextFitter
    ) -> TitlePart {
        guard let subtitle else {
            let line = fitter.fit(text, font: Fonts.barTitle, maxWidth: maxWidth)
            return TitlePart(line: line.line(x: midX - line.width / 2, centredOn: bar.midY), opacity: 1, subtitle: nil)
        }
        let top = fitter.fit(text, font: Fonts.barTitleWithSubtitle, maxWidth: maxWidth)
        let bottom = fitter.fit(subtitle, font: Fonts.barSubtitle, maxWidth: maxWidth)
        let pairTop = bar.midY - (top.metrics.lineHeight + bottom.metrics.lineHeight) / 2
        return TitlePart(
            line: top.line(x: midX - top.width / 2, top: pairTop), opacity: 1,
            subtitle: bottom.line(x: midX - bottom.width / 2, top: pairTop + top.metrics.lineHeight))
    }

    private static func back(
        _ label: String, fallback: BackFallback, room: Double, x: Double, bar: Rect, fitter: TextFitter
    ) -> BackPart {
        let chevron = Rect(
            x: x, y: bar.midY - Metrics.chevronHeight / 2, width: Metrics.chevronWidth, height: Metrics.chevronHeight)
        var line: TextLine?
        var width = Metrics.chevronWidth
        if !label.isEmpty {
            // A label that gave way entirely (nothing fits) is left out, like `back=""`: the chevron stands alone.
            let fitted = fitter.backLabel(label, fallback: fallback, maxWidth: room)
            if !fitted.text.isEmpty {
                line = fitted.line(x: chevron.maxX + Metrics.chevronLabelGap, centredOn: bar.midY)
                width += Metrics.chevronLabelGap + fitted.width
            }
        }
        return BackPart(
            frame: Rect(x: x, y: bar.y, width: width, height: bar.height), chevronFrame: chevron,
            chevronMirrored: false, label: line, accessibilityLabel: label.isEmpty ? Metrics.systemBackLabel : label)
    }

    private static func part(_ action: Action, x: Double, width: Double, bar: Rect) -> ActionPart {
        let height = TextFitter.barHeight(of: action)
        return ActionPart(
            side: action.side, kind: action.kind, icon: action.iconName, label: action.label,
            frame: Rect(x: x, y: bar.midY - height / 2, width: width, height: height))
    }
}
