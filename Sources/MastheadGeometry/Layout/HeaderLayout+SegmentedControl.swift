extension HeaderLayout {
    /// Puts an iOS bar's segmented control (``SegmentedControlLayout``, laid out at `y = 0`) in its band directly
    /// above the content, and pins it under the bar once what is above it has scrolled away:
    ///
    /// - The band's top is `max(bar bottom, a pinned search band's bottom, content top)`: under the bar
    ///   (`compact`), under the large title (`large`) or the inline title (`inlineTitle`) at rest, under a search
    ///   band when there is one (as the search band collapses, the control rises with the content), and once the
    ///   content has scrolled up to the bar (or to a search band pinned under it) it stays there. A pull-down moves
    ///   it down with the content.
    /// - The content starts below the band.
    /// - While it is pinned, the header (its backing) and the hairline reach the band's bottom; resting lower, in the
    ///   content, it is drawn over the screen and the header is the bar's. The thresholds do not change.
    mutating func attachSegmentedControl(_ control: TabsPart) {
        guard let bar else { return }
        // A search band is a floor only while it is whole and under the bar (`searchBehavior=always`, pinned): one
        // that collapses, or has, goes with the content.
        let pinnedSearch = search.flatMap { $0.clip == nil && $0.frame.y <= bar.maxY + 1e-9 ? $0.frame.maxY : nil }
        let floor = max(bar.maxY, pinnedSearch ?? bar.maxY)
        let y = max(floor, contentTop)
        // The content scrolls under a pinned band: it starts the band's height below where it would.
        contentTop += control.frame.height
        let placed = control.offsetBy(dy: y)
        tabs = placed
        guard y <= floor + 1e-9 else { return }
        header.frame.height = max(header.frame.height, placed.frame.maxY - header.frame.y)
        if let line = hairline {
            hairline = HairlinePart(
                frame: Rect(x: line.frame.x, y: placed.frame.maxY, width: line.frame.width, height: line.frame.height),
                opacity: line.opacity)
        }
    }
}
