import MastheadGeometry
import SVGWriter

/// The drawing of one inbox row and one story card, at a given position.
extension SampleContentPainter {
    /// The card grid for the screen width: two to four columns, cards 5:4 tall.
    var cardGrid: (columns: Int, cardWidth: Double, cardHeight: Double, pitch: Double) {
        let columns = max(2, min(4, Int((width - 20) / 190)))
        let inner = width - 2 * Self.cardPadding - Double(columns - 1) * Self.cardGap
        let cardWidth = max(1, inner / Double(columns))
        let cardHeight = (cardWidth * 1.25).rounded()
        return (columns, cardWidth, cardHeight, cardHeight + Self.cardGap)
    }

    /// How tall all `options.rows` items are from ``top``: the rows, or the card grid with its padding.
    var contentHeight: Double {
        switch options.content {
        case .messages:
            return Double(options.rows) * rowMetrics.height
        case .cards:
            let grid = cardGrid
            let gridRows = (options.rows + grid.columns - 1) / grid.columns
            return gridRows == 0 ? 0 : 2 * Self.cardPadding + Double(gridRows) * grid.pitch - Self.cardGap
        case .none:
            return 0
        }
    }

    /// Inbox row `index` with its top at `y`: avatar, sender and time, subject, preview and the separator.
    func messageRow(_ index: Int, y: Double, canvas: inout PreviewCanvas) -> [Node] {
        let palette = canvas.palette
        let row = rowMetrics
        let height = row.height
        let textX = 72.0
        let textWidth = max(0, width - textX - 16)
        let bold = FontSpec(size: bodySize, weight: 600, typeface: canvas.typeface)
        let body = FontSpec(size: subheadlineSize, weight: 400, typeface: canvas.typeface)
        let message = SampleMessages.messages[index % SampleMessages.messages.count]
        let avatar = ColorPalette.cardColors[index % ColorPalette.cardColors.count].color
        var nodes: [Node] = []
        nodes.reserveCapacity(7)
        nodes.append(.circle(cx: mx(16, 44, canvas.direction) + 22, cy: y + 34, r: 22, fill: .text(avatar.css)))
        nodes.append(
            canvas.text(
                String(message.sender.prefix(1)),
                font: FontSpec(size: 19, weight: 600, typeface: canvas.typeface),
                x: mx(16, 44, canvas.direction) + 22, baseline: y + 41, fill: .white, anchor: .middle))
        let time = canvas.fitted(message.time, font: body, maxWidth: textWidth / 2)
        let timeWidth = canvas.measure(time, font: body).width
        let sender = canvas.fitted(message.sender, font: bold, maxWidth: textWidth - timeWidth - 8)
        let rtl = canvas.direction == .rtl
        nodes.append(
            leading(sender, font: bold, x: textX, baseline: y + row.sender, fill: palette.label, canvas: &canvas))
        nodes.append(
            canvas.text(
                time, font: body, x: rtl ? 16 : width - 16, baseline: y + row.sender, fill: palette.labelSecondary,
                anchor: rtl ? .start : .end, direction: .ltr))
        let subject = canvas.fitted(message.subject, font: body, maxWidth: textWidth)
        nodes.append(
            leading(subject, font: body, x: textX, baseline: y + row.subject, fill: palette.label, canvas: &canvas))
        let preview = canvas.fitted(message.preview, font: body, maxWidth: textWidth)
        nodes.append(
            leading(
                preview, font: body, x: textX, baseline: y + row.preview, fill: palette.labelSecondary,
                canvas: &canvas))
        nodes.append(
            .rect(
                x: mx(textX, width - textX, canvas.direction), y: y + height - hairline, width: width - textX,
                height: hairline, fill: .text(palette.separator.css)))
        return nodes
    }

    /// Story card `index` with its top-left corner at (`x`, `y`): the coloured card, its caption and title.
    func card(_ index: Int, x: Double, y: Double, canvas: inout PreviewCanvas) -> [Node] {
        let grid = cardGrid
        let title = FontSpec(size: 17, weight: 700, typeface: canvas.typeface)
        let caption = FontSpec(size: 12, weight: 600, typeface: canvas.typeface)
        let color = ColorPalette.cardColors[index % ColorPalette.cardColors.count].color
        let card = SampleMessages.cards[index % SampleMessages.cards.count]
        var nodes: [Node] = [
            .rect(x: x, y: y, width: grid.cardWidth, height: grid.cardHeight, rx: 20, fill: .text(color.css))
        ]
        let textX = canvas.direction == .rtl ? width - (x + grid.cardWidth - 14) : x + 14
        let shownTitle = canvas.fitted(card.title, font: title, maxWidth: grid.cardWidth - 28)
        nodes.append(
            leading(
                card.caption, font: caption, x: textX, baseline: y + grid.cardHeight - 40, fill: .white,
                opacity: 0.8, canvas: &canvas))
        nodes.append(
            leading(
                shownTitle, font: title, x: textX, baseline: y + grid.cardHeight - 18, fill: .white, canvas: &canvas))
        return nodes
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
}
