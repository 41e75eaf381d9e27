import MastheadGeometry
import MastheadPreview

/// Where the painters put each part's ink, as boxes in screen points: what `parts-collide` compares. A line box or
/// a button's frame holds empty room (the line gap, the padding around a 20-point glyph in a 36-point button) that
/// the picture never paints, so two frames can overlap where nothing drawn does.
///
/// Each box is placed as `MastheadPreview`'s painters place the drawing: a line by `PreviewCanvas.line`, a text
/// button's label by `HeaderPainter.actionLabel`, an icon by `PreviewCanvas.icon` (or `materialIcon`) at the style's
/// glyph size, the chevron in its frame. The boxes hold the ink and may hold a little more (a glyph's box, not its
/// outline; the box of each of an icon's strokes, not the stroke; a Material Symbol's outline in bands).
extension HeaderLayout {
    /// The boxes around the ink of `line`'s glyphs as `PreviewCanvas.line` draws it: its run starts at the frame's
    /// left edge (right to left: its right edge less the run's advance, which is the frame's width) on the line's
    /// baseline. None for an empty line.
    func ink(of line: TextLine, measurer: any TextMeasuring) -> [Rect] {
        guard !line.text.isEmpty else { return [] }
        let boxes = measurer.inkBoxes(line.text, font: line.font, direction: direction)
        guard !boxes.isEmpty else { return [] }
        let x =
            direction == .rtl
            ? line.frame.maxX - measurer.measure(line.text, font: line.font, direction: direction).width : line.frame.x
        return boxes.map { $0.placed(at: Point(x: x, y: line.baseline)) }
    }

    /// The boxes around the ink of a text button's label as `HeaderPainter.actionLabel` (and the Material
    /// painter's `materialLabel`) draws it: centred in the button on the baseline that centres its line box. None
    /// for an empty label.
    func labelInk(of action: ActionPart, measurer: any TextMeasuring) -> [Rect] {
        let font = textActionFont
        guard !action.label.isEmpty else { return [] }
        let boxes = measurer.inkBoxes(action.label, font: font, direction: direction)
        let metrics = measurer.measure(action.label, font: font, direction: direction)
        let baseline = action.frame.midY + (metrics.ascent - metrics.descent) / 2
        return boxes.map { $0.placed(at: Point(x: action.frame.midX - metrics.width / 2, y: baseline)) }
    }

    /// The boxes around an icon's ink, one a stroke, as the painters draw it centred in the button
    /// (``IconPaths/inkBoxes(_:centredIn:size:material:)``):
    /// Material Symbols at ``Metrics/m3IconSize``, a `scrollEdge` glass button's glyph at
    /// ``Metrics/scrollEdgeGlyphSize``, an iOS 26 platter's at ``Metrics/glassGlyphSize``, the other bars' at
    /// ``Metrics/iconGlyphSize``.
    func iconInk(of action: ActionPart, icon: String) -> [Rect] {
        let size: Double
        if style.isMaterial {
            size = Metrics.m3IconSize
        } else if style == .scrollEdge {
            size = Metrics.scrollEdgeGlyphSize
        } else if !platters.isEmpty {
            size = Metrics.glassGlyphSize
        } else {
            size = Metrics.iconGlyphSize
        }
        return IconPaths.inkBoxes(icon, centredIn: action.frame, size: size, material: style.isMaterial)
    }

    /// The ink of an action: a `scrollEdge` glass button is painted whole (its capsule holds its glyph or label);
    /// otherwise its icon's ink or its label's box.
    func ink(of action: ActionPart, measurer: any TextMeasuring) -> [Rect] {
        if style == .scrollEdge { return [action.frame] }
        if let icon = action.icon { return iconInk(of: action, icon: icon) }
        return labelInk(of: action, measurer: measurer)
    }

    /// The ink of the back button: a `scrollEdge` glass button whole; otherwise the chevron's frame (its stroke
    /// keeps inside the 13 × 21 box) and the label's box.
    func ink(of back: BackPart, measurer: any TextMeasuring) -> [Rect] {
        if style == .scrollEdge { return [back.frame] }
        var boxes = [back.chevronFrame]
        if let label = back.label { boxes += ink(of: label, measurer: measurer) }
        return boxes
    }
}

extension Rect {
    /// This box, measured from a run's origin, moved so that the origin is at `origin`.
    func placed(at origin: Point) -> Rect {
        Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }

    /// This box drawn at `scale` about `anchor` (the pull-down large title's transform); itself at scale 1.
    func scaled(_ scale: Double, about anchor: Point?) -> Rect {
        guard abs(scale - 1) > 1e-9, let anchor else { return self }
        return Rect(
            x: anchor.x + (x - anchor.x) * scale, y: anchor.y + (y - anchor.y) * scale, width: width * scale,
            height: height * scale)
    }
}
