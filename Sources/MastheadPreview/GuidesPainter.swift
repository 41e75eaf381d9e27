import MastheadGeometry
import SVGWriter

/// `guides=true`: every frame of the geometry outlined in thin magenta with its name (its path in the geometry
/// document, the name every output uses: `back.chevron`, `trailing[1]`, `platters[0]`), as a design tool's layout
/// view shows it, plus a dashed line at the content's top.
///
/// Names are English and stay left-to-right at each frame's top-left corner in either layout direction.
/// Frames are drawn unscaled (a pulled-down large title's box is the unscaled line box, as reported). A frame of
/// zero width or height draws no outline (SVG disables such rectangles) but keeps its name, so a part that collapsed
/// to nothing can still be found.
struct GuidesPainter {
    /// The geometry outlined.
    let layout: HeaderLayout
    /// Prepended to the group's id.
    let prefix: String

    /// The label font: 8-point medium.
    static let font = FontSpec(size: 8, weight: 500)

    /// Every named frame of the layout: the resolved scene's parts in paint order, the back button followed by its
    /// chevron and label.
    var frames: [(name: String, frame: Rect)] {
        var frames: [(String, Rect)] = []
        for entry in layout.scene.entries {
            frames.append((entry.name.path, entry.frame))
            if entry.name == .back, let back = layout.back {
                frames.append(("back.chevron", back.chevronFrame))
                if let label = back.label { frames.append(("back.label", label.frame)) }
            }
        }
        return frames
    }

    /// The guides group.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        let color = Color.guide
        let stroke = AttributeValue.text(color.css)
        let width = layout.viewport.width
        var nodes: [Node] = []
        nodes.reserveCapacity(frames.count * 2 + 2)
        for (name, frame) in frames {
            nodes.append(
                .rect(
                    x: frame.x, y: frame.y, width: max(frame.width, 0), height: max(frame.height, 0),
                    fill: "none", stroke: stroke, strokeWidth: 0.5))
            nodes.append(
                canvas.text(
                    name, font: Self.font, x: frame.x + 1.5, baseline: frame.y + 8, fill: color,
                    direction: .ltr))
        }
        let top = layout.contentTop
        nodes.append(
            Node.line(x1: 0, y1: top, x2: width, y2: top, stroke: stroke, strokeWidth: 0.5)
                .attribute("stroke-dasharray", .numbers([4, 3])))
        nodes.append(
            canvas.text(
                "contentTop", font: Self.font, x: width - 1.5, baseline: top - 2, fill: color, anchor: .end,
                direction: .ltr))
        return [Node.g(nodes).id(prefix + "guides")]
    }
}
