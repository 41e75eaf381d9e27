import MastheadGeometry
import MastheadPreview

/// What the rules read about one frame: the layout, its parts, the configuration laid out, the preview's content
/// (for what stands behind the parts) and the widths of the requested texts.
///
/// A class: every rule reads the same frame, and the audit keeps two (this offset's and the next one's) at a time;
/// a layout is too large a value to copy for each.
final class FrameContext {
    let layout: HeaderLayout
    /// The layout's resolved scene, which the parts were read from.
    let scene: ResolvedScene
    let parts: [AuditedPart]
    let configuration: HeaderConfiguration
    let options: PreviewOptions
    /// The natural width of a requested text in a font, measured once per text size.
    let naturalWidth: (String, FontSpec) -> Double
    /// The sample content's filled shapes, worked out the first time a contrast check asks.
    private(set) lazy var contentShapes = PreviewPaint.contentShapes(in: layout, options: options)

    /// The frame of `layout`, its parts' ink measured through `measurer`.
    init(
        layout: HeaderLayout, configuration: HeaderConfiguration, options: PreviewOptions,
        measurer: any TextMeasuring, naturalWidth: @escaping (String, FontSpec) -> Double
    ) {
        self.layout = layout
        scene = layout.scene
        parts = layout.auditedParts(of: configuration, scene: scene, measurer: measurer)
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

    /// Whether `part` is a text of the header left out entirely (a back label that gave way to the chevron): not
    /// shown, but still a truncation.
    func isLeftOut(_ part: AuditedPart) -> Bool {
        guard case .text(let line, _) = part.kind, !part.inContent else { return false }
        return line.text.isEmpty && line.truncated && part.opacity >= AuditStandard.visibleOpacity
    }

    /// The part of `part`'s frame that can be seen: its frame cut to the clip the geometry gives it (a Material
    /// bar's items to the container, its expanded title to the bottom row; a `large` bar's large title to the screen
    /// below the bar), and, for a part in the content, what an opaque header leaves of it. Nil when nothing is left.
    func visibleFrame(_ part: AuditedPart) -> Rect? {
        visible(part.frame, of: part)
    }

    /// The part of `part`'s ink that can be seen: each of its ink boxes cut as ``visibleFrame(_:)`` cuts its frame;
    /// the boxes nothing is left of are left out.
    func visibleInk(_ part: AuditedPart) -> [Rect] {
        part.ink.compactMap { visible($0, of: part) }
    }

    /// What can be seen of `box`, a rectangle of `part`: cut to the part's clip and, for a part in the content,
    /// below an opaque header. Nil when nothing is left.
    private func visible(_ box: Rect, of part: AuditedPart) -> Rect? {
        var box = box
        if let clip = part.clip {
            guard let cut = box.intersection(clip) else { return nil }
            box = cut
        }
        guard part.inContent else { return box }
        let header = layout.header
        guard header.backgroundOpacity >= AuditStandard.readableOpacity else { return box }
        let cut = header.frame.maxY
        guard box.maxY > cut else { return nil }
        guard box.y < cut else { return box }
        return Rect(x: box.x, y: cut, width: box.width, height: box.maxY - cut)
    }
}
