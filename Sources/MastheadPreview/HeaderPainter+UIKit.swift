import MastheadGeometry
import SVGWriter

/// `fidelity=uikit`'s bar material: a background blur of the content behind the bar under the theme's translucent
/// `barBackgroundColor`, and a 30 % black hairline (Flutter's Cupertino navigation bar).
extension HeaderPainter {
    /// The backing at `header.backgroundOpacity`: the screen's surface, the content (the group `contentID`, drawn
    /// once and reused) blurred with a deviation of 10 and clipped to the header, then the translucent bar colour.
    func uikitBackgroundNodes(palette: ColorPalette) -> [Node] {
        let header = layout.header
        let frame = header.frame
        guard header.backgroundOpacity > 0, frame.width > 0, frame.height > 0 else { return [] }
        let (blur, clip) = (prefix + "bar-blur", prefix + "bar-clip")
        let definitions: [Node] = [
            .blur(id: blur, over: frame, deviation: Metrics.uikitBarBlurDeviation),
            .clipPath(id: clip, to: frame),
        ]
        let rect = { (fill: Color) in
            Node.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .text(fill.css))
        }
        let layers: [Node] = [
            rect(palette.surface),
            Node.g(clipPath: clip, [Node.use(href: prefix + "content").attribute("filter", .url(blur))]),
            rect(Metrics.uikitBarBackground(layout.appearance)),
        ]
        return [
            .defs(definitions),
            Node.g(opacity: header.backgroundOpacity, layers).id(prefix + "header-background"),
        ]
    }

    /// The hairline in UIKit's colour, when visible.
    func uikitHairlineNodes() -> [Node] {
        guard let hairline = layout.hairline, hairline.opacity > 0 else { return [] }
        let frame = hairline.frame
        return [
            Node.rect(
                x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                fill: .text(Metrics.uikitHairlineColor.css), opacity: hairline.opacity
            ).id(prefix + "hairline")
        ]
    }
}
