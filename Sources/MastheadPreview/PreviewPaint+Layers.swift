import MastheadGeometry

extension PreviewPaint {
    /// `bottom` (the screen or a content shape) with what the preview paints over the content at `frame`'s vertical
    /// centre composited in, in paint order: the scroll edge effect, the header's backing (a Material tab row's
    /// container under the bar; an iOS segmented control's background and thumb), the search field under its
    /// magnifier and placeholder, a glass button behind
    /// `scrollEdge`'s chevron and actions, and `fidelity=ios26`'s platter under a bar item (``GlassLook``: its
    /// shadows, the content under it at half strength, taken unblurred, then the glass's fill).
    static func headerLayers(
        over bottom: Color, at frame: Rect, part: PartName, layout: HeaderLayout, palette: ColorPalette
    ) -> Color {
        let y = frame.midY
        let centre = Point(x: frame.midX, y: y)
        var color = bottom
        if let effect = layout.edgeEffect, effect.opacity > 0, effect.frame.height > 0 {
            let at = (y - effect.frame.y) / effect.frame.height
            if (0...1).contains(at) {
                color = palette.surface.composited(over: color, opacity: ramp(effect.stops, at: at) * effect.opacity)
            }
        }
        let header = layout.header
        let inHeader = y >= header.frame.y && y <= header.frame.maxY && header.frame.height > 0
        if inHeader && header.backgroundOpacity > 0 {
            switch layout.style {
            case .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search:
                color = layout.color(role: "container") ?? palette.surface
                if let row = layout.tabs?.frame, y >= row.y, y <= row.maxY, let fill = layout.fill(of: .tabs) {
                    color = fill
                }
            case .sliverAppBar, .collapsingToolbar:
                color = layout.fill(of: .header) ?? palette.surface
                color = picture(over: color, at: centre, layout: layout, palette: palette)
            case .collapsible:
                let band = HeaderPainter.collapsibleBand(palette)
                let shade = Color.gradient(band.top, band.bottom, at: (y - header.frame.y) / header.frame.height)
                color = shade.composited(over: color, opacity: header.backgroundOpacity)
                color = picture(over: color, at: centre, layout: layout, palette: palette)
            case .compact, .large, .inlineTitle:
                if layout.drawsUIKitMaterial {
                    let material = Metrics.uikitBarBackground(layout.appearance).composited(over: color)
                    color = material.composited(over: color, opacity: header.backgroundOpacity)
                } else {
                    color = palette.surface.composited(over: color, opacity: header.backgroundOpacity)
                }
            case .scrollEdge:
                break
            }
        }
        if part == .searchIcon || part == .searchPlaceholder, let field = layout.fill(of: .search) {
            color = field.composited(over: color)
        }
        if let tabs = layout.tabs, let control = tabs.control, control.contains(centre) {
            // A segmented control's background, and its thumb under the selected segment.
            if let fill = layout.fill(of: .tabs) { color = fill.composited(over: color) }
            if tabs.indicator.contains(centre), let thumb = layout.fill(of: .tabIndicator) {
                color = thumb.composited(over: color)
            }
        }
        if layout.style == .scrollEdge, part != .title, part != .titleSubtitle, part != .largeTitleSubtitle {
            color = HeaderPainter.glassColors(palette).fill.composited(over: color)
        }
        if let platter = layout.platters.first(where: { $0.frame.contains(centre) }) {
            let glass = GlassLook(palette, prominent: platter.prominent)
            // The two shadow shapes lie under the whole platter, not only past its edge.
            var under = GlassLook.shadowInner.composited(over: GlassLook.shadowOuter.composited(over: color))
            if !platter.prominent { under = bottom.composited(over: under, opacity: GlassLook.backdropOpacity) }
            color = glass.fill.composited(over: under).composited(over: color, opacity: platter.opacity)
        }
        return color
    }

    /// `bottom` with the picture behind an image header composited in at `point` (where its clip shows it), then the
    /// scrim over it where the scrim covers `point`.
    private static func picture(over bottom: Color, at point: Point, layout: HeaderLayout, palette: ColorPalette)
        -> Color
    {
        var color = bottom
        if let image = layout.image, image.opacity > 0,
            let picture = imageColor(image, at: point, layout: layout, palette: palette)
        {
            color = picture.composited(over: color, opacity: image.opacity)
        }
        if let scrim = layout.scrim, scrim.opacity > 0, scrim.frame.contains(point),
            layout.header.frame.contains(point)
        {
            color = scrim.color.composited(over: color, opacity: scrim.opacity)
        }
        return color
    }

    /// The opacity of a ramp of stops at `at` (0 top ... 1 bottom), linear between stops and flat beyond them.
    static func ramp(_ stops: [EdgeEffectPart.Stop], at: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return 0 }
        if at <= first.at { return first.opacity }
        if at >= last.at { return last.opacity }
        for (lower, upper) in zip(stops, stops.dropFirst()) where at <= upper.at {
            let span = upper.at - lower.at
            return span > 0 ? lower.opacity + (upper.opacity - lower.opacity) * (at - lower.at) / span : upper.opacity
        }
        return last.opacity
    }
}

extension PreviewPaint {
    /// The colour of an image header's picture at `point` as the preview draws it (cut to its clip): the sample
    /// illustration's exact colour there, or a sent picture's grid cell there once cropped to cover the frame.
    /// Nil outside the picture.
    static func imageColor(_ image: ImagePart, at point: Point, layout: HeaderLayout, palette: ColorPalette)
        -> Color?
    {
        guard image.clip.contains(point) else { return nil }
        let frame = image.frame
        guard let sent = layout.imageSource, sent.source == .data else {
            return SampleIllustration.color(
                at: point, in: frame, colors: SampleIllustration.Colors(layout, palette: palette))
        }
        guard let width = sent.pixelWidth, let height = sent.pixelHeight, width > 0, height > 0,
            sent.gridColumns > 0, sent.gridRows > 0, frame.width > 0, frame.height > 0
        else { return nil }
        let shown = frame.covered(byPixels: width, height).shown
        let u = (point.x - shown.x) / shown.width
        let v = (point.y - shown.y) / shown.height
        guard (0...1).contains(u), (0...1).contains(v) else { return nil }
        let column = min(sent.gridColumns - 1, Int(u * Double(sent.gridColumns)))
        let row = min(sent.gridRows - 1, Int(v * Double(sent.gridRows)))
        let cell = sent.grid[row * sent.gridColumns + column]
        return Color(red: cell.red, green: cell.green, blue: cell.blue)
    }
}

extension Rect {
    /// A picture of `width` × `height` pixels drawn to cover this box, centred, as the preview draws a sent picture
    /// (`preserveAspectRatio="xMidYMid slice"`, CSS `background-size: cover`): its scale in points a pixel, and the
    /// box it then takes, reaching past this one on two sides.
    func covered(byPixels width: Int, _ height: Int) -> (scale: Double, shown: Rect) {
        let scale = max(self.width / Double(width), self.height / Double(height))
        let shown = (width: Double(width) * scale, height: Double(height) * scale)
        return (
            scale, Rect(x: midX - shown.width / 2, y: midY - shown.height / 2, width: shown.width, height: shown.height)
        )
    }
}
