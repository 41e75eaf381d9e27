/// One action on the Liquid Glass bar (`fidelity=ios26`) with its part name and its slot's width, and how a side's
/// items form platters.
struct GlassItem {
    /// The action.
    var action: Action
    /// Its part name, `leading[i]` or `trailing[i]`.
    var name: PartName
    /// Its slot's width: 44 for an icon; a text label's natural width plus 12, at least 44.
    var width: Double

    /// The items of one side's actions, named `side[i]` in list order.
    static func items(_ actions: [Action], side: ActionSide, fitter: TextFitter) -> [GlassItem] {
        actions.enumerated().map { index, action in
            let content =
                switch action.content {
                case .icon: Metrics.glassGlyphSize
                case .text(let label): fitter.natural(label, font: Fonts.textAction).width
                }
            return GlassItem(
                action: action, name: side == .leading ? .leading(index) : .trailing(index),
                width: max(Metrics.glassPlatterHeight, content + Metrics.glassContentPadding))
        }
    }

    /// The side's items split into platters, in reading order. An item starts a new platter when a spacer comes
    /// before it (SwiftUI's `ToolbarSpacer`), when it or the item before it is text (a text item has its own
    /// capsule) or prominent (tinted glass is not shared with untinted items); adjacent icon items otherwise share
    /// one (UIKit's `UIBarButtonItem.sharesBackground`, true by default).
    static func groups(_ items: [GlassItem]) -> [[GlassItem]] {
        var groups: [[GlassItem]] = []
        for item in items {
            if let previous = groups.last?.last, !startsPlatter(item, after: previous) {
                groups[groups.count - 1].append(item)
            } else {
                groups.append([item])
            }
        }
        return groups
    }

    private static func startsPlatter(_ item: GlassItem, after previous: GlassItem) -> Bool {
        item.action.spacedBefore || item.action.kind == .text || previous.action.kind == .text
            || item.action.prominent || previous.action.prominent
    }

    /// The width of platters laid out side by side, 8 apart (0 for none).
    static func run(_ groups: [[GlassItem]]) -> Double {
        let widths = groups.map { $0.reduce(0) { $0 + $1.width } }
        return widths.reduce(0, +) + Metrics.glassPlatterSpacing * Double(max(0, widths.count - 1))
    }

    /// Two runs of one side joined with a platter spacing between them when both are there.
    static func join(_ first: Double, _ second: Double) -> Double {
        first > 0 && second > 0 ? first + Metrics.glassPlatterSpacing + second : first + second
    }

    /// Drops actions until the two sides fit `room` side by side with a platter spacing between them: the innermost
    /// action of the wider side first (the last leading one, the first trailing one), as the other bars do.
    static func leaveOutOverlapping(
        leading: inout [GlassItem], trailing: inout [GlassItem], backWidth: Double, room: Double
    ) {
        while !leading.isEmpty || !trailing.isEmpty {
            let start = join(backWidth, run(groups(leading)))
            let end = run(groups(trailing))
            if join(start, end) <= room + 1e-9 { return }
            if !trailing.isEmpty && (end >= start || leading.isEmpty) {
                trailing.removeFirst()
            } else {
                leading.removeLast()
            }
        }
    }

    /// Appends the platters of `groups` and their items' parts left to right from `x`, 44 high from `top`.
    static func place(
        _ groups: [[GlassItem]], from x: Double, top: Double, actions: inout [ActionPart],
        platters: inout [PlatterPart]
    ) {
        var cursor = x
        let height = Metrics.glassPlatterHeight
        for group in groups {
            let start = cursor
            for item in group {
                let action = item.action
                actions.append(
                    ActionPart(
                        side: action.side, kind: action.kind, icon: action.iconName, label: action.label,
                        frame: Rect(x: cursor, y: top, width: item.width, height: height), prominent: action.prominent))
                cursor += item.width
            }
            platters.append(
                PlatterPart(
                    frame: Rect(x: start, y: top, width: cursor - start, height: height), items: group.map(\.name),
                    prominent: group.contains { $0.action.prominent }))
            cursor += Metrics.glassPlatterSpacing
        }
    }
}
