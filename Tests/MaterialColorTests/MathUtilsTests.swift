import Testing

@testable import MaterialColor

/// The helpers whose semantics follow Python rather than Java.
struct MathUtilsTests {
    @Test(
        "remainders take the divisor's sign, as Python's % does",
        arguments: [(-10.0, 360.0, 350.0), (370, 360, 10), (-720, 360, 0), (0, 360, 0), (359.5, 360, 359.5)])
    func modulo(dividend: Double, divisor: Double, expected: Double) {
        #expect(MathUtils.pythonModulo(dividend, divisor) == expected)
    }

    @Test("degrees are brought into 0..<360, a tiny negative rounding up to 360")
    func sanitizeDegrees() {
        #expect(MathUtils.sanitizeDegrees(-30) == 330)
        #expect(MathUtils.sanitizeDegrees(725) == 5)
        #expect(MathUtils.sanitizeDegrees(-1e-20) == 360)
    }

    @Test("halves round to even", arguments: [(0.5, 0), (1.5, 2), (2.5, 2), (-0.5, 0), (2.4999, 2), (127.5, 128)])
    func roundHalfEven(value: Double, expected: Int) {
        #expect(MathUtils.roundHalfEven(value) == expected)
    }

    @Test("sRGB channels survive linearizing and delinearizing", arguments: Array(0...255))
    func channelRoundTrip(channel: Int) {
        #expect(SRGB.delinearized(SRGB.linearized(channel)) == channel)
    }

    @Test("L*a*b* round trip of a few colours", arguments: [0x6750A4, 0x000000, 0xFFFFFF, 0x12AB34] as [RGB])
    func labRoundTrip(rgb: RGB) {
        #expect(LStar.rgb(lab: LStar.lab(rgb)) == rgb)
        #expect(LStar.rgb(fromLStar: LStar.lstar(0x777777)) == 0x777777)
    }
}
