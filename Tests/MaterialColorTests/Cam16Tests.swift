import Testing

@testable import MaterialColor

/// CAM16 and the viewing conditions against the values of upstream's `typescript/hct/hct_test.ts`.
struct Cam16Tests {
    /// One row of the "CAM to ARGB" cases: colour, then hue, chroma, J, M, s, Q.
    struct Case: Sendable, CustomTestStringConvertible {
        let rgb: RGB
        let hue, chroma, j, m, s, q: Double
        var testDescription: String { String(rgb, radix: 16) }
    }

    @Test(
        "CAM16 of the primaries, white and black",
        arguments: [
            Case(rgb: 0xFF0000, hue: 27.408, chroma: 113.358, j: 46.445, m: 89.494, s: 91.890, q: 105.989),
            Case(rgb: 0x00FF00, hue: 142.140, chroma: 108.410, j: 79.332, m: 85.588, s: 78.605, q: 138.520),
            Case(rgb: 0x0000FF, hue: 282.788, chroma: 87.231, j: 25.466, m: 68.867, s: 93.675, q: 78.481),
            Case(rgb: 0xFFFFFF, hue: 209.492, chroma: 2.869, j: 100.0, m: 2.265, s: 12.068, q: 155.521),
            Case(rgb: 0x000000, hue: 0.0, chroma: 0.0, j: 0.0, m: 0.0, s: 0.0, q: 0.0),
        ])
    func appearance(of colour: Case) {
        let cam = Cam16(colour.rgb)
        #expect(isApproximatelyEqual(cam.hue, colour.hue, digits: 3))
        #expect(isApproximatelyEqual(cam.chroma, colour.chroma, digits: 3))
        #expect(isApproximatelyEqual(cam.j, colour.j, digits: 3))
        #expect(isApproximatelyEqual(cam.m, colour.m, digits: 3))
        #expect(isApproximatelyEqual(cam.s, colour.s, digits: 3))
        #expect(isApproximatelyEqual(cam.q, colour.q, digits: 3))
    }

    @Test("CAM16 back to sRGB gives the colour again", arguments: [0xFF0000, 0x00FF00, 0x0000FF] as [RGB])
    func roundTrip(rgb: RGB) {
        #expect(Cam16(rgb).rgb == rgb)
    }

    @Test("the default viewing conditions")
    func viewingConditions() {
        let vc = ViewingConditions.standard
        #expect(isApproximatelyEqual(vc.n, 0.184, digits: 3))
        #expect(isApproximatelyEqual(vc.aw, 29.981, digits: 3))
        #expect(isApproximatelyEqual(vc.nbb, 1.017, digits: 3))
        #expect(isApproximatelyEqual(vc.ncb, 1.017, digits: 3))
        #expect(isApproximatelyEqual(vc.c, 0.69, digits: 3))
        #expect(isApproximatelyEqual(vc.nc, 1.0, digits: 3))
        #expect(isApproximatelyEqual(vc.rgbD.x, 1.021, digits: 3))
        #expect(isApproximatelyEqual(vc.rgbD.y, 0.986, digits: 3))
        #expect(isApproximatelyEqual(vc.rgbD.z, 0.934, digits: 3))
        #expect(isApproximatelyEqual(vc.fl, 0.388, digits: 3))
        #expect(isApproximatelyEqual(vc.flRoot, 0.789, digits: 3))
        #expect(isApproximatelyEqual(vc.z, 1.909, digits: 3))
    }
}
