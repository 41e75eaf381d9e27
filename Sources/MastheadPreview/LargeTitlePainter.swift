import MastheadGeometry
import SVGWriter

/// The title that lives in the scroll content (`large`, `inlineTitle`): drawn with the content, so it scrolls
/// under the bar exactly as the geometry moves it.
///
/// The pull-down scale is applied about the geometry's anchor (the title's leading edge on its baseline) as
/// `translate(a) scale(s) translate(-a)`; at scale 1 no transform is written. The subtitle is not scaled.
struct LargeTitlePainter {
    /// The part drawn.
    let part: LargeTitlePart
    /// Prepended to every id.
    let prefix: String
    /// The title's and the subtitle's ink, as the scene gives them.
    let ink: (title: Color, subtitle: Color)

    /// A painter of `part` in the ink `layout` gives its large title and subtitle (``HeaderLayout/ink(of:)``),
    /// `palette`'s label colours where it gives none. `part` is `layout`'s large title, or that title moved.
    init(part: LargeTitlePart, prefix: String, layout: HeaderLayout, palette: ColorPalette) {
        self.part = part
        self.prefix = prefix
        ink = (
            layout.ink(of: .largeTitle) ?? palette.label, layout.ink(of: .largeTitleSubtitle) ?? palette.labelSecondary
        )
    }

    /// The title group and, when set, the subtitle.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        let title = canvas.line(part.line, fill: ink.title, id: prefix + "large-title-text")
        var transform = Transform.identity
        if abs(part.scale - 1) > 1e-9 {
            transform = Transform.translate(x: part.anchor.x, y: part.anchor.y).scale(part.scale)
                .translate(x: -part.anchor.x, y: -part.anchor.y)
        }
        let group = Node.g(transform: transform, opacity: part.opacity, [title])
        var nodes = [group.id(prefix + PartName.largeTitle.elementID)]
        if let subtitle = part.subtitle {
            nodes.append(canvas.line(subtitle, fill: ink.subtitle, id: prefix + PartName.largeTitleSubtitle.elementID))
        }
        return nodes
    }
}
