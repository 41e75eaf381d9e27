import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// `scrollEdge`: no bar backing (the edge effect is drawn under the header by ``EdgeEffectPainter``), 48-point
    /// glass buttons holding the back chevron and the actions in the label colour (as iOS 26 tints glass), and the
    /// 34 bold title over the 15 medium subtitle.
    func scrollEdgeNodes(canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        var nodes = hairlineNodes(palette: palette)
        if let back = layout.back {
            nodes.append(
                Node.g([
                    glass(back.frame, canvas: canvas),
                    canvas.chevron(in: back.chevronFrame, mirrored: back.chevronMirrored, color: itemInk),
                ]).id(prefix + PartName.back.elementID))
        }
        if let title = layout.title {
            nodes.append(titleNode(title, canvas: &canvas))
        }
        for action in layout.actions {
            let color = layout.ink(of: action.name) ?? itemInk
            let mark =
                action.icon.map {
                    canvas.icon($0, centredIn: action.frame, size: Metrics.scrollEdgeGlyphSize, color: color)
                }
                ?? actionLabel(action, color: color, canvas: &canvas)
            nodes.append(Node.g([glass(action.frame, canvas: canvas), mark]).id(prefix + action.name.elementID))
        }
        return nodes
    }

    /// A glass button: a translucent capsule (a circle when square) with a faint rim.
    private func glass(_ frame: Rect, canvas: PreviewCanvas) -> Node {
        let colors = Self.glassColors(canvas.palette)
        return .rect(
            x: frame.x, y: frame.y, width: frame.width, height: frame.height, rx: frame.height / 2,
            fill: .text(colors.fill.css), stroke: .text(colors.rim.css), strokeWidth: Self.glassRimWidth)
    }

    /// A glass button's fill and rim on `palette`'s surface: light glass on a light screen, dark on a dark one.
    static func glassColors(_ palette: ColorPalette) -> (fill: Color, rim: Color) {
        let dark = palette.surface.red < 128
        let fill =
            dark
            ? Color(red: 44, green: 44, blue: 46, alpha: 0.72) : Color(red: 255, green: 255, blue: 255, alpha: 0.78)
        let rim =
            dark ? Color(red: 255, green: 255, blue: 255, alpha: 0.16) : Color(red: 0, green: 0, blue: 0, alpha: 0.1)
        return (fill, rim)
    }

    /// The stroke width of a glass button's rim, in points.
    static let glassRimWidth: Double = 0.5

    /// The `collapsible` band's gradient, top to bottom: the tint fading to indigo.
    static func collapsibleBand(_ palette: ColorPalette) -> (top: Color, bottom: Color) {
        (palette.link, ColorPalette.cardColors[6].color)
    }

    /// `collapsible`: a band in the tint colour, fading to indigo, at the header's frame and opacity, its title in
    /// white; the fixed bar's back button and actions turn from white on the band to the tint as it collapses.
    func collapsibleNodes(canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        let header = layout.header
        var nodes: [Node] = []
        if header.frame.height > 0, header.backgroundOpacity > 0 {
            let gradient = prefix + "band-gradient"
            let band = Self.collapsibleBand(palette)
            nodes.append(
                .defs([
                    .linearGradient(
                        id: gradient, x2: 0, y2: 1,
                        [.stop(offset: 0, color: band.top.css), .stop(offset: 1, color: band.bottom.css)])
                ]))
            let frame = header.frame
            nodes.append(
                Node.rect(
                    x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .url(gradient),
                    opacity: header.backgroundOpacity
                ).id(prefix + PartName.header.elementID))
        }
        if header.frame.height > 0 {
            var definitions = [Node.clipPath(id: prefix + "header-clip", to: header.frame)]
            let picture = pictureNodes(definitions: &definitions, palette: palette)
            if !picture.isEmpty { nodes += [.defs(definitions)] + picture }
        }
        if let title = layout.title, title.opacity > 0 {
            nodes.append(titleNode(title, canvas: &canvas))
        }
        let ink = itemInk
        nodes += backNodes(color: ink, canvas: &canvas)
        nodes += actionNodes(color: ink, canvas: &canvas)
        return nodes
    }
}
