import MastheadGeometry

/// `text-truncated`: a line of text (title, subtitle, large title, back label) whose text was cut short with "…" or
/// replaced by a fallback where it is shown (``FrameContext/isShown(_:)``), or a back label left out entirely.
/// `measured` is the requested text's natural width, `threshold` the width it is shown in. A text action is never
/// cut short: the bar leaves it out, which ``CollisionRule`` reports.
enum TruncationRule {
    static func check(_ frame: FrameContext) -> [Observation] {
        frame.parts.compactMap { part in
            guard case .text(let line, let requested) = part.kind, line.truncated, !requested.isEmpty,
                frame.isShown(part) || frame.isLeftOut(part)
            else { return nil }
            let natural = frame.naturalWidth(requested, line.font)
            var observation = Observation(
                .textTruncated, part: part, measured: natural, threshold: line.frame.width)
            if line.text.isEmpty { observation.variety = "left out" }
            return observation
        }
    }
}
