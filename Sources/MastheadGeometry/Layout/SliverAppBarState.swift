/// Where Flutter's `SliverAppBar` stands after a scroll: the extent its persistent header is laid out at, where
/// that header's top is on screen, and how much of it the scroll has taken (`sliver_persistent_header.dart`).
///
/// - `maxExtent = S + max(expandedHeight, 56)`, `minExtent = S + 56` (`_SliverAppBarDelegate`, no `bottom`).
/// - The scroll offset the header follows is the offset itself, or with `floating` the effective offset of
///   `RenderSliverFloatingPersistentHeader`, replayed along `path`: scrolling up reveals it at once (an effective
///   offset past `maxExtent` is first brought back to it), scrolling down takes it again; it never exceeds the
///   offset.
/// - Pinned (`RenderSliverPinnedPersistentHeader`, and the floating pinned one): the header stays at the top,
///   `max(minExtent, maxExtent - shrink)` tall. Otherwise (`RenderSliverScrollingPersistentHeader` and the floating
///   one) it is as tall, and its top is `min(0, max(0, maxExtent - shrink) - extent)`: it slides away once
///   collapsed.
/// - A negative offset with `stretch` stretches the header by the overscroll (`stretchConfiguration`); without it
///   the header moves down with the content, as `BouncingScrollPhysics` (the physics that over-scroll) moves every
///   sliver.
struct SliverAppBarState {
    /// The header's laid-out height.
    var extent: Double
    /// The header's top on screen.
    var top: Double
    /// The shrink offset `FlexibleSpaceBarSettings` and the toolbar's opacity read, `0 ... maxExtent`.
    var shrink: Double
    /// The overscroll a stretched header grows by (0 without `stretch` or at a positive offset).
    var stretch: Double
    /// `FlexibleSpaceBarSettings.currentExtent`: `max(minExtent, maxExtent - shrink)`.
    var currentExtent: Double

    init(
        maxExtent: Double, minExtent: Double, pinned: Bool, floating: Bool, stretch: Bool, path: [Double],
        offset: Double
    ) {
        if offset < 0 {
            self.stretch = stretch ? -offset : 0
            shrink = 0
            currentExtent = maxExtent
            extent = maxExtent + self.stretch
            top = stretch ? 0 : -offset
            return
        }
        self.stretch = 0
        let effective =
            floating ? SliverAppBarState.floatingOffset(path: path, offset: offset, maxExtent: maxExtent) : offset
        shrink = min(effective, maxExtent)
        currentExtent = max(minExtent, maxExtent - shrink)
        extent = currentExtent
        top = pinned ? 0 : min(0, max(0, maxExtent - effective) - extent)
    }

    /// `RenderSliverFloatingPersistentHeader`'s effective scroll offset after the scroll went from 0 through `path`
    /// to `offset`, each point clamped to the top (`max(0, point)`).
    static func floatingOffset(path: [Double], offset: Double, maxExtent: Double) -> Double {
        var effective = 0.0
        var last = 0.0
        for point in path + [offset] where point.isFinite {
            let scrollOffset = max(0, point)
            if scrollOffset < last || effective < maxExtent {
                var delta = last - scrollOffset
                if scrollOffset < last {
                    // Scrolling up reveals: a header scrolled past its extent comes back from its edge.
                    effective = min(effective, maxExtent)
                } else if delta > 0 {
                    delta = 0
                }
                effective = min(max(effective - delta, 0), scrollOffset)
            } else {
                effective = scrollOffset
            }
            last = scrollOffset
        }
        return effective
    }

    /// The direction of the scroll's last move through `path` to `offset`: -1 up (toward the top), 1 down, 0 none.
    static func lastDirection(path: [Double], offset: Double) -> Double {
        var last = 0.0
        var direction = 0.0
        for point in path + [offset] where point.isFinite {
            if point != last { direction = point < last ? -1 : 1 }
            last = point
        }
        return direction
    }
}
