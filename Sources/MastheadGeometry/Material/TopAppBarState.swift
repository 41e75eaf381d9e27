/// A Material 3 top app bar's scroll state after a scroll, as Compose's `TopAppBarState` holds it (`AppBar.kt`).
///
/// - `heightOffsetLimit`: single-row bars (small, center-aligned) set it to minus their whole height, so they can
///   scroll away entirely; two-row bars to minus their bottom row, keeping their 64-point top row
///   (`adjustHeightOffsetLimit`; ``MaterialBarSpec/limit``).
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

    /// The state after scrolling through `path` to `offset` of a bar whose `heightOffsetLimit` is `limit`
    /// (``MaterialBarSpec/limit``).
    init(limit: Double, behavior: ScrollBehavior, path: [Double], offset: Double) {
        self.limit = limit
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

    /// `value.coerceIn(limit, 0)`.
    private static func clamped(_ value: Double, _ limit: Double) -> Double {
        min(max(value, limit), 0)
    }
}
