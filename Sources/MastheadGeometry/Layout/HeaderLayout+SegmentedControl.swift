extension HeaderLayout {
    /// Puts an iOS bar's segmented control (``SegmentedControlLayout``, laid out at `y = 0`) in its band under the
    /// bar, pinned there as the content scrolls:
    ///
    /// - `compact` and `inlineTitle`: the band sits directly under the bar (and slides with a `compact` bar that
    ///   scrolls away); the scroll view starts below it, so the content, and `inlineTitle`'s title in it, move down
    ///   by the band's height.
    /// - `large`: the band sits under the large-title row, which collapses above it as before; once the row has
    ///   scrolled away the band stays under the bar (`max(bar bottom, row bottom)`), and the content starts below
    ///   the band. A pull-down moves it down with the row.
    /// - The header and its backing reach the band's bottom, and the hairline moves there; the thresholds do not
    ///   change.
    mutating func attachSegmentedControl(_ control: TabsPart) {
        guard let bar else { return }
        let height = control.frame.height
        let y = style == .large ? max(bar.maxY, contentTop) : bar.maxY
        if style != .large, var title = largeTitle {
            // The title is in the content (its `scrollFrame` is in the scroll view's coordinates, which keep it).
            title.line = title.line.offsetBy(dy: height)
            title.subtitle = title.subtitle?.offsetBy(dy: height)
            title.anchor.y += height
            largeTitle = title
        }
        contentTop += height
        let placed = control.offsetBy(dy: y)
        tabs = placed
        header.frame.height = max(header.frame.height, placed.frame.maxY - header.frame.y)
        if let line = hairline {
            hairline = HairlinePart(
                frame: Rect(x: line.frame.x, y: placed.frame.maxY, width: line.frame.width, height: line.frame.height),
                opacity: line.opacity)
        }
    }
}
