import MastheadGeometry
import SVGWriter

/// The header drawn from a ``HeaderLayout``: background, hairline, back button, titles and actions, each at the
/// frame and opacity the geometry reports, so the picture and the geometry document never disagree.
///
/// Bar styles (`compact`, `large`, `inlineTitle`) draw a `surface` backing at `header.backgroundOpacity` (the
/// translucent bar material), the hairline, and the bar items in the `link` colour. `scrollEdge` and
/// `collapsible` have their own extensions. Parts the layout leaves out are not drawn. Elements carry ids
/// (`prefix` + `title`, `back`, …) so that tests and tools can find them.
struct HeaderPainter {
    /// The geometry drawn.
    let layout: HeaderLayout
    /// Prepended to every id, unique per frame in a document.
    let prefix: String

    /// The ink of the back button and the actions on the bars, which share one colour (``HeaderLayout/ink(of:)``).
    var itemInk: Color {
        layout.ink(of: .back) ?? layout.actions.first.flatMap { layout.ink(of: $0.name) } ?? .black
    }

    /// The header's nodes, in paint order. With `reusingItems` (`text=text` only, for a header rendered inline),
    /// the bar styles' back button and actions are markup replayed from ``items``.
    func nodes(canvas: inout PreviewCanvas, reusingItems: Bool = false) -> [Node] {
        switch layout.style {
        case .compact, .large, .inlineTitle:
            layout.platters.isEmpty
                ? barNodes(canvas: &canvas, reusingItems: reusingItems) : glassBarNodes(canvas: &canvas)
        case .scrollEdge: scrollEdgeNodes(canvas: &canvas)
        case .collapsible: collapsibleNodes(canvas: &canvas)
        case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search:
            materialNodes(canvas: &canvas)
        case .sliverAppBar, .collapsingToolbar: imageHeaderNodes(canvas: &canvas)
        }
    }

    private func barNodes(canvas: inout PreviewCanvas, reusingItems: Bool) -> [Node] {
        let palette = canvas.palette
        var nodes: [Node] = []
        let header = layout.header
        if layout.drawsUIKitMaterial {
            nodes += uikitBackgroundNodes(palette: palette)
            nodes += uikitHairlineNodes()
        } else if header.backgroundOpacity > 0 {
            nodes.append(
                Node.rect(
                    x: header.frame.x, y: header.frame.y, width: header.frame.width, height: header.frame.height,
                    fill: .text(palette.surface.css), opacity: header.backgroundOpacity
                ).id(prefix + PartName.header.elementID))
        }
        if !layout.drawsUIKitMaterial { nodes += hairlineNodes(palette: palette) }
        // Through a transition the header is new at every offset, but its back button and actions are not.
        let ink = itemInk
        let items = reusingItems ? barItems(color: ink, canvas: canvas) : nil
        if let items {
            HeaderPainter.replay(items.back, on: &canvas)
            nodes.append(.raw(items.back.markup))
        } else {
            nodes += backNodes(color: ink, canvas: &canvas)
        }
        if let title = layout.title {
            nodes.append(titleNode(title, canvas: &canvas))
        }
        if let items {
            HeaderPainter.replay(items.actions, on: &canvas)
            nodes.append(.raw(items.actions.markup))
        } else {
            nodes += actionNodes(color: ink, canvas: &canvas)
        }
        nodes += tabNodes(canvas: &canvas)
        return nodes
    }

    /// The hairline, when the layout has one and it is visible.
    func hairlineNodes(palette: ColorPalette) -> [Node] {
        guard let hairline = layout.hairline, hairline.opacity > 0 else { return [] }
        let frame = hairline.frame
        return [
            Node.rect(
                x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .text(palette.separator.css),
                opacity: hairline.opacity
            ).id(prefix + PartName.hairline.elementID)
        ]
    }

    /// The bar back button: chevron and label in `color`.
    func backNodes(color: Color, canvas: inout PreviewCanvas) -> [Node] {
        guard let back = layout.back else { return [] }
        var children = [canvas.chevron(in: back.chevronFrame, mirrored: back.chevronMirrored, color: color)]
        if let label = back.label, !label.text.isEmpty {
            children.append(canvas.line(label, fill: color, id: prefix + "back-label"))
        }
        return [Node.g(children).id(prefix + PartName.back.elementID)]
    }

    /// A title with its optional subtitle, sharing the title's opacity, in the layout's colours.
    func titleNode(_ title: TitlePart, canvas: inout PreviewCanvas) -> Node {
        let ink = layout.ink(of: .title) ?? canvas.palette.label
        var children = [canvas.line(title.line, fill: ink, id: prefix + "title-text")]
        if let subtitle = title.subtitle {
            let secondary = layout.ink(of: .titleSubtitle) ?? canvas.palette.labelSecondary
            children.append(canvas.line(subtitle, fill: secondary, id: prefix + PartName.titleSubtitle.elementID))
        }
        return Node.g(opacity: title.opacity, children).id(prefix + PartName.title.elementID)
    }

    /// Bar actions: 20-point icons centred in their 36-point buttons, text labels centred in theirs; each in the
    /// layout's ink for it (`color` where it has none), with its name's id.
    func actionNodes(color: Color, canvas: inout PreviewCanvas) -> [Node] {
        layout.actions.map { action in
            let color = layout.ink(of: action.name) ?? color
            let node: Node
            if let icon = action.icon {
                node = canvas.icon(icon, centredIn: action.frame, size: Metrics.iconGlyphSize, color: color)
            } else {
                node = actionLabel(action, color: color, canvas: &canvas)
            }
            return node.id(prefix + action.name.elementID)
        }
    }

    /// A text action's label centred in its button, on the baseline that centres its line box.
    func actionLabel(_ action: ActionPart, color: Color, canvas: inout PreviewCanvas) -> Node {
        let font = layout.textActionFont
        let metrics = canvas.measure(action.label, font: font)
        let baseline = action.frame.midY + (metrics.ascent - metrics.descent) / 2
        return canvas.text(
            action.label, font: font, x: action.frame.midX, baseline: baseline, fill: color, anchor: .middle)
    }
}
