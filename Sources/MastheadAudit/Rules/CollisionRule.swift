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
        // Each part's visible ink, and the box around it, worked out once a frame: a row of tabs whose labels are
        // long runs of glyphs has hundreds of boxes, and comparing them pair by pair for every two parts cost an
        // audit minutes.
        let inked = { (part: AuditedPart) in Inked(part: part, boxes: frame.visibleInk(part)) }
        let texts = shown.filter {
            if case .text = $0.kind, $0.name != "back" { return true }
            return false
        }.map(inked)
        let buttons = shown.filter(\.isInteractive).map(inked)
        var observations: [Observation] = []
        for text in texts {
            for button in buttons where button.part.name != text.part.name {
                if let depth = overlap(text, button) {
                    observations.append(
                        Observation(.partsCollide, part: text.part, with: button.part, measured: depth, threshold: 0))
                }
            }
        }
        for (index, button) in buttons.enumerated() {
            for other in buttons[(index + 1)...] {
                if let depth = overlap(button, other) {
                    observations.append(
                        Observation(.partsCollide, part: button.part, with: other.part, measured: depth, threshold: 0))
                }
            }
        }
        return observations + leftOut(frame)
    }

    /// A part with its visible ink's boxes and the box around them all (nil without ink).
    struct Inked {
        let part: AuditedPart
        let boxes: [Rect]
        let bounds: Rect?

        init(part: AuditedPart, boxes: [Rect]) {
            self.part = part
            self.boxes = boxes
            bounds = boxes.dropFirst().reduce(boxes.first) { bounds, box in
                guard let bounds else { return box }
                let x = min(bounds.x, box.x)
                let y = min(bounds.y, box.y)
                return Rect(x: x, y: y, width: max(bounds.maxX, box.maxX) - x, height: max(bounds.maxY, box.maxY) - y)
            }
        }
    }

    /// How deep two parts' ink overlaps: nil at once when the boxes around their ink do not meet, else
    /// ``overlap(_:_:)-([Rect],[Rect])``.
    static func overlap(_ a: Inked, _ b: Inked) -> Double? {
        guard let one = a.bounds, let other = b.bounds, overlap(one, other) != nil else { return nil }
        return overlap(a.boxes, b.boxes)
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
