import Foundation
import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// `sliverAppBar`: the header's `surface` box, the picture behind it (cut to the header, at its opacity and
    /// blur), the flexible space's title scaled about its anchor and cut to the header, then the toolbar's
    /// navigation icon and actions at the toolbar's opacity, cut to the toolbar, as Flutter's `AppBar` clips it.
    func sliverAppBarNodes(canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        let header = layout.header.frame
        var nodes: [Node] = [
            Node.rect(
                x: header.x, y: header.y, width: header.width, height: header.height,
                fill: .text((layout.fill(of: .header) ?? palette.surface).css)
            ).id(prefix + PartName.header.elementID)
        ]
        guard header.height > 0 else { return nodes }
        var definitions: [Node] = [Node.clipPath(id: prefix + "header-clip", to: header)]
        if let image = layout.image, image.opacity > 0 {
            var group = Node.g(opacity: image.opacity, imageNodes(image, palette: palette))
            if image.blur > 0 {
                definitions.append(Node.blur(id: prefix + "image-blur", over: image.clip, deviation: image.blur))
                group = Node.g([group]).attribute("filter", .url(prefix + "image-blur"))
            }
            nodes.append(
                Node.g([group.id(prefix + PartName.image.elementID)]).attribute(
                    "clip-path", .url(prefix + "header-clip")))
        }
        if let title = layout.largeTitle, title.opacity > 0 {
            let painter = LargeTitlePainter(part: title, prefix: prefix, layout: layout, palette: palette)
            nodes.append(Node.g(painter.nodes(canvas: &canvas)).attribute("clip-path", .url(prefix + "header-clip")))
        }
        if let bar = layout.bar, let opacity = layout.toolbarOpacity, opacity > 0, !layout.actions.isEmpty {
            definitions.append(Node.clipPath(id: prefix + "bar-clip", to: bar))
            let items = materialParts(canvas: &canvas).items.map(\.node)
            nodes.append(Node.g(opacity: opacity, items).attribute("clip-path", .url(prefix + "bar-clip")))
        }
        return [.defs(definitions)] + nodes
    }

    /// The picture filling `image.frame`: the sample illustration, or the sent PNG or JPEG cropped to cover it
    /// (`preserveAspectRatio="xMidYMid slice"`, CSS `object-fit: cover`).
    func imageNodes(_ image: ImagePart, palette: ColorPalette) -> [Node] {
        let frame = image.frame
        guard let uri = layout.imageSource?.dataURI else {
            return SampleIllustration.nodes(in: frame, colors: SampleIllustration.Colors(layout, palette: palette))
        }
        return [
            .element(
                "image",
                [
                    Attribute("x", .number(frame.x)), Attribute("y", .number(frame.y)),
                    Attribute("width", .number(frame.width)), Attribute("height", .number(frame.height)),
                    Attribute("preserveAspectRatio", .text("xMidYMid slice")), Attribute("href", .text(uri)),
                ], [])
        ]
    }
}
