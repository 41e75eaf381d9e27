#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Cam16 {
    /// The sRGB colour of this appearance (`Cam16.toInt` / `viewed`); out-of-gamut points are clamped per
    /// channel, so only colours that came from sRGB survive the round trip unchanged.
    var rgb: RGB {
        SRGB.rgb(xyz: xyz())
    }

    /// The XYZ point of this appearance (`xyzInViewingConditions`), formula for formula.
    func xyz(conditions vc: ViewingConditions = .standard) -> Triple {
        let alpha = (chroma == 0.0 || j == 0.0) ? 0.0 : chroma / (j / 100.0).squareRoot()
        let t = pow(
            alpha / pow(CAM16Model.alphaBase - pow(CAM16Model.alphaNBase, vc.n), CAM16Model.alphaExponent),
            1.0 / CAM16Model.tExponent)
        let hRad = hue * Double.pi / 180.0
        let eHue = 0.25 * (cos(hRad + 2.0) + 3.8)
        let ac = vc.aw * pow(j / 100.0, 1.0 / vc.c / vc.z)
        let p1 = eHue * CAM16Model.eccentricityScale * vc.nc * vc.ncb
        let p2 = ac / vc.nbb
        let hSin = sin(hRad)
        let hCos = cos(hRad)
        let gamma = 23.0 * (p2 + CAM16Model.achromaticOffset) * t / (23.0 * p1 + 11 * t * hCos + 108.0 * t * hSin)
        let a = gamma * hCos
        let b = gamma * hSin
        let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
        let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
        let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
        let cone = Triple(Self.uncompress(rA, vc), Self.uncompress(gA, vc), Self.uncompress(bA, vc))
        let discounted = Triple(cone.x / vc.rgbD.x, cone.y / vc.rgbD.y, cone.z / vc.rgbD.z)
        return MathUtils.multiply(discounted, CAM16Model.cat16Inverse)
    }

    /// The inverse of the post-adaptation compression for one channel; responses at or past the
    /// compression's ceiling give 0, as upstream's `max(0, …)` does.
    private static func uncompress(_ adapted: Double, _ vc: ViewingConditions) -> Double {
        let base = (CAM16Model.compressionOffset * abs(adapted)) / (CAM16Model.compressionScale - abs(adapted))
        let positiveBase = base > 0 ? base : 0
        return MathUtils.signum(adapted) * (100.0 / vc.fl) * pow(positiveBase, 1.0 / CAM16Model.compressionExponent)
    }
}
