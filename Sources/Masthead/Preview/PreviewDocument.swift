import MastheadGeometry
import MastheadText
import SVGWriter

/// `/v1/preview.svg`'s document: one screen as an accessible SVG image.
///
/// The root carries `role="img"` and `aria-labelledby` pointing at its `<title>` and `<desc>`; one point is one
/// CSS pixel. With `crop`, only the screen's top `crop` points are drawn and the document is that tall (a crop at
/// or beyond the screen height draws the whole screen).
enum PreviewDocument {
    /// The preview of `configuration` at `offset`.
    static func render(
        configuration: HeaderConfiguration, offset: Double, options: PreviewOptions, crop: Double?, shaper: TextShaper
    ) -> Node {
        let layout = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: shaper)
        return render(layout: layout, configuration: configuration, options: options, crop: crop, shaper: shaper)
    }

    /// The preview of an already computed layout.
    static func render(
        layout: HeaderLayout, configuration: HeaderConfiguration, options: PreviewOptions, crop: Double?,
        shaper: TextShaper
    ) -> Node {
        var canvas = PreviewCanvas(
            shaper: shaper, textMode: options.text, direction: layout.direction,
            palette: .forAppearance(layout.appearance))
        let screen = ScreenRenderer(layout: layout, options: options, crop: crop)
        let body = screen.nodes(canvas: &canvas)
        var children: [Node] = []
        children.reserveCapacity(3 + body.count)
        children.append(Node.title(PreviewCaption.title(layout, titleText: configuration.title)).id("preview-title"))
        children.append(
            Node.desc(PreviewCaption.description(layout, device: configuration.device)).id("preview-desc"))
        if let definitions = canvas.definitions.element { children.append(definitions) }
        children += body
        return accessibleRoot(
            width: layout.viewport.width, height: screen.visibleHeight, labelledBy: "preview-title preview-desc",
            children)
    }

    /// An `<svg>` root with `role="img"`, `aria-labelledby`, and the font family its smaller text inherits
    /// (``PreviewCanvas/rootFamily``).
    static func accessibleRoot(width: Double, height: Double, labelledBy: String, _ children: [Node]) -> Node {
        Node.svg(width: width, height: height, children)
            .attribute("role", "img")
            .attribute("aria-labelledby", .text(labelledBy))
            .attribute("font-family", PreviewCanvas.rootFamily)
    }
}
