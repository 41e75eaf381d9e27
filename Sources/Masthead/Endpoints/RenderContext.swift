import MastheadGeometry
import MastheadText

/// What rendering needs that lives for the whole service: the text shaper (fonts loaded once at start).
struct RenderContext: Sendable {
    let shaper: TextShaper
}
