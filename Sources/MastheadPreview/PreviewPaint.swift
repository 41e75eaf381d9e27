import MastheadGeometry

/// The colours the preview paints a header part in, and what it paints behind it, worked out from the same
/// choices the painters make (``HeaderPainter``, ``LargeTitlePainter``, ``EdgeEffectPainter``,
/// ``SampleContentPainter``), so a check of the colours (an audit's contrast) agrees with the picture.
///
/// A colour is reported with the opacity its group is drawn at; ``backdrops(of:in:options:)`` gives every opaque
/// colour the part can stand on at its vertical centre (the screen, then each content shape under it, each with the
/// layers above the content composited in).
public enum PreviewPaint {
    /// The colour `part` is drawn in and the opacity of its group, or nil when the layout does not have the part.
    public static func foreground(of part: PaintedPart, in layout: HeaderLayout) -> (color: Color, opacity: Double)? {
        guard part.frame(in: layout) != nil else { return nil }
        let palette = ColorPalette.forAppearance(layout.appearance)
        let titleOpacity = layout.title?.opacity ?? 1
        if layout.style.isMaterial {
            let role = { (name: String) in layout.color(role: name) ?? palette.label }
            switch part {
            case .title: return (role("onSurface"), titleOpacity)
            case .subtitle: return (role("onSurfaceVariant"), titleOpacity)
            case .largeSubtitle: return (role("onSurfaceVariant"), layout.largeTitle?.opacity ?? 1)
            case .largeTitle: return (role("onSurface"), layout.largeTitle?.opacity ?? 1)
            case .backLabel, .chevron: return (role("onSurface"), 1)
            case .action(let index):
                let action = layout.actions[index]
                if action.icon == nil { return (role("primary"), 1) }
                return (action.side == .leading ? role("onSurface") : role("onSurfaceVariant"), 1)
            }
        }
        switch part {
        case .largeTitle: return (palette.label, layout.largeTitle?.opacity ?? 1)
        case .largeSubtitle: return (palette.labelSecondary, layout.largeTitle?.opacity ?? 1)
        case .subtitle:
            let color = layout.style == .collapsible ? HeaderPainter.collapsibleSubtitle : palette.labelSecondary
            return (color, titleOpacity)
        case .title: return (layout.style == .collapsible ? .white : palette.label, titleOpacity)
        case .action(let index) where layout.actions[index].prominent: return (HeaderPainter.prominentGlyph, 1)
        case .backLabel, .chevron, .action: return (itemColor(layout, palette: palette), 1)
        }
    }

    /// The colour of the back button and the actions: the tint on the bars, the label colour on `scrollEdge`'s
    /// glass and on `fidelity=ios26`'s platters, the tint turning white on the `collapsible` band.
    private static func itemColor(_ layout: HeaderLayout, palette: ColorPalette) -> Color {
        if !layout.platters.isEmpty { return palette.label }
        switch layout.style {
        case .scrollEdge: return palette.label
        case .collapsible: return HeaderPainter.collapsibleItemColor(palette, progress: layout.progress)
        default: return palette.link
        }
    }

    /// Every opaque colour `part` can stand on: the screen's surface and the colour of each content shape (an
    /// avatar, a card) whose box meets the part's frame, each with what the preview paints above the content at the
    /// frame's vertical centre (the edge effect, the bar's backing, a glass button) composited over it.
    ///
    /// The blurred copies of the content (`fidelity=uikit`'s bar, the soft edge effect) are taken as the content
    /// itself: over the plain rows a blur changes the screen colour little, and a shape's own colour is the darkest
    /// its blur can be. Empty when the layout does not have the part.
    public static func backdrops(of part: PaintedPart, in layout: HeaderLayout, options: PreviewOptions) -> [Color] {
        backdrops(of: part, in: layout, shapes: contentShapes(in: layout, options: options))
    }

    /// ``backdrops(of:in:options:)`` with the content's shapes already worked out (``contentShapes(in:options:)``),
    /// for a caller that asks about several parts of one layout.
    public static func backdrops(of part: PaintedPart, in layout: HeaderLayout, shapes: [ContentShape]) -> [Color] {
        guard let frame = part.frame(in: layout) else { return [] }
        let palette = ColorPalette.forAppearance(layout.appearance)
        var bottoms = [palette.surface]
        if part != .largeTitle || layout.style.isMaterial {
            for shape in shapes
            where shape.box.x < frame.maxX && frame.x < shape.box.maxX && shape.box.y < frame.maxY
                && frame.y < shape.box.maxY && !bottoms.contains(shape.color)
            {
                bottoms.append(shape.color)
            }
        }
        guard part.isInHeader(layout) else { return bottoms }
        return bottoms.map { headerLayers(over: $0, at: frame, part: part, layout: layout, palette: palette) }
    }

    /// The filled shapes of the sample content on `layout`'s screen (each avatar, each card), in paint order.
    public static func contentShapes(in layout: HeaderLayout, options: PreviewOptions) -> [ContentShape] {
        let viewport = layout.viewport
        let painter = SampleContentPainter(
            top: layout.contentTop, width: viewport.width, visibleHeight: viewport.height,
            hairline: viewport.hairlineThickness, options: options, textSize: layout.textSize)
        return painter.shapes(direction: layout.direction)
    }
}
