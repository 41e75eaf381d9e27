import MastheadFormat
import MastheadGeometry
import SVGWriter

/// The scroll exports' documents: the header over a range of offsets as a Lottie animation, an animated SVG, or a
/// CSS scroll-driven page or its style sheet, drawn from the layouts at each offset by the preview's own painters.
///
/// `layouts` are the configuration's layouts at `from`, `from + step`, … (at least one), all of one configuration.
public enum ScrollExports {
    /// The Lottie animation (Bodymovin JSON): one frame per layout at `frameRate` frames a second, text as glyph
    /// outlines.
    public static func lottie(
        layouts: [HeaderLayout], configuration: HeaderConfiguration, options: PreviewOptions, frameRate: Double,
        context: RenderContext
    ) -> [UInt8] {
        let viewport = configuration.viewport
        var animation = LottieAnimation(
            width: viewport.width, height: viewport.height, frameRate: frameRate, name: configuration.title)
        var canvas = PreviewCanvas.export(configuration, context: context)
        var memo = ScreenPartsMemo()
        for layout in layouts {
            animation.add(ScreenParts(layout: layout, options: options, canvas: &canvas, memo: &memo))
        }
        return animation.json()
    }

    /// The animated SVG: the frames forward and back with SMIL, looping every `duration` seconds; `to` is the last
    /// offset, for the title.
    public static func animatedSVG(
        layouts: [HeaderLayout], configuration: HeaderConfiguration, options: PreviewOptions, duration: Double,
        to: Double, context: RenderContext
    ) -> [UInt8] {
        let viewport = configuration.viewport
        var animation = LottieAnimation(width: viewport.width, height: viewport.height, frameRate: 60, name: "")
        var canvas = PreviewCanvas.export(configuration, context: context)
        var memo = ScreenPartsMemo()
        var frameDefinitions: [[Node]] = []
        for (index, layout) in layouts.enumerated() {
            // A frame whose drawing defines gradients (the edge effect, the collapsible band) is drawn with ids of
            // its own, so that each kept drawing finds its own; the others keep the shared drawings.
            var parts = ScreenParts(layout: layout, options: options, canvas: &canvas, memo: &memo)
            if !parts.frameDefinitions.isEmpty {
                parts = ScreenParts(
                    layout: layout, options: options, canvas: &canvas, memo: &memo, prefix: "f" + String(index) + "-")
            }
            frameDefinitions.append(parts.frameDefinitions)
            animation.add(parts)
        }
        let tracks = animation.tracksBottomFirst
        // The gradients of the frames whose drawings are kept.
        let starts = Set(tracks.flatMap { $0.segments.map(\.start) })
        var body = SVGStream(capacity: 64 * 1024, depth: 1)
        for frame in starts.sorted() {
            for node in frameDefinitions[frame] { body.write(node) }
        }
        let timeline = SMILTimeline(frames: animation.frames, duration: duration)
        for node in AnimatedScreen.nodes(tracks: tracks, timeline: timeline) { body.write(node) }
        let layout = layouts[0]
        return PreviewDocument.accessibleDocument(
            labels: .preview, width: viewport.width, height: viewport.height,
            title: PreviewCaption.title(layout, titleText: configuration.title) + ", scrolled to "
                + NumberFormat.string(to) + " and back",
            description: PreviewCaption.description(layout, device: configuration.device),
            definitions: canvas.definitions, body: body)
    }

    /// The CSS scroll-driven animation: the whole page (`html`) or its style sheet alone; the page scrolls `span`
    /// pixels, one layout every `step`. The sample content and the status bar are the preview's, drawn by its own
    /// painters as inline SVG with real text.
    public static func page(
        layouts: [HeaderLayout], configuration: HeaderConfiguration, options: PreviewOptions, step: Double,
        span: Double, html: Bool, context: RenderContext
    ) -> [UInt8] {
        let viewport = configuration.viewport
        let palette = ColorPalette.forConfiguration(configuration)
        var content = SampleContentPainter(
            top: 0, width: viewport.width, visibleHeight: 0, hairline: viewport.hairlineThickness, options: options,
            textSize: layouts[0].textSize, fontScale: layouts[0].fontScale)
        content.visibleHeight = content.contentHeight
        var samples = PartSamples()
        var firstSeen: [PartName: HeaderLayout] = [:]
        for layout in layouts {
            samples.add(layout, contentHeight: content.contentHeight)
            for part in samples.parts where firstSeen[part.name] == nil && part.samples.last! != nil {
                firstSeen[part.name] = layout
            }
        }
        let screen = (viewport.width, viewport.height)
        let css = ScrollCSS.css(
            samples: samples, step: step, span: span, screen: screen, palette: palette, title: configuration.title)
        guard html else { return Array(css.utf8) }
        var canvas = PreviewCanvas(
            context: context.forOneScene(), textMode: .text, direction: configuration.direction, palette: palette)
        canvas.typeface = configuration.style.typeface
        let contentMarkup = inlineSVG(width: viewport.width, height: content.contentHeight, canvas: &canvas) {
            content.nodes(canvas: &$0)
        }
        let statusBar = inlineSVG(width: viewport.width, height: viewport.safeAreaTop, canvas: &canvas) { canvas in
            if configuration.style.isMaterial {
                return MaterialStatusBarPainter(
                    width: viewport.width, safeAreaTop: viewport.safeAreaTop,
                    cornerRadius: viewport.displayCornerRadius, color: layouts[0].colors, prefix: ""
                ).nodes(canvas: &canvas)
            }
            return StatusBarPainter(width: viewport.width, safeAreaTop: viewport.safeAreaTop, prefix: "")
                .drawing(canvas: &canvas)
        }
        return ScrollPage.html(
            css: css, samples: samples,
            contentOf: { name in
                firstSeen[name].map {
                    ScrollPartContent.html(name, layout: $0, palette: palette, content: contentMarkup)
                } ?? ("", "")
            },
            statusBar: statusBar, title: configuration.title, direction: configuration.direction, screen: screen)
    }

    /// `<svg>` markup `width` by `height` of what `draw` paints, hidden from assistive technology (the sample
    /// content and the status bar are decoration), with the font family the preview's root gives small text and
    /// the definitions the drawing used. Its `direction` is `ltr` as in a preview of its own, whatever the page's:
    /// the painters place every line themselves, mirrored for right-to-left, and anchor it as in a left-to-right
    /// document.
    private static func inlineSVG(
        width: Double, height: Double, canvas: inout PreviewCanvas, draw: (inout PreviewCanvas) -> [Node]
    ) -> String {
        canvas.definitions = DefinitionRegistry()
        let nodes = draw(&canvas)
        var stream = SVGStream(capacity: 16 * 1024)
        stream.openSVG(width: width, height: height)
        stream.attribute("aria-hidden", "true")
        stream.attribute("font-family", PreviewCanvas.rootFamily)
        stream.attribute("direction", "ltr")
        if let element = canvas.definitions.element { stream.write(element) }
        stream.write(nodes)
        stream.close("svg")
        return String(decoding: stream.bytes(), as: UTF8.self)
    }
}

extension PreviewCanvas {
    /// The canvas the Lottie and SVG exports draw on: outlined text, the preview's palette and typeface, and a
    /// shaper that keeps what it shapes for the export (``RenderContext/forOneScene()``).
    static func export(_ configuration: HeaderConfiguration, context: RenderContext) -> PreviewCanvas {
        var canvas = PreviewCanvas(
            context: context.forOneScene(), textMode: .paths, direction: configuration.direction,
            palette: .forConfiguration(configuration))
        canvas.typeface = configuration.style.typeface
        return canvas
    }
}
