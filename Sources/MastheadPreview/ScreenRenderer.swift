import MastheadGeometry
import SVGWriter

/// One device screen drawn from a ``HeaderLayout``: background, sample content (with the large or inline title),
/// the scroll edge effect, the header, its search field, the status bar and, on request, the layout guides, in that
/// paint order.
///
/// Everything is positioned from the geometry, so the picture and the numbers agree. The screen is in screen
/// points with the origin at the screen's top-left; a caller places it (a single preview as the document, a
/// filmstrip frame in a nested viewport). Ids start with `prefix`, which must be unique per screen in a document.
///
/// The screen's own groups are written straight into a stream, since a preview draws one at every request; the
/// parts inside them are drawn as trees (and most are reused from their caches).
struct ScreenRenderer {
    /// The geometry drawn.
    let layout: HeaderLayout
    /// Content, rows, text mode and guides.
    let options: PreviewOptions
    /// How much of the screen's top is drawn; content below it is not emitted. At most the screen height.
    let visibleHeight: Double
    /// Prepended to every id.
    let prefix: String

    /// Creates a renderer; `crop` (points) limits the drawn height, nil draws the whole screen.
    init(layout: HeaderLayout, options: PreviewOptions, crop: Double? = nil, prefix: String = "") {
        self.layout = layout
        self.options = options
        self.visibleHeight = min(crop ?? layout.viewport.height, layout.viewport.height)
        self.prefix = prefix
    }

    /// Writes the screen's elements into `stream`, at its depth.
    func write(into stream: inout SVGStream, canvas: inout PreviewCanvas) {
        let viewport = layout.viewport
        let palette = canvas.palette
        stream.write(
            Node.rect(width: viewport.width, height: visibleHeight, fill: .text(palette.surface.css))
                .id(prefix + "screen"))
        let contentID = prefix + "content"
        stream.open("g")
        stream.attribute("id", .text(contentID))
        // A Material bar's expanded title belongs to the bar, which draws it.
        if let largeTitle = layout.largeTitle, !layout.style.isMaterial {
            let painter = LargeTitlePainter(part: largeTitle, prefix: prefix, layout: layout, palette: canvas.palette)
            let title = painter.nodes(canvas: &canvas)
            if let cut = layout.largeTitleClip {
                // UIKit's large title belongs to the navigation bar: scrolling up, it slides under the bar's
                // bottom edge and is cut there, never drawn over the small title.
                let clip = prefix + "large-title-clip"
                stream.write(
                    .defs([.clipPath(id: clip, [.rect(y: cut.y, width: cut.width, height: cut.height)])]))
                stream.open("g")
                stream.attribute("clip-path", .url(clip))
                stream.write(title)
                stream.close("g")
            } else {
                stream.write(title)
            }
        }
        let content = SampleContentPainter(
            top: layout.contentTop, width: viewport.width, visibleHeight: visibleHeight,
            hairline: viewport.hairlineThickness, options: options, textSize: layout.textSize,
            fontScale: layout.fontScale)
        stream.write(content.nodes(canvas: &canvas))
        stream.close("g")
        if let effect = layout.edgeEffect {
            let edge = EdgeEffectPainter(effect: effect, contentID: contentID, prefix: prefix)
            stream.write(edge.nodes(palette: palette))
        }
        HeaderPainter(layout: layout, prefix: prefix).write(into: &stream, canvas: &canvas)
        if case .some = layout.search, !layout.style.isMaterial {
            stream.write(SearchFieldPainter(layout: layout, prefix: prefix).nodes(canvas: &canvas))
        }
        if layout.style.isMaterial {
            let statusBar = MaterialStatusBarPainter(
                width: viewport.width, safeAreaTop: viewport.safeAreaTop, cornerRadius: viewport.displayCornerRadius,
                color: layout.colors, prefix: prefix)
            stream.write(statusBar.nodes(canvas: &canvas))
        } else {
            let statusBar = StatusBarPainter(width: viewport.width, safeAreaTop: viewport.safeAreaTop, prefix: prefix)
            statusBar.write(into: &stream, canvas: &canvas)
        }
        if options.guides {
            stream.write(GuidesPainter(layout: layout, prefix: prefix).nodes(canvas: &canvas))
        }
    }
}
