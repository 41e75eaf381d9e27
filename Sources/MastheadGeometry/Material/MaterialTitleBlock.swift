/// A Material bar's title with its optional subtitle, stacked as `TopAppBarLayout` stacks them (`AppBar.kt`): a
/// `Column` padded `TopAppBarHorizontalPadding` (4) on both sides, the title's line box over the subtitle's, each
/// line at the column's start or centred in it (`horizontalAlignment = titleHorizontalAlignment`).
///
/// The column is as wide as the wider line; its last baseline (what `TwoRowsTopAppBar`'s bottom padding is
/// measured from) is the subtitle's when there is one. Each line is fitted on its own to the box's width less the
/// padding, truncated with "…" as a one-line `Text` is.
struct MaterialTitleBlock: Sendable, Hashable {
    let title: FittedText
    let titleLineHeight: Double
    let subtitle: FittedText?
    let subtitleLineHeight: Double
    let centred: Bool

    /// `text` (and `subtitle`, when both it and its type are given) fitted into a box at most `maxBox` wide.
    init(
        _ text: String, _ type: MaterialType, subtitle: String?, _ subtitleType: MaterialType?, maxBox: Double,
        centred: Bool, fitter: TextFitter
    ) {
        let maxWidth = max(0, maxBox - 2 * Metrics.m3HorizontalPadding)
        title = fitter.fit(text, font: type.font, maxWidth: maxWidth)
        titleLineHeight = type.lineHeight
        if let subtitle, let subtitleType {
            self.subtitle = fitter.fit(subtitle, font: subtitleType.font, maxWidth: maxWidth)
            subtitleLineHeight = subtitleType.lineHeight
        } else {
            self.subtitle = nil
            subtitleLineHeight = 0
        }
        self.centred = centred
    }

    /// The column's width: the wider line.
    var columnWidth: Double { max(title.width, subtitle?.width ?? 0) }

    /// The box's width: the column and the padding on both sides.
    var boxWidth: Double { columnWidth + 2 * Metrics.m3HorizontalPadding }

    /// The block's height: the title's line box and the subtitle's (whose line height is 0 without one). Read from
    /// the two numbers alone: testing the optional subtitle copied it, text and all, at each of a layout's reads.
    var height: Double { titleLineHeight + subtitleLineHeight }

    /// From the block's top down to its last baseline.
    var lastBaseline: Double {
        guard let subtitle else { return title.materialBaselineInBox(lineHeight: titleLineHeight) }
        return titleLineHeight + subtitle.materialBaselineInBox(lineHeight: subtitleLineHeight)
    }

    /// The lines of a block whose box starts at `boxX` and whose top is `top`.
    func lines(boxX: Double, top: Double) -> (title: TextLine, subtitle: TextLine?) {
        let column = boxX + Metrics.m3HorizontalPadding
        let inset = { (width: Double) in centred ? (columnWidth - width) / 2 : 0 }
        let line = title.materialLine(x: column + inset(title.width), top: top, lineHeight: titleLineHeight)
        let second = subtitle.map { fitted in
            fitted.materialLine(
                x: column + inset(fitted.width), top: top + titleLineHeight, lineHeight: subtitleLineHeight)
        }
        return (line, second)
    }
}
