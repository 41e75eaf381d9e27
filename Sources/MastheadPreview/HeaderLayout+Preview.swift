import MastheadGeometry

extension HeaderLayout {
    /// The colour the layout gives the role `name` (a Material bar's `container`, `onSurface`, …), if any.
    func color(role name: String) -> Color? {
        colors.first { $0.name == name }?.color
    }

    /// Whether the bar is drawn with UIKit's material (`fidelity=uikit` on the `compact` and `large` bars).
    var drawsUIKitMaterial: Bool {
        fidelity == .uikit && (style == .compact || style == .large)
    }

    /// A Material bar's bottom row, under its top row: what the expanded title is clipped to (Compose's
    /// `clipToBounds`), so it never shows over the top row. The top row is ``Metrics/m3SmallHeight`` tall, or as tall
    /// as the collapsed `title` block's line boxes when a large font scale makes them taller.
    static func materialBottomRow(of bar: Rect, title: TitlePart?) -> Rect {
        let block = (title?.line.frame.height ?? 0) + (title?.subtitle?.frame.height ?? 0)
        let rowTop = bar.y + max(Metrics.m3SmallHeight, block)
        return Rect(x: bar.x, y: rowTop, width: bar.width, height: max(0, bar.maxY - rowTop))
    }
}
