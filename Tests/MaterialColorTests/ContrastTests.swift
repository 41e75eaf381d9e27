import Testing

@testable import MaterialColor

/// Contrast ratios and the tone searches built on them.
struct ContrastTests {
    @Test("black on white is 21:1, a tone on itself 1:1, and tones outside 0...100 are clamped")
    func ratios() {
        #expect(isApproximatelyEqual(Contrast.ratio(ofTones: 0, 100), 21, digits: 9))
        #expect(Contrast.ratio(ofTones: 40, 40) == 1)
        #expect(Contrast.ratio(ofTones: -10, 120) == Contrast.ratio(ofTones: 0, 100))
    }

    @Test("lighter and darker reach the asked ratio, or say -1 when no tone can", arguments: [1.5, 3, 4.5, 7])
    func searches(ratio: Double) {
        let light = Contrast.lighter(20, ratio: ratio)
        #expect(light > 20 && Contrast.ratio(ofTones: light, 20) >= ratio)
        let dark = Contrast.darker(90, ratio: ratio)
        #expect(dark < 90 && Contrast.ratio(ofTones: dark, 90) >= ratio)
        #expect(Contrast.lighter(95, ratio: 7) == -1)
        #expect(Contrast.lighterUnsafe(95, ratio: 7) == 100)
        #expect(Contrast.darkerUnsafe(5, ratio: 7) == 0)
    }

    @Test("contrast curves give their four points and interpolate between them")
    func curve() {
        let curve = ContrastCurve(3, 4.5, 7, 11)
        #expect(curve.value(at: -2) == 3)
        #expect(curve.value(at: 0) == 4.5)
        #expect(curve.value(at: 0.25) == 5.75)
        #expect(curve.value(at: 0.5) == 7)
        #expect(curve.value(at: 1) == 11)
    }

    @Test("foreground tones: light on dark backgrounds, dark on light ones, 49 or 60 never skipped over")
    func foreground() {
        let onDark = DynamicColor.foregroundTone(20, 4.5)
        #expect(onDark > 20 && Contrast.ratio(ofTones: onDark, 20) >= 4.5)
        let onLight = DynamicColor.foregroundTone(90, 4.5)
        #expect(onLight < 90 && Contrast.ratio(ofTones: onLight, 90) >= 4.5)
        #expect(DynamicColor.tonePrefersLightForeground(59.4))
        #expect(!DynamicColor.tonePrefersLightForeground(59.5))
        #expect(DynamicColor.toneAllowsLightForeground(49.5) == false)
    }
}
