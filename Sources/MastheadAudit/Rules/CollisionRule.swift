import MastheadGeometry

/// `parts-collide`: the title (or its subtitle, or a Material bar's expanded title) overlapping the back button or
/// an action, a tab's label overlapping another tab, or two buttons overlapping, where both are shown (a part's own
/// label inside its own hit area is not a collision); and an action the bar leaves out because it does
/// not fit beside the other side. Parts meet where their visible ink does (``FrameContext/visibleInk(_:)``: the
/// boxes around what the painters draw, cut where the part is clipped), not where their frames do: a line box's
/// gap or a button's padding is never painted. `measured` is the overlap's depth in points (the smaller of its
/// width and height, the deepest of the boxes' overlaps), 0 for a left-out action; `threshold` is 0.
enum CollisionRule {
    static func check(_ frame: FrameContext) -> [Observation] {
        let shown = frame.parts.filter { frame.isShown($0) && !$0.inContent }
        let texts = shown.filter {
            if case .text = $0.kind, $0.name != "back" { return true }
            return false
        }
        let buttons = shown.filter(\.isInteractive)
        var observations: [Observation] = []
        for text in texts {
            for button in buttons where button.name != text.name {
                if let depth = overlap(frame.visibleInk(text), frame.visibleInk(button)) {
                    observations.append(
                        Observation(.partsCollide, part: text, with: button, measured: depth, threshold: 0))
                }
            }
        }
        for (index, button) in buttons.enumerated() {
            for other in buttons[(index + 1)...] {
                if let depth = overlap(frame.visibleInk(button), frame.visibleInk(other)) {
                    observations.append(
                        Observation(.partsCollide, part: button, with: other, measured: depth, threshold: 0))
                }
            }
        }
        return observations + leftOut(frame)
    }

    /// How deep two parts' ink overlaps: the deepest overlap of one's boxes with the other's, or nil when none
    /// meet.
    static func overlap(_ a: [Rect], _ b: [Rect]) -> Double? {
        var deepest: Double?
        for one in a {
            for other in b {
                if let depth = overlap(one, other), depth > (deepest ?? 0) { deepest = depth }
            }
        }
        return deepest
    }

    /// How deep two frames overlap (the smaller of the overlap's width and height), or nil when they only touch
    /// or do not meet.
    static func overlap(_ a: Rect, _ b: Rect) -> Double? {
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        let depth = min(width, height)
        return depth > 1e-6 ? depth : nil
    }

    /// The actions an iOS bar leaves out for lack of room: the last leading ones and the first trailing ones.
    private static func leftOut(_ frame: FrameContext) -> [Observation] {
        let layout = frame.layout
        let configuration = frame.configuration
        guard !layout.style.isMaterial, !configuration.actions.isEmpty else { return [] }
        let keptLeading = layout.actions.filter { $0.side == .leading }.count
        let keptTrailing = layout.actions.filter { $0.side == .trailing }.count
        let leading = configuration.leading
        let trailing = configuration.trailing
        var observations: [Observation] = []
        let other = { (name: String) in frame.parts.first { $0.name == name && $0.isInteractive } }
        for index in keptLeading..<max(keptLeading, leading.count) {
            let partner = keptTrailing > 0 ? other("trailing[\(trailing.count - keptTrailing)]") : nil
            observations.append(dropped(leading[index], name: "leading[\(index)]", partner: partner))
        }
        for index in 0..<max(0, trailing.count - keptTrailing) {
            let partner = keptLeading > 0 ? other("leading[\(keptLeading - 1)]") : other("back")
            observations.append(dropped(trailing[index], name: "trailing[\(index)]", partner: partner))
        }
        return observations
    }

    private static func dropped(_ action: Action, name: String, partner: AuditedPart?) -> Observation {
        var observation = Observation(
            .partsCollide, part: name, spoken: "the action “\(action.label)”", with: partner?.name, measured: 0,
            threshold: 0)
        observation.spokenWith = partner?.spoken
        observation.variety = "left out"
        return observation
    }
}
