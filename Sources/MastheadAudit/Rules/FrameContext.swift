import MastheadGeometry
import MastheadPreview

/// What the rules read about one frame: the layout, its parts, the configuration laid out, the preview's content
/// (for what stands behind the parts) and the widths of the requested texts.
///
/// A class: every rule reads the same frame, and the audit keeps two (this offset's and the next one's) at a time;
/// a layout is too large a value to copy for each.
final class FrameContext {
    let layout: HeaderLayout
    let parts: [AuditedPart]
    let configuration: HeaderConfiguration
    let options: PreviewOptions
    /// The natural width of a requested text in a font, measured once per text size.
    let naturalWidth: (String, FontSpec) -> Double
    /// The sample content's filled shapes, worked out the first time a contrast check asks.
    private(set) lazy var contentShapes = PreviewPaint.contentShapes(in: layout, options: options)

    init(
        layout: HeaderLayout, parts: [AuditedPart], configuration: HeaderConfiguration, options: PreviewOptions,
        naturalWidth: @escaping (String, FontSpec) -> Double
    ) {
        self.layout = layout
        self.parts = parts
        self.configuration = configuration
        self.options = options
        self.naturalWidth = naturalWidth
    }

    /// Whether `part` is shown in this frame: at least ``AuditStandard/visibleOpacity`` and, for a part in the
    /// content, not hidden under the bar (UIKit's large title is cut at the bar's bottom; an opaque header hides
    /// what scrolls under it).
    func isShown(_ part: AuditedPart) -> Bool {
        part.opacity >= AuditStandard.visibleOpacity && part.frame.width > 0 && visibleFrame(part) != nil
    }

    /// `frame` cut to `clip`, or nil when nothing of it is left.
    private func clipped(_ frame: Rect, to clip: Rect) -> Rect? {
        let x = max(frame.x, clip.x)
        let y = max(frame.y, clip.y)
        let width = min(frame.maxX, clip.maxX) - x
        let height = min(frame.maxY, clip.maxY) - y
        return width > 0 && height > 0 ? Rect(x: x, y: y, width: width, height: height) : nil
    }

    /// Whether `part` is a text of the header left out entirely (a back label that gave way to the chevron): not
    /// shown, but still a truncation.
    func isLeftOut(_ part: AuditedPart) -> Bool {
        guard case .text(let line, _) = part.kind, !part.inContent else { return false }
        return line.text.isEmpty && line.truncated && part.opacity >= AuditStandard.visibleOpacity
    }

    /// The part of `part`'s frame that can be seen: a Material bar's part within the container (its expanded title
    /// within the bottom row); all of it for another part in the header; for a part in the content,
    /// what lies below the bar's bottom (`large`, whose large title is cut there, as UIKit cuts it) or below an
    /// opaque header. Nil when nothing is left.
    func visibleFrame(_ part: AuditedPart) -> Rect? {
        if layout.style.isMaterial, let bar = layout.bar {
            // Compose clips the bar's items to the container, and the expanded title to the bottom row.
            let rowTop = part.name == "largeTitle" ? bar.y + Metrics.m3SmallHeight : bar.y
            return clipped(part.frame, to: Rect(x: bar.x, y: rowTop, width: bar.width, height: bar.maxY - rowTop))
        }
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
