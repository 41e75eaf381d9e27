import Foundation
import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// `sliverAppBar` and `collapsingToolbar`: the header's `surface` box, the picture behind it (cut to the header,
    /// at its opacity and blur), the scrim over it, the expanded title (scaled about its anchor) cut to what the
    /// widget cuts it to (``HeaderLayout/largeTitleClip``), then the toolbar's title, navigation icon and actions at
    /// the toolbar's opacity, cut to the toolbar, as Flutter's `AppBar` and Android's `Toolbar` clip them.
    func imageHeaderNodes(canvas: inout PreviewCanvas) -> [Node] {
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
        nodes += pictureNodes(definitions: &definitions, palette: palette)
        if let scrim = layout.scrim, scrim.opacity > 0 {
            nodes.append(
                Node.g([scrimNode(scrim)]).attribute("clip-path", .url(prefix + "header-clip")))
        }
        if let title = layout.largeTitle, title.opacity > 0, let clip = layout.largeTitleClip {
            let painter = LargeTitlePainter(part: title, prefix: prefix, layout: layout, palette: palette)
            var clipID = prefix + "header-clip"
            if clip != header {
                clipID = prefix + "large-title-clip"
                definitions.append(Node.clipPath(id: clipID, to: clip))
            }
            nodes.append(Node.g(painter.nodes(canvas: &canvas)).attribute("clip-path", .url(clipID)))
        }
        // Drawn (and their icons defined) only while the toolbar shows.
        let opacity = layout.toolbarOpacity ?? 1
        if let bar = layout.bar, opacity > 0 {
            let items = materialParts(canvas: &canvas).items.map(\.node)
            if !items.isEmpty {
                definitions.append(Node.clipPath(id: prefix + "bar-clip", to: bar))
                nodes.append(Node.g(opacity: opacity, items).attribute("clip-path", .url(prefix + "bar-clip")))
            }
        }
        return [.defs(definitions)] + nodes
    }

    /// The picture, blurred as the layout says and cut to the header (the definitions it needs added to
    /// `definitions`, which must hold `header-clip`); none without a picture or while it is transparent.
    func pictureNodes(definitions: inout [Node], palette: ColorPalette) -> [Node] {
        guard let image = layout.image, image.opacity > 0 else { return [] }
        var group = Node.g(opacity: image.opacity, imageNodes(image, palette: palette))
        if image.blur > 0 {
            definitions.append(Node.blur(id: prefix + "image-blur", over: image.clip, deviation: image.blur))
            group = Node.g([group]).attribute("filter", .url(prefix + "image-blur"))
        }
        return [
            Node.g([group.id(prefix + PartName.image.elementID)]).attribute(
                "clip-path", .url(prefix + "header-clip"))
        ]
    }

    /// The scrim's box in its colour at its opacity.
    func scrimNode(_ scrim: ScrimPart) -> Node {
        let frame = scrim.frame
        return Node.rect(
            x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .text(scrim.color.css),
            opacity: scrim.opacity
        ).id(prefix + PartName.scrim.elementID)
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
