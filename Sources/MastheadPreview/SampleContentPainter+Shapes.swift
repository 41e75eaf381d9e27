import MastheadGeometry

extension SampleContentPainter {
    /// The filled shapes of the visible items, in paint order: each inbox row's avatar, each story card. The rows'
    /// text and separators are not shapes (nothing stands on them).
    func shapes(direction: LayoutDirection) -> [ContentShape] {
        let grid = options.content == .cards ? cardGrid : nil
        return visibleItems(direction: direction).map { item in
            let color = ColorPalette.cardColors[item.index % ColorPalette.cardColors.count].color
            if let grid {
                return ContentShape(
                    box: Rect(x: item.x, y: item.y, width: grid.cardWidth, height: grid.cardHeight), color: color)
            }
            // The avatar: a circle of radius 22 centred 22 in from the row's leading 16 and 34 down (``messageRow``).
            let box = Rect(x: mx(16, 44, direction), y: item.y + 12, width: 44, height: 44)
            return ContentShape(box: box, color: color)
        }
    }
}
