import MastheadGeometry
import MastheadText
import SVGWriter

/// `/v1/preview.svg`'s document: one screen as an accessible SVG image.
///
/// The root carries `role="img"` and `aria-labelledby` pointing at its `<title>` and `<desc>`; one point is one
/// CSS pixel. With `crop`, only the screen's top `crop` points are drawn and the document is that tall (a crop at
/// or beyond the screen height draws the whole screen).
public enum PreviewDocument {
    /// The preview of an already computed layout, as UTF-8 bytes.
    public static func bytes(
        layout: HeaderLayout, configuration: HeaderConfiguration, options: PreviewOptions, crop: Double?,
        context: RenderContext
    ) -> [UInt8] {
        var canvas = PreviewCanvas(
            context: context, textMode: options.text, direction: layout.direction,
            palette: .forConfiguration(configuration))
        canvas.typeface = configuration.style.typeface
        let screen = ScreenRenderer(layout: layout, options: options, crop: crop)
        var body = SVGStream(capacity: 16 * 1024, depth: 1)
        screen.write(into: &body, canvas: &canvas)
        return accessibleDocument(
            labels: .preview, width: layout.viewport.width, height: screen.visibleHeight,
            title: PreviewCaption.title(layout, titleText: configuration.title),
            description: PreviewCaption.description(layout, device: configuration.device),
            definitions: canvas.definitions, body: body)
    }

    /// The ids of a document's `<title>` and `<desc>`, and the root's `aria-labelledby` naming both.
    struct Labels {
        let title: String
        let description: String
        let labelledBy: String

        /// `name-title` and `name-desc`.
        init(_ name: String) {
            title = name + "-title"
            description = name + "-desc"
            labelledBy = title + " " + description
        }

        static let preview = Labels("preview")
        static let filmstrip = Labels("filmstrip")
        static let curves = Labels("curves")
    }

    /// A whole document: an `<svg>` root with `role="img"`, `aria-labelledby` naming its `<title>` and `<desc>`,
    /// and the font family its smaller text inherits (``PreviewCanvas/rootFamily``); then the title, the
    /// description, the definitions the body used, and the body, written at depth 1 before the definitions were
    /// known and inserted after them.
    static func accessibleDocument(
        labels: Labels, width: Double, height: Double, title: String, description: String,
        definitions: DefinitionRegistry, body: consuming SVGStream
    ) -> [UInt8] {
        var document = SVGStream(capacity: 2048)
        document.openSVG(width: width, height: height)
        document.attribute("role", "img")
        document.attribute("aria-labelledby", .text(labels.labelledBy))
        document.attribute("font-family", PreviewCanvas.rootFamily)
        document.open("title")
        document.attribute("id", .text(labels.title))
        document.text(title)
        document.close("title")
        document.open("desc")
        document.attribute("id", .text(labels.description))
        document.text(description)
        document.close("desc")
        if let element = definitions.element { document.write(element) }
        let point = document.insertionPoint()
        document.close("svg")
        return document.bytes(inserting: body, at: point)
    }
}
