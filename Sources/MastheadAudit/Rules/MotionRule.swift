import MastheadGeometry

/// `motion-jump`: a shown part that moves more than ``AuditStandard/motionJumpDistance`` points, or whose opacity
/// changes by more than ``AuditStandard/motionJumpOpacity``, between an offset and the offset 1 point further, where
/// no animated transition covers it (the `collapsible` header's, a part's timed cross-fade). `measured` is the
/// distance in points, or the opacity change when the part does not move that far.
enum MotionRule {
    static func check(_ frame: FrameContext, next: FrameContext) -> [Observation] {
        guard frame.layout.transition == nil, next.layout.transition == nil else { return [] }
        var observations: [Observation] = []
        var seen: Set<String> = []
        for part in frame.parts where !isCovered(part, in: next.layout) && !isCovered(part, in: frame.layout) {
            // One observation a name: the back button, its chevron and its label move together.
            guard !seen.contains(part.name),
                let later = next.parts.first(where: { $0.name == part.name && sameKind($0, part) })
            else { continue }
            guard frame.isShown(part) || next.isShown(later) else { continue }
            let distance = max(abs(later.frame.x - part.frame.x), abs(later.frame.y - part.frame.y))
            let fade = abs(later.opacity - part.opacity)
            if distance > AuditStandard.motionJumpDistance + 1e-9 {
                seen.insert(part.name)
                observations.append(
                    Observation(
                        .motionJump, part: part, measured: distance, threshold: AuditStandard.motionJumpDistance))
            } else if fade > AuditStandard.motionJumpOpacity + 1e-9 {
                seen.insert(part.name)
                var observation = Observation(
                    .motionJump, part: part, measured: fade, threshold: AuditStandard.motionJumpOpacity)
                observation.variety = "opacity"
                observations.append(observation)
            }
        }
        return observations
    }

    /// Whether a timed transition covers the part's change (UIKit's cross-fade of the titles).
    private static func isCovered(_ part: AuditedPart, in layout: HeaderLayout) -> Bool {
        switch part.name {
        case "title", "title.subtitle": layout.title?.transition != nil || layout.largeTitle?.transition != nil
        case "largeTitle": layout.largeTitle?.transition != nil || layout.title?.transition != nil
        default: false
        }
    }

    private static func sameKind(_ a: AuditedPart, _ b: AuditedPart) -> Bool {
        switch (a.kind, b.kind) {
        case (.text, .text), (.textButton, .textButton), (.iconButton, .iconButton), (.backButton, .backButton),
            (.chevron, .chevron), (.field, .field), (.fieldIcon, .fieldIcon), (.tab, .tab), (.icon, .icon):
            true
        default: false
        }
    }
}
