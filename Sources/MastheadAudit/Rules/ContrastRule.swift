import MastheadGeometry
import MastheadPreview

/// `contrast-text` and `contrast-icon`: each shown text (title, subtitle, large title, back label, text actions) at
/// least 4.5:1 against what is behind it, 3:1 when large (WCAG 1.4.3), and each icon and the back chevron at least
/// 3:1 (WCAG 1.4.11).
///
/// The colours are the preview's (``PreviewPaint``): the part's colour at its group's opacity composited over each
/// opaque colour it can stand on (the screen, a content shape under it, with the edge effect, the bar's backing and a
/// glass button over them); the worst of those is reported, with its `foreground` and `background`. Text is checked
/// only where it is fully shown (``AuditStandard/readableOpacity``): a fade's middle frames are not read.
enum ContrastRule {
    static func check(_ frame: FrameContext) -> [Observation] {
        frame.parts.compactMap { part in
            guard let paint = part.paint, frame.isShown(part), part.opacity >= AuditStandard.readableOpacity else {
                return nil
            }
            let rule: AuditRule
            let threshold: Double
            if let text = part.readableText {
                rule = .contrastText
                threshold = isLarge(text.font) ? AuditStandard.wcagLargeTextContrast : AuditStandard.wcagTextContrast
            } else if case .text = part.kind {
                return nil
            } else {
                rule = .contrastIcon
                threshold = AuditStandard.wcagNonTextContrast
            }
            guard let worst = worstPair(paint, at: part.frame, frame: frame), worst.ratio < threshold - 1e-9 else {
                return nil
            }
            var observation = Observation(rule, part: part, measured: worst.ratio, threshold: threshold)
            observation.foreground = worst.foreground
            observation.background = worst.background
            return observation
        }
    }

    /// The lowest-contrast pair of composited foreground and background for `part`, or nil when it is not drawn.
    static func worstPair(
        _ part: PartName, at box: Rect, frame: FrameContext
    ) -> (ratio: Double, foreground: Color, background: Color)? {
        guard let paint = PreviewPaint.foreground(of: part, in: frame.scene) else { return nil }
        let inContent = frame.scene[part]?.inContent ?? false
        var worst: (ratio: Double, foreground: Color, background: Color)?
        for backdrop in PreviewPaint.backdrops(
            of: part, at: box, inContent: inContent, in: frame.layout, shapes: frame.contentShapes)
        {
            let foreground = paint.color.composited(over: backdrop, opacity: paint.opacity)
            let ratio = ContrastRatio.ratio(foreground, backdrop)
            if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, foreground, backdrop) }
        }
        return worst
    }

    /// WCAG's large-scale text: 24 points, or 18.67 points bold (``AuditStandard``).
    static func isLarge(_ font: FontSpec) -> Bool {
        font.size >= AuditStandard.wcagLargeTextSize - 1e-9
            || (font.size >= AuditStandard.wcagLargeBoldTextSize - 1e-9 && font.weight >= AuditStandard.wcagBoldWeight)
    }
}
