import MastheadGeometry

/// The colours and strokes the preview draws Liquid Glass with (`fidelity=ios26`).
///
/// Apple publishes no colour values for Liquid Glass (HIG, Materials: the material "blurs and reflects" what is
/// under it and adapts to light and dark); every number here is this service's estimate, chosen by eye against
/// iOS 26 screenshots and listed in docs/styles.md: frosted white over light content, a dark grey over dark, the
/// `link` colour for a prominent item (UIKit's `.prominent` tints the platter with the bar's tint colour).
struct GlassLook {
    /// The platter's translucent fill.
    let fill: Color
    /// A faint outer edge that keeps the platter visible on a plain surface.
    let edge: Color
    /// The light inner rim (the glass's specular edge).
    let rim: Color

    /// The look on `palette`'s surface (dark glass on a dark screen), tinted for a prominent item.
    init(_ palette: ColorPalette, prominent: Bool) {
        let dark = palette.surface.red < 128
        if prominent {
            fill = palette.link.withAlpha(0.92)
            edge = palette.link
            rim = Color(red: 255, green: 255, blue: 255, alpha: 0.35)
        } else if dark {
            fill = Color(red: 58, green: 58, blue: 60, alpha: 0.62)
            edge = Color(red: 255, green: 255, blue: 255, alpha: 0.14)
            rim = Color(red: 255, green: 255, blue: 255, alpha: 0.22)
        } else {
            fill = Color(red: 255, green: 255, blue: 255, alpha: 0.66)
            edge = Color(red: 0, green: 0, blue: 0, alpha: 0.08)
            rim = Color(red: 255, green: 255, blue: 255, alpha: 0.9)
        }
    }

    /// The standard deviation, in points, of the blur of the content under a platter (an estimate: Apple gives no
    /// radius; 4 blurs text under a 44-point platter past reading, as iOS 26's glass does).
    static let blurDeviation: Double = 4
    /// How much of the blurred content shows under a platter: the bar's platters float over the scroll edge effect,
    /// whose ramp hides the content from 100 % at the top of the screen to none at the bar's bottom, about half
    /// across a platter (an estimate that keeps one drawing at every offset; the CSS page's backdrop blurs the
    /// effect and the content together).
    static let backdropOpacity: Double = 0.5
    /// The outer shadow layer, 1 point larger each side and 2 lower.
    static let shadowOuter = Color(red: 0, green: 0, blue: 0, alpha: 0.04)
    /// The inner shadow layer, half a point larger each side and 1 lower.
    static let shadowInner = Color(red: 0, green: 0, blue: 0, alpha: 0.06)
    /// The outer edge's stroke width.
    static let edgeWidth: Double = 0.5
    /// The inner rim's inset from the platter's outline.
    static let rimInset: Double = 0.75
    /// The inner rim's stroke width.
    static let rimWidth: Double = 1
}
