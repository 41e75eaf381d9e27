import MastheadGeometry
import SVGWriter

/// The sample content scrolling under the header: inbox rows or story cards, starting at the layout's content
/// top and moving up with the offset.
///
/// Only items that overlap the visible band `0 ..< visibleHeight` are drawn, so a deep offset or 200 rows costs no
/// more than a screenful. Positions are worked out left to right and mirrored for right-to-left layout; text keeps
/// its reading direction.
struct SampleContentPainter {
    /// Where the first item starts, from the geometry.
    let top: Double
    /// The screen width.
    let width: Double
    /// How much of the screen is drawn (the crop, or the screen height).
    let visibleHeight: Double
    /// The physical pixel in points, for separators.
    let hairline: Double
    /// Messages, cards or nothing, and how many.
    let options: PreviewOptions

    /// The height of one inbox row: three lines and their padding.
    static let rowHeight: Double = 88
    /// Padding around the card grid.
    static let cardPadding: Double = 16
    /// Space between neighbouring cards.
    static let cardGap: Double = 12

    /// The content's nodes.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        switch options.content {
        case .messages: messages(canvas: &canvas)
        case .cards: cards(canvas: &canvas)
        case .none: []
        }
    }

    /// English sample text whose leading edge is at `x` in left-to-right terms: in right-to-left layout it is
    /// mirrored and right-aligned but keeps its own left-to-right reading order.
    private func leading(
        _ text: String, font: FontSpec, x: Double, baseline: Double, fill: Color, opacity: Double? = nil,
        canvas: inout PreviewCanvas
    ) -> Node {
        let rtl = canvas.direction == .rtl
        return canvas.text(
            text, font: font, x: rtl ? width - x : x, baseline: baseline, fill: fill, opacity: opacity,
            anchor: rtl ? .end : .start, direction: .ltr)
    }

    /// `x` of a box `w` wide, mirrored in right-to-left layout.
    private func mx(_ x: Double, _ w: Double, _ canvas: PreviewCanvas) -> Double {
        canvas.direction == .rtl ? width - x - w : x
    }

    private func messages(canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        let height = Self.rowHeight
        let textX = 72.0
        let textWidth = max(0, width - textX - 16)
        let first = max(0, Int(((0 - top) / height).rounded(.down)))
        let last = min(options.rows, Int(((visibleHeight - top) / height).rounded(.up)) + 1)
        guard first < last else { return [] }
        let bold = FontSpec(size: 17, weight: 600)
        let body = FontSpec(size: 15, weight: 400)
        var nodes: [Node] = []
        nodes.reserveCapacity((last - first) * 7)
        for index in first..<last {
            let message = SampleMessages.messages[index % SampleMessages.messages.count]
            let y = top + Double(index) * height
            let avatar = ColorPalette.cardColors[index % ColorPalette.cardColors.count].color
            nodes.append(.circle(cx: mx(16, 44, canvas) + 22, cy: y + 34, r: 22, fill: .text(avatar.css)))
            nodes.append(
                canvas.text(
                    String(message.sender.prefix(1)), font: FontSpec(size: 19, weight: 600),
                    x: mx(16, 44, canvas) + 22, baseline: y + 41, fill: .white, anchor: .middle))
            let time = canvas.fitted(message.time, font: body, maxWidth: textWidth / 2)
            let timeWidth = canvas.measure(time, font: body).width
            let sender = canvas.fitted(message.sender, font: bold, maxWidth: textWidth - timeWidth - 8)
            let rtl = canvas.direction == .rtl
            nodes.append(leading(sender, font: bold, x: textX, baseline: y + 28, fill: palette.label, canvas: &canvas))
            nodes.append(
                canvas.text(
                    time, font: body, x: rtl ? 16 : width - 16, baseline: y + 28, fill: palette.labelSecondary,
                    anchor: rtl ? .start : .end, direction: .ltr))
            let subject = canvas.fitted(message.subject, font: body, maxWidth: textWidth)
            nodes.append(leading(subject, font: body, x: textX, baseline: y + 49, fill: palette.label, canvas: &canvas))
            let preview = canvas.fitted(message.preview, font: body, maxWidth: textWidth)
            nodes.append(
                leading(preview, font: body, x: textX, baseline: y + 70, fill: palette.labelSecondary, canvas: &canvas))
            nodes.append(
                .rect(
                    x: mx(textX, width - textX, canvas), y: y + height - hairline, width: width - textX,
                    height: hairline, fill: .text(palette.separator.css)))
        }
        return nodes
    }

    private func cards(canvas: inout PreviewCanvas) -> [Node] {
        let columns = max(2, min(4, Int((width - 20) / 190)))
        let inner = width - 2 * Self.cardPadding - Double(columns - 1) * Self.cardGap
        let cardWidth = max(1, inner / Double(columns))
        let cardHeight = (cardWidth * 1.25).rounded()
        let pitch = cardHeight + Self.cardGap
        let top = self.top + Self.cardPadding
        let firstRow = max(0, Int(((0 - top) / pitch).rounded(.down)))
        let lastRow = Int(((visibleHeight - top) / pitch).rounded(.up)) + 1
        let title = FontSpec(size: 17, weight: 700)
        let caption = FontSpec(size: 12, weight: 600)
        var nodes: [Node] = []
        var index = firstRow * columns
        while index < options.rows, index / columns < lastRow {
            let x = mx(Self.cardPadding + Double(index % columns) * (cardWidth + Self.cardGap), cardWidth, canvas)
            let y = top + Double(index / columns) * pitch
            let color = ColorPalette.cardColors[index % ColorPalette.cardColors.count].color
            let card = SampleMessages.cards[index % SampleMessages.cards.count]
            nodes.append(.rect(x: x, y: y, width: cardWidth, height: cardHeight, rx: 20, fill: .text(color.css)))
            let textX = canvas.direction == .rtl ? width - (x + cardWidth - 14) : x + 14
            let shownTitle = canvas.fitted(card.title, font: title, maxWidth: cardWidth - 28)
            nodes.append(
                leading(
                    card.caption, font: caption, x: textX, baseline: y + cardHeight - 40, fill: .white,
                    opacity: 0.8, canvas: &canvas))
            nodes.append(
                leading(shownTitle, font: title, x: textX, baseline: y + cardHeight - 18, fill: .white, canvas: &canvas)
            )
            index += 1
        }
        return nodes
    }
}
