import MastheadGeometry
import MastheadPreview
import Testing

@testable import MastheadAudit

/// WCAG 2.x contrast ratios of known pairs, and compositing as an SVG renderer does it.
struct ContrastRatioTests {
    @Test(arguments: [
        (0x000000, 0xFFFFFF, 21.0),
        (0xFFFFFF, 0xFFFFFF, 1.0),
        // iOS system blue on white: 4.02:1.
        (0x007AFF, 0xFFFFFF, 4.02),
        // The lightest grey that passes 4.5:1 on white.
        (0x767676, 0xFFFFFF, 4.54),
        (0x1D1D1F, 0xFFFFFF, 16.83),
    ])
    func knownPairsHaveTheirPublishedRatios(foreground: UInt32, background: UInt32, ratio: Double) {
        let measured = ContrastRatio.ratio(Color(hex: foreground), Color(hex: background))
        #expect(abs(measured - ratio) < 0.005)
        #expect(ContrastRatio.ratio(Color(hex: background), Color(hex: foreground)) == measured)
    }

    @Test(arguments: [
        (0.0, 0xFFFFFF),
        (1.0, 0x000000),
        (0.5, 0x808080),
    ])
    func blackPaintedOverWhiteAtAnOpacityBlends(opacity: Double, expected: UInt32) {
        #expect(Color(hex: 0x000000).composited(over: Color(hex: 0xFFFFFF), opacity: opacity) == Color(hex: expected))
    }

    @Test(arguments: [
        (FontSpec(size: 17, weight: 600), false),
        (FontSpec(size: 17, weight: 700), false),
        (FontSpec(size: 19, weight: 700), true),
        (FontSpec(size: 22, weight: 400), false),
        (FontSpec(size: 34, weight: 700), true),
    ])
    func largeTextIsWCAGsLargeScale(font: FontSpec, large: Bool) {
        #expect(ContrastRule.isLarge(font) == large)
    }
}
