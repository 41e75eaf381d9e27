import MastheadGeometry

/// The colours the preview paints a header part in, read from the layout's resolved scene (``HeaderLayout/scene``,
/// which the painters draw from too), and what it paints behind it (``HeaderPainter``, ``EdgeEffectPainter``,
/// ``SampleContentPainter``), so a check of the colours (an audit's contrast) agrees with the picture.
///
/// A colour is reported with the opacity its group is drawn at; ``backdrops(of:at:inContent:in:shapes:)`` gives
/// every opaque colour the part can stand on at its vertical centre (the screen, then each content shape under it,
/// each with the layers above the content composited in).
public enum PreviewPaint {
    /// The colour `part`'s ink is drawn in and the opacity of its group, from a layout's resolved scene, or nil
    /// when the scene does not draw the part or it has no ink.
    public static func foreground(of part: PartName, in scene: ResolvedScene) -> (color: Color, opacity: Double)? {
        guard let entry = scene[part], let ink = entry.ink else { return nil }
        return (ink, entry.opacity)
    }

    /// Every opaque colour the ink of `part` at `frame` (the part's frame, or a piece of it such as the back
    /// chevron) can stand on: the screen's surface and the colour of each of the content's `shapes`
    /// (``contentShapes(in:options:)``: an avatar, a card) whose box meets the frame, each with what the preview
    /// paints above the content at the frame's vertical centre (the edge effect, the bar's backing, a glass button)
    /// composited over it, unless the part scrolls with the content (`inContent`, its scene entry's).
    ///
    /// The blurred copies of the content (`fidelity=uikit`'s bar, the soft edge effect) are taken as the content
    /// itself: over the plain rows a blur changes the screen colour little, and a shape's own colour is the darkest
    /// its blur can be. An iOS large title, drawn with the content, stands on the screen alone.
    public static func backdrops(
        of part: PartName, at frame: Rect, inContent: Bool, in layout: HeaderLayout, shapes: [ContentShape]
    ) -> [Color] {
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
        guard !inContent else { return bottoms }
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
