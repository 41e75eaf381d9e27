#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CAM16 viewing conditions, after `hct/ViewingConditions.java` in material-color-utilities and
/// `materialyoucolor/hct/viewing_conditions.py`.
///
/// Only `standard` is used: D65 white, an adapting luminance of 200/π · Y(L* 50) / 100 lux, a mid-grey
/// (L* 50) background, average surround (2.0) and no discounting of the illuminant.
struct ViewingConditions: Sendable {
    /// Background induction factor n.
    let n: Double
    /// Achromatic response of the white point.
    let aw: Double
    /// Brightness induction factor.
    let nbb: Double
    /// Chromatic induction factor.
    let ncb: Double
    /// Exponential non-linearity c.
    let c: Double
    /// Chromatic induction factor Nc.
    let nc: Double
    /// Per-channel degree-of-adaptation factors D.
    let rgbD: Triple
    /// Luminance-level adaptation factor F_L.
    let fl: Double
    /// F_L to the power 0.25.
    let flRoot: Double
    /// Base exponential non-linearity z.
    let z: Double

    /// The default conditions of `ViewingConditions.DEFAULT`.
    static let standard = make()

    /// The conditions of `make()` with its defaults; see the type's comment.
    private static func make() -> ViewingConditions {
        let white = SRGB.whitePointD65
        let adaptingLuminance = (200.0 / Double.pi) * LStar.y(fromLStar: 50.0) / 100.0
        let backgroundLStar = 50.0
        let surround = 2.0
        let whiteRGB = MathUtils.multiply(white, CAM16Model.cat16)
        let (rW, gW, bW) = (whiteRGB.x, whiteRGB.y, whiteRGB.z)
        let f = 0.8 + surround / 10.0
        // Surround 2 gives f = 1, on the average-to-bright branch of `make()`; its dim branch, c from 0.525 to
        // 0.59 for f below 0.9, never applies here.
        let c = MathUtils.lerp(0.59, 0.69, (f - 0.9) * 10.0)
        var d = f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
        d = d > 1.0 ? 1.0 : (d < 0.0 ? 0.0 : d)
        let rgbD = Triple(d * (100.0 / rW) + 1.0 - d, d * (100.0 / gW) + 1.0 - d, d * (100.0 / bW) + 1.0 - d)
        let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
        let k4 = k * k * k * k
        let k4F = 1.0 - k4
        // The Python port takes a cube root with `** (1 / 3)` where Java calls Math.cbrt; follow Python.
        let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * pow(5.0 * adaptingLuminance, 1.0 / 3.0)
        let n = LStar.y(fromLStar: backgroundLStar) / white.y
        let z = 1.48 + n.squareRoot()
        let nbb = 0.725 / pow(n, 0.2)
        let exponent = CAM16Model.compressionExponent
        let factors = Triple(
            pow((fl * rgbD.x * rW) / 100.0, exponent),
            pow((fl * rgbD.y * gW) / 100.0, exponent),
            pow((fl * rgbD.z * bW) / 100.0, exponent)
        )
        let scale = CAM16Model.compressionScale
        let offset = CAM16Model.compressionOffset
        let rA = (scale * factors.x) / (factors.x + offset)
        let gA = (scale * factors.y) / (factors.y + offset)
        let bA = (scale * factors.z) / (factors.z + offset)
        let aw = (2.0 * rA + gA + 0.05 * bA) * nbb
        return ViewingConditions(
            n: n, aw: aw, nbb: nbb, ncb: nbb, c: c, nc: f, rgbD: rgbD, fl: fl, flRoot: pow(fl, 0.25), z: z)
    }
}
