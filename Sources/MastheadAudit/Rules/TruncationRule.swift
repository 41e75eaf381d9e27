import MastheadGeometry

/// `text-truncated`: a shown line of text (title, subtitle, large title, back label) whose text was cut short
/// with "…", replaced by a fallback, or left out. `measured` is the requested text's natural width, `threshold`
/// the width it is shown in. A text action is never cut short: the bar leaves it out, which ``CollisionRule``
/// reports.
enum TruncationRule {
    static func check(_ frame: FrameContext) -> [Observation] {
        frame.parts.compactMap { part in
            guard case .text(let line, let requested) = part.kind, line.truncated, !requested.isEmpty,
                part.opacity >= AuditStandard.visibleOpacity
            else { return nil }
            let natural = frame.naturalWidth(requested, line.font)
            var observation = Observation(
                .textTruncated, part: part, measured: natural, threshold: line.frame.width)
            if line.text.isEmpty { observation.variety = "left out" }
            return observation
        }
    }
}
