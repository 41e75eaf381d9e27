import MastheadGeometry
import MastheadSupport
import MastheadText

/// What rendering needs that lives for the whole service: the text shaper (fonts loaded once at start) and the
/// painters' caches, both made from the service's one ``MastheadSupport/CachePolicy``.
public struct RenderContext: Sendable {
    /// Measures and shapes every string drawn.
    public let shaper: TextShaper
    let paint: PaintCaches

    /// A context over `shaper` whose painters cache as `caching` says.
    public init(shaper: TextShaper, caching: CachePolicy = CachePolicy(enabled: true)) {
        self.shaper = shaper
        paint = PaintCaches(caching)
    }
}
