import MastheadGeometry
import MastheadPreview

/// What the rules read about one frame: the layout, its parts, the configuration laid out, the preview's content
/// (for what stands behind the parts) and the widths of the requested texts.
struct FrameContext {
    let layout: HeaderLayout
    let parts: [AuditedPart]
    let configuration: HeaderConfiguration
    let options: PreviewOptions
    /// The natural width of a requested text in a font, measured once per text size.
    let naturalWidth: (String, FontSpec) -> Double

    /// Whether `part` is shown in this frame: at least ``AuditStandard/visibleOpacity`` and, for a part in the
    /// content, not hidden under the bar (UIKit's large title is cut at the bar's bottom; an opaque header hides
    /// what scrolls under it).
    func isShown(_ part: AuditedPart) -> Bool {
        part.opacity >= AuditStandard.visibleOpacity && part.frame.width > 0 && visibleFrame(part) != nil
    }

    /// The part of `part`'s frame that can be seen: all of it for a part in the header; for a part in the content,
    /// what lies below the bar's bottom (`large`, whose large title is cut there, as UIKit cuts it) or below an
    /// opaque header. Nil when nothing is left.
    func visibleFrame(_ part: AuditedPart) -> Rect? {
        guard part.inContent else { return part.frame }
        var cut = -Double.infinity
        if layout.style == .large, let bar = layout.bar { cut = bar.maxY }
        let header = layout.header
        if header.backgroundOpacity >= AuditStandard.readableOpacity { cut = max(cut, header.frame.maxY) }
        let frame = part.frame
        guard frame.maxY > cut else { return nil }
        guard frame.y < cut else { return frame }
        return Rect(x: frame.x, y: cut, width: frame.width, height: frame.maxY - cut)
    }
}
