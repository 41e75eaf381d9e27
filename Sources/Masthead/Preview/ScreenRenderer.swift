import MastheadGeometry
import SVGWriter

/// One device screen drawn from a ``HeaderLayout``: background, sample content (with the large or inline title),
/// the scroll edge effect, the header, the status bar and, on request, the layout guides, in that paint order.
///
/// Everything is positioned from the geometry, so the picture and the numbers agree. The nodes are in screen
/// points with the origin at the screen's top-left; a caller places them (a single preview as the document, a
/// filmstrip frame in a nested viewport). Ids start with `prefix`, which must be unique per screen in a document.
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

    /// The screen's nodes.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        let viewport = layout.viewport
        let palette = canvas.palette
        // Screen, content, edge effect (one or two), header, status bar, guides.
        var nodes: [Node] = []
        nodes.reserveCapacity(7)
        nodes.append(
            Node.rect(width: viewport.width, height: visibleHeight, fill: .text(palette.surface.css))
                .id(prefix + "screen"))
        // Clip definition and large title (or title and subtitle), then the items.
        var content: [Node] = []
        content.reserveCapacity(4)
        if let largeTitle = layout.largeTitle {
            let title = LargeTitlePainter(part: largeTitle, prefix: prefix).nodes(canvas: &canvas)
            if layout.style == .large, let bar = layout.bar {
                // UIKit's large title belongs to the navigation bar: scrolling up, it slides under the bar's
                // bottom edge and is cut there, never drawn over the small title.
                let clip = prefix + "large-title-clip"
                content.append(
                    .defs([.clipPath(id: clip, [.rect(y: bar.maxY, width: viewport.width, height: viewport.height)])]))
                content.append(Node.g(clipPath: clip, title))
            } else {
                content += title
            }
        }
        content += SampleContentPainter(
            top: layout.contentTop, width: viewport.width, visibleHeight: visibleHeight,
            hairline: viewport.hairlineThickness, options: options
        ).nodes(canvas: &canvas)
        let contentID = prefix + "content"
        nodes.append(Node.g(content).id(contentID))
        if let effect = layout.edgeEffect {
            nodes += EdgeEffectPainter(effect: effect, contentID: contentID, prefix: prefix).nodes(palette: palette)
        }
        nodes.append(HeaderPainter(layout: layout, prefix: prefix).group(canvas: &canvas))
        nodes += StatusBarPainter(width: viewport.width, safeAreaTop: viewport.safeAreaTop, prefix: prefix).nodes(
            canvas: &canvas)
        if options.guides {
            nodes += GuidesPainter(layout: layout, prefix: prefix).nodes(canvas: &canvas)
        }
        return nodes
    }
}
