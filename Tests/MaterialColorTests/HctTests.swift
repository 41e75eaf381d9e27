import Testing

@testable import MaterialColor

/// HCT and its solver against the values of upstream's `typescript/hct/hct_test.ts`.
struct HctTests {
    @Test("HCT of green and blue")
    func fromRGB() {
        let green = Hct(rgb: 0x00FF00)
        #expect(isApproximatelyEqual(green.hue, 142.139, digits: 2))
        #expect(isApproximatelyEqual(green.chroma, 108.410, digits: 2))
        #expect(isApproximatelyEqual(green.tone, 87.737, digits: 2))
        let blue = Hct(rgb: 0x0000FF)
        #expect(isApproximatelyEqual(blue.hue, 282.788, digits: 2))
        #expect(isApproximatelyEqual(blue.chroma, 87.230, digits: 2))
        #expect(isApproximatelyEqual(blue.tone, 32.302, digits: 2))
    }

    @Test("blue at tone 90 is solved to the nearest real colour")
    func blueTone90() {
        let hct = Hct(hue: 282.788, chroma: 87.230, tone: 90.0)
        #expect(isApproximatelyEqual(hct.hue, 282.239, digits: 2))
        #expect(isApproximatelyEqual(hct.chroma, 19.144, digits: 2))
        #expect(isApproximatelyEqual(hct.tone, 90.035, digits: 2))
    }

    @Test("the baseline seed #6750A4: ARGB bits above the colour are ignored, and the round trip is exact")
    func baselineSeed() {
        let hct = Hct(rgb: 0xFF67_50A4)
        #expect(hct.rgb == 0x6750A4)
        #expect(Hct(hue: hct.hue, chroma: hct.chroma, tone: hct.tone).rgb == 0x6750A4)
        // Hue, chroma and tone as materialyoucolor 3.0.4 gives them: 298.98100, 47.85653, 40.08324.
        #expect(isApproximatelyEqual(hct.hue, 298.981, digits: 3))
        #expect(isApproximatelyEqual(hct.chroma, 47.857, digits: 3))
        #expect(isApproximatelyEqual(hct.tone, 40.083, digits: 3))
    }

    /// Whether a colour lies on the sRGB cube's surface, where a solver may run out of chroma.
    func isOnBoundary(_ rgb: RGB) -> Bool {
        [RGBComponents.red(rgb), RGBComponents.green(rgb), RGBComponents.blue(rgb)].contains { $0 == 0 || $0 == 255 }
    }

    @Test("the solver's answers are close in hue and tone, and short of chroma only on the gamut's edge")
    func solverIsClose() {
        for hue in stride(from: 15.0, to: 360, by: 30) {
            for chroma in stride(from: 0.0, through: 100, by: 10) {
                for tone in stride(from: 20.0, through: 80, by: 10) {
                    let hct = Hct(hue: hue, chroma: chroma, tone: tone)
                    if chroma > 0 { #expect(abs(hct.hue - hue) <= 4.0) }
                    #expect(hct.chroma >= 0 && hct.chroma <= chroma + 2.5)
                    if hct.chroma < chroma - 2.5 { #expect(isOnBoundary(hct.rgb)) }
                    #expect(abs(hct.tone - tone) <= 0.5)
                }
            }
        }
    }

    @Test("chroma 0 and the ends of the tone range give greys", arguments: [0.0, 0.00005, 50, 99.99995, 100])
    func greys(tone: Double) {
        let rgb = Hct(hue: 120, chroma: tone == 50 ? 0 : 40, tone: tone).rgb
        #expect(RGBComponents.red(rgb) == RGBComponents.green(rgb))
        #expect(RGBComponents.green(rgb) == RGBComponents.blue(rgb))
    }

    @Test("NaN and infinite arguments give colours instead of trapping; tones past the ends clamp")
    func nonFinite() {
        _ = Hct(hue: .nan, chroma: 40, tone: 50)
        _ = Hct(hue: 120, chroma: .nan, tone: 50)
        _ = Hct(hue: 120, chroma: .infinity, tone: 50)
        _ = Hct(hue: 120, chroma: 40, tone: .nan)
        #expect(Hct(hue: 120, chroma: 40, tone: .infinity).rgb == 0xFFFFFF)
        #expect(Hct(hue: 120, chroma: 40, tone: -.infinity).rgb == 0x000000)
        #expect(TonalPalette(hue: 200, chroma: 30).tone(150) == 0xFFFFFF)
        #expect(TonalPalette(hue: 200, chroma: 30).tone(-5) == 0x000000)
    }
}
