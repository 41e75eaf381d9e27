/// A Material 3 top app bar's scroll state after a scroll, as Compose's `TopAppBarState` holds it (`AppBar.kt`).
///
/// - `heightOffsetLimit`: collapsed − expanded height. Single-row bars (small, center-aligned) set it to minus
///   their whole height (`SingleRowTopAppBar`: `-expandedHeightPx`), so they can scroll away entirely; medium and
///   large (`TwoRowsTopAppBar`: `collapsedHeightPx - expandedHeightPx`) keep their 64-point top row.
/// - `heightOffset`: `pinned` 0; `exitUntilCollapsed` `clamp(-offset, limit, 0)`; `enterAlways` replays the
///   scroll from 0 through `path` to `offset`, each step `heightOffset = clamp(heightOffset - delta, limit, 0)`.
/// - `collapsedFraction = heightOffset / heightOffsetLimit` (0 when the limit is 0).
/// - `overlappedFraction = 1 - clamp(limit - contentOffset, limit, 0) / limit` with `contentOffset = -offset`
///   (the sum of the content's consumed scroll, negative once scrolled): `clamp(offset / height, 0, 1)`.
///
/// Non-finite path points are skipped (the request decoder refuses them).
struct TopAppBarState: Sendable, Hashable {
    /// `heightOffsetLimit`, negative.
    let limit: Double
    /// `heightOffset`, `limit ... 0`.
    let heightOffset: Double
    /// `overlappedFraction`, 0 ... 1.
    let overlappedFraction: Double

    init(style: HeaderStyle, behavior: ScrollBehavior, path: [Double], offset: Double) {
        limit =
            Metrics.m3SmallHeight - TopAppBarState.expandedHeight(style)
            - (TopAppBarState.isSingleRow(style) ? Metrics.m3SmallHeight : 0)
        switch behavior {
        case .pinned:
            heightOffset = 0
        case .exitUntilCollapsed:
            heightOffset = TopAppBarState.clamped(-offset, limit)
        case .enterAlways:
            var height = 0.0
            var previous = 0.0
            for point in path + [offset] where point.isFinite {
                height = TopAppBarState.clamped(height - (point - previous), limit)
                previous = point
            }
            heightOffset = height
        }
        let content = -offset
        overlappedFraction = limit == 0 ? 0 : 1 - TopAppBarState.clamped(limit - content, limit) / limit
    }

    /// How far a quick-returning bar `barHeight` tall has slid up (`-barHeight ... 0`) after the scroll passed
    /// through `path` to `offset`: `enterAlways`'s replay with the whole bar as the limit.
    static func quickReturnOffset(path: [Double], offset: Double, barHeight: Double) -> Double {
        var height = 0.0
        var previous = 0.0
        for point in path + [offset] where point.isFinite {
            height = clamped(height - (point - previous), -barHeight)
            previous = point
        }
        return height
    }

    /// `collapsedFraction`, 0 ... 1.
    var collapsedFraction: Double { limit == 0 ? 0 : heightOffset / limit }

    /// The expanded container height: 64 for small and center-aligned, 112 medium, 152 large.
    static func expandedHeight(_ style: HeaderStyle) -> Double {
        switch style {
        case .m3Medium: Metrics.m3MediumHeight
        case .m3Large: Metrics.m3LargeHeight
        default: Metrics.m3SmallHeight
        }
    }

    /// Whether the bar has one row (small, center-aligned) rather than a collapsing second one.
    static func isSingleRow(_ style: HeaderStyle) -> Bool {
        style != .m3Medium && style != .m3Large
    }

    /// `value.coerceIn(limit, 0)`.
    private static func clamped(_ value: Double, _ limit: Double) -> Double {
        min(max(value, limit), 0)
    }
}
