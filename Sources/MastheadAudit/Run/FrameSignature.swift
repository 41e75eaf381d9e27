import MastheadGeometry
import MastheadPreview

/// Everything about a frame that the rules of one frame read (all but `motion-jump`, which compares two): two frames
/// with equal signatures get the same observations, so an audit works them out once.
///
/// A bar that has settled stays the same over most of the scroll, and its items are the same at every text size;
/// only the large title, the content under the parts and the fades change. The signature holds each part's name,
/// kind, frame, ink, clip, touch target, opacity and text, the header's frame and backing, the bar, the progress and
/// colours, the edge effect, and the content shapes that meet a part.
struct FrameSignature: Equatable {
    private struct PartState: Equatable {
        let name: String
        let kind: Int
        let frame: Rect
        let ink: [Rect]
        let clip: Rect?
        let target: Rect?
        let opacity: Double
        let text: String?
        let truncated: Bool
        let fontSize: Double?
    }

    private let parts: [PartState]
    private let header: HeaderPart
    private let bar: Rect?
    private let progress: Double
    private let colors: [ColorRole]
    private let edge: EdgeEffectPart?
    private let shapes: [ContentShape]

    init(_ frame: FrameContext) {
        let layout = frame.layout
        parts = frame.parts.map { part in
            // A part that cannot be seen is skipped by every rule: where it is hidden does not matter.
            guard frame.isShown(part) || frame.isLeftOut(part) else {
                return PartState(
                    name: part.name, kind: -1, frame: .zero, ink: [], clip: nil, target: nil, opacity: 0, text: nil,
                    truncated: false, fontSize: nil)
            }
            var text: String?
            var fontSize: Double?
            var truncated = false
            let kind: Int
            switch part.kind {
            case .text(let line, _):
                (kind, text, fontSize, truncated) = (0, line.text, line.font.size, line.truncated)
            case .textButton(let label, let font): (kind, text, fontSize) = (1, label, font.size)
            case .iconButton: kind = 2
            case .backButton: kind = 3
            case .chevron: kind = 4
            case .field: kind = 5
            case .fieldIcon: kind = 6
            case .tab: kind = 7
            case .icon: kind = 8
            }
            return PartState(
                name: part.name, kind: kind, frame: part.frame, ink: part.ink, clip: part.clip,
                target: part.touchTarget,
                opacity: part.opacity, text: text, truncated: truncated, fontSize: fontSize)
        }
        header = layout.header
        bar = layout.bar
        progress = layout.progress
        colors = layout.colors
        edge = layout.edgeEffect
        shapes = frame.contentShapes.filter { shape in
            frame.parts.contains { part in
                shape.box.x < part.frame.maxX && part.frame.x < shape.box.maxX && shape.box.y < part.frame.maxY
                    && part.frame.y < shape.box.maxY
            }
        }
    }
}
