/// The Liquid Glass bar of `fidelity=ios26`, laid out left to right in the bar's box; the caller mirrors it for
/// right-to-left.
///
/// - The back button is a platter of its own at the leading margin: the chevron alone in a 44 x 44 circle
///   (`back=""`, or a label that gave way entirely), or chevron, 6, label in a capsule 6 wider each side.
/// - Actions sit on glass platters 44 high, centred in the bar: adjacent icon items share one capsule; a text item,
///   a prominent item and the items after a spacer start a platter of their own (``GlassItem/groups(_:)``). Each
///   item's slot in its platter is its ``ActionPart`` frame: 44 wide for an icon, the label plus 12 for text (at
///   least 44). Platters on one side are 8 apart, leading ones after the back button, trailing ones ending at the
///   trailing margin.
/// - Margins are the viewport's (16, iPad 20). Actions that would overlap the other side's are left out as in the
///   other bars: the innermost action of the wider side first.
/// - The title is UIKit's: centred on the bar while it fits between the sides, otherwise centred in the room they
///   leave and truncated to it. The back label gives way as `backFallback=system` in the room left of the title.
struct GlassBarLayout {
    /// The back button, its frame the platter's.
    var back: BackPart?
    /// The centred title (opacity 1; the style sets the real value), or nil when the bar has no title.
    var title: TitlePart?
    /// Leading then trailing actions, each frame its slot in its platter.
    var actions: [ActionPart]
    /// The platters in drawing order.
    var platters: [PlatterPart]

    /// Lays out the bar whose box is `bar`; `title` nil means the bar has no title, `subtitle` switches to the
    /// 15 / 12 pair.
    init(configuration: HeaderConfiguration, bar: Rect, title: String?, subtitle: String?, fitter: TextFitter) {
        let margin = configuration.viewport.sideMargin
        let startEdge = bar.x + margin
        let endEdge = bar.maxX - margin
        let top = bar.midY - Metrics.glassPlatterHeight / 2
        var leading = GlassItem.items(configuration.leading, side: .leading, fitter: fitter)
        var trailing = GlassItem.items(configuration.trailing, side: .trailing, fitter: fitter)
        let backMinimum = configuration.back == nil ? 0 : Metrics.glassPlatterHeight
        GlassItem.leaveOutOverlapping(
            leading: &leading, trailing: &trailing, backWidth: backMinimum, room: endEdge - startEdge)
        let leadingRun = GlassItem.run(GlassItem.groups(leading))
        let trailingRun = GlassItem.run(GlassItem.groups(trailing))
        let startFixed = GlassItem.join(backMinimum, leadingRun)
        let gap = title == nil ? 0 : Metrics.titleSlotGap
        let left = startEdge + (startFixed > 0 ? startFixed + gap : 0)
        let right = endEdge - (trailingRun > 0 ? trailingRun + gap : 0)

        var titleStart = bar.midX
        if let title {
            let room = max(0, right - left)
            let width = BarLayout.titleWidth(title, subtitle: subtitle, maxWidth: room, fitter: fitter)
            var midX = bar.midX
            if midX - width / 2 < left - 1e-9 || midX + width / 2 > right + 1e-9 { midX = (left + right) / 2 }
            self.title = BarLayout.title(
                title, subtitle: subtitle, maxWidth: room, midX: midX, bar: bar, fitter: fitter)
            titleStart = midX - width / 2
        }

        var platters: [PlatterPart] = []
        var cursor = startEdge
        if let label = configuration.back {
            let limit = min(
                titleStart - gap, endEdge - (trailingRun > 0 ? trailingRun + Metrics.glassPlatterSpacing : 0))
            let room = limit - startEdge - (leadingRun > 0 ? leadingRun + Metrics.glassPlatterSpacing : 0)
            let part = GlassBarLayout.back(label, room: room, x: cursor, top: top, bar: bar, fitter: fitter)
            back = part
            platters.append(PlatterPart(frame: part.frame, items: [.back], prominent: false))
            cursor = part.frame.maxX + Metrics.glassPlatterSpacing
        }
        var actions: [ActionPart] = []
        GlassItem.place(GlassItem.groups(leading), from: cursor, top: top, actions: &actions, platters: &platters)
        GlassItem.place(
            GlassItem.groups(trailing), from: endEdge - trailingRun, top: top, actions: &actions, platters: &platters)
        self.actions = actions
        self.platters = platters
    }

    /// The back button at `x`: the chevron alone in a circle, or chevron and label (given way to `room`, UIKit's
    /// order: full label, "Back", chevron alone) in a capsule.
    private static func back(
        _ label: String, room: Double, x: Double, top: Double, bar: Rect, fitter: TextFitter
    ) -> BackPart {
        let side = Metrics.glassPlatterHeight
        let inset = Metrics.glassContentPadding / 2
        let chrome = Metrics.glassContentPadding + Metrics.chevronWidth + Metrics.chevronLabelGap
        var line: TextLine?
        if !label.isEmpty {
            let fitted = fitter.backLabel(label, fallback: .system, maxWidth: room - chrome)
            if !fitted.text.isEmpty {
                line = fitted.line(x: x + inset + Metrics.chevronWidth + Metrics.chevronLabelGap, centredOn: bar.midY)
            }
        }
        let width = line.map { max(side, chrome + $0.frame.width) } ?? side
        let chevronX = line == nil ? x + (side - Metrics.chevronWidth) / 2 : x + inset
        let chevron = Rect(
            x: chevronX, y: bar.midY - Metrics.chevronHeight / 2, width: Metrics.chevronWidth,
            height: Metrics.chevronHeight)
        return BackPart(
            frame: Rect(x: x, y: top, width: width, height: side), chevronFrame: chevron, chevronMirrored: false,
            label: line, accessibilityLabel: label.isEmpty ? Metrics.systemBackLabel : label)
    }
}
