import MastheadGeometry
import SVGWriter

/// The sample content scrolling under the header: inbox rows or story cards, starting at the layout's content
/// top and moving up with the offset.
///
/// Only items that overlap the visible band `0 ..< visibleHeight` are drawn, so a deep offset or 200 rows costs no
/// more than a screenful. Positions are worked out left to right and mirrored for right-to-left layout; text keeps
/// its reading direction.
///
/// An item looks the same wherever it is, so with `text=text` each is rendered once, in its own coordinates, and
/// kept in ``SampleRowKey/cache``; a preview then places the markup with a translation, one item a line, sharing it
/// rather than copying it. Outlined text (`text=paths`) needs the document's shared glyph definitions, so it is
/// drawn afresh at its position.
struct SampleContentPainter {
    /// Where the first item starts, from the geometry.
    let top: Double
    /// The screen width.
    let width: Double
    /// How much of the screen is drawn (the crop, or the screen height).
    var visibleHeight: Double
    /// The physical pixel in points, for separators.
    let hairline: Double
    /// Messages, cards or nothing, and how many.
    let options: PreviewOptions
    /// The Dynamic Type category of the inbox rows' text.
    var textSize: TextSize = .default
    /// The Android font scale of the inbox rows' text under a Material bar (``FontScaleConverter``); 1 elsewhere.
    var fontScale: Double = 1

    /// The inbox rows' sender size: the Body size of ``textSize`` (17 at Large), through ``fontScale`` as sp.
    var bodySize: Double { FontScaleConverter(scale: fontScale).dp(textSize.body) }
    /// The inbox rows' subject, preview and time size: the Subheadline size (15 at Large), through ``fontScale``.
    var subheadlineSize: Double { FontScaleConverter(scale: fontScale).dp(textSize.subheadline) }

    /// The height of one inbox row at the default text size: three lines and their padding.
    static let rowHeight: Double = 88
    /// How far a row's lines move per point of type size above the default: Inter's line height, 1.21 em
    /// (`fonts-inter` hhea ascent 0.969 + descent 0.242), rounded to 1.2.
    static let lineAdvancePerPoint: Double = 1.2

    /// An inbox row's baselines and height at `textSize` and `fontScale`: the sender on ``bodySize``, subject,
    /// preview and time on ``subheadlineSize``; each line moves down by its growth.
    var rowMetrics: (sender: Double, subject: Double, preview: Double, height: Double) {
        let body = (bodySize - TextSize.default.body) * Self.lineAdvancePerPoint
        let subheadline = (subheadlineSize - TextSize.default.subheadline) * Self.lineAdvancePerPoint
        let growth = body + 2 * subheadline
        return (28 + body, 49 + body + subheadline, 70 + growth, Self.rowHeight + growth)
    }
    /// Padding around the card grid.
    static let cardPadding: Double = 16
    /// Space between neighbouring cards.
    static let cardGap: Double = 12
    /// After how many items the samples repeat: messages, cards and colours all cycle together.
    static let sampleCycle = 8

    /// The content's nodes.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        let items = visibleItems(direction: canvas.direction)
        guard !items.isEmpty else { return [] }
        guard canvas.textMode == .text else {
            var nodes: [Node] = []
            nodes.reserveCapacity(items.count * 7)
            for item in items { nodes += self.item(item.index, x: item.x, y: item.y, canvas: &canvas) }
            return nodes
        }
        let cached = cachedItems(canvas: canvas)
        return [.placed(items.map { item in Placement(cached[item.index % Self.sampleCycle], x: item.x, y: item.y) })]
    }

    /// One item to draw: which sample it is and its top-left corner.
    struct Item {
        let index: Int
        let x: Double
        let y: Double
    }

    /// The items that overlap the visible band, in paint order: each one's index and top-left corner (rows start
    /// at x = 0).
    func visibleItems(direction: LayoutDirection) -> [Item] {
        switch options.content {
        case .messages:
            let height = rowMetrics.height
            let first = max(0, Int(((0 - top) / height).rounded(.down)))
            // Row `i` shows when it starts above the band's bottom: `top + i * height < visibleHeight`.
            let last = min(options.rows, Int(((visibleHeight - top) / height).rounded(.up)))
            guard first < last else { return [] }
            return (first..<last).map { index in Item(index: index, x: 0, y: top + Double(index) * height) }
        case .cards:
            let grid = cardGrid
            let top = self.top + Self.cardPadding
            let firstRow = max(0, Int(((0 - top) / grid.pitch).rounded(.down)))
            let lastRow = Int(((visibleHeight - top) / grid.pitch).rounded(.up))
            var items: [Item] = []
            var index = firstRow * grid.columns
            while index < options.rows, index / grid.columns < lastRow {
                let column = Double(index % grid.columns)
                let x = mx(Self.cardPadding + column * (grid.cardWidth + Self.cardGap), grid.cardWidth, direction)
                items.append(Item(index: index, x: x, y: top + Double(index / grid.columns) * grid.pitch))
                index += 1
            }
            return items
        case .none:
            return []
        }
    }

    /// Item `index` drawn with its top-left corner at (`x`, `y`): an inbox row (which ignores `x`) or a card.
    func item(_ index: Int, x: Double, y: Double, canvas: inout PreviewCanvas) -> [Node] {
        options.content == .cards ? card(index, x: x, y: y, canvas: &canvas) : messageRow(index, y: y, canvas: &canvas)
    }

    /// Every sample item's markup at the origin, from the cache or rendered now.
    func cachedItems(canvas: PreviewCanvas) -> [String] {
        let key = SampleRowKey(
            content: options.content, width: width, hairline: hairline, direction: canvas.direction,
            palette: canvas.palette, textSize: textSize, fontScale: fontScale,
            typeface: canvas.typeface)
        return canvas.caches.sampleRows.value(for: key) {
            var scratch = canvas
            return (0..<Self.sampleCycle).map { index in
                Node.inlineMarkup(item(index, x: 0, y: 0, canvas: &scratch), capacity: 1536)
            }
        }
    }

    /// `x` of a box `w` wide, mirrored in right-to-left layout.
    func mx(_ x: Double, _ w: Double, _ direction: LayoutDirection) -> Double {
        direction == .rtl ? width - x - w : x
    }
}
