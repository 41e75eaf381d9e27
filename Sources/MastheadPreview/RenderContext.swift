import MastheadGeometry
import MastheadSupport
import MastheadText

/// What rendering needs that lives for the whole service: the text shaper (fonts loaded once at start) and the
/// painters' caches, both made from the service's one ``MastheadSupport/CachePolicy``.
public struct RenderContext: Sendable {
    /// Measures and shapes every string drawn.
    public let shaper: TextShaper
    let paint: PaintCaches
    /// Whether the service's policy caches (and so its shaper keeps what it shaped).
    let caches: Bool

    /// A context over `shaper` whose painters cache as `caching` says.
    public init(shaper: TextShaper, caching: CachePolicy = CachePolicy(enabled: true)) {
        self.shaper = shaper
        paint = PaintCaches(caching)
        caches = caching.isEnabled
    }

    private init(shaper: TextShaper, paint: PaintCaches, caches: Bool) {
        self.shaper = shaper
        self.paint = paint
        self.caches = caches
    }

    /// The context an export draws its scene with: this one when the service caches; otherwise one whose shaper,
    /// over the same fonts, keeps what it shapes for this export alone, since a scene draws the same titles and
    /// labels at many offsets. What it keeps is what it would compute again, so the export is the same either way.
    func forOneScene() -> RenderContext {
        guard !caches else { return self }
        let shaper = TextShaper(library: shaper.library, caching: CachePolicy(enabled: true), cacheCapacity: 1024)
        return RenderContext(shaper: shaper, paint: paint, caches: false)
    }
}
