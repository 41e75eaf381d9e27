import MastheadGeometry
import SVGWriter

/// `fidelity=ios26`'s Liquid Glass bar: no backing and no hairline (the scroll edge effect under the header is
/// drawn by ``EdgeEffectPainter``), the platters, then the back chevron and label, the title and the action glyphs
/// in the label colour (white on a prominent item's tinted glass).
///
/// A platter is drawn as the glass it stands for, without filters a vector player lacks, except for the blur of
/// what is under it: a soft shadow (two offset shapes, darker near the glass), the content under the platter
/// blurred and clipped to its shape (a `<use>` of the content group, so it is written once) at half strength, since
/// the glass floats over the scroll edge effect that hides the content toward the top, the translucent fill,
/// a faint outer edge and a light inner rim. A prominent platter is tinted with the `link` colour instead.
extension HeaderPainter {
    /// The glass bar's nodes, in paint order.
    func glassBarNodes(canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        var nodes: [Node] = []
        for (index, platter) in layout.platters.enumerated() {
            nodes += platterNodes(platter, id: prefix + PartName.platter(index).elementID, palette: palette)
        }
        if case .some = layout.back {
            nodes += backNodes(color: layout.ink(of: .back) ?? palette.label, canvas: &canvas)
        }
        if let title = layout.title {
            nodes.append(titleNode(title, canvas: &canvas))
        }
        for action in layout.actions {
            let color = layout.ink(of: action.name) ?? palette.label
            let node =
                action.icon.map { canvas.icon($0, centredIn: action.frame, size: Metrics.glassGlyphSize, color: color) }
                ?? actionLabel(action, color: color, canvas: &canvas)
            nodes.append(node.id(prefix + action.name.elementID))
        }
        return nodes
    }

    /// One platter: its definitions (the blur and the clip to its shape), then the glass as one group `id`.
    private func platterNodes(_ platter: PlatterPart, id: String, palette: ColorPalette) -> [Node] {
        let frame = platter.frame
        let radius = platter.cornerRadius
        let glass = GlassLook(palette, prominent: platter.prominent)
        let shape = { (inset: Double, dy: Double, fill: AttributeValue?, stroke: Color?, width: Double?) in
            Node.rect(
                x: frame.x + inset, y: frame.y + inset + dy, width: frame.width - 2 * inset,
                height: frame.height - 2 * inset, rx: max(0, radius - inset), fill: fill,
                stroke: stroke.map { .text($0.css) }, strokeWidth: width)
        }
        let (blur, clip) = (id + "-blur", id + "-clip")
        let definitions: [Node] = [
            .blur(id: blur, over: frame, deviation: GlassLook.blurDeviation),
            .clipPath(id: clip, [shape(0, 0, nil, nil, nil)]),
        ]
        var layers: [Node] = [
            shape(-1, 2, .text(GlassLook.shadowOuter.css), nil, nil),
            shape(-0.5, 1, .text(GlassLook.shadowInner.css), nil, nil),
        ]
        if !platter.prominent {
            let content = Node.use(href: prefix + "content").attribute("filter", .url(blur))
            layers.append(Node.g(opacity: GlassLook.backdropOpacity, clipPath: clip, [content]))
        }
        layers += [
            shape(0, 0, .text(glass.fill.css), glass.edge, GlassLook.edgeWidth),
            shape(GlassLook.rimInset, 0, .text("none"), glass.rim, GlassLook.rimWidth),
        ]
        return [.defs(definitions), Node.g(opacity: platter.opacity < 1 ? platter.opacity : nil, layers).id(id)]
    }
}
