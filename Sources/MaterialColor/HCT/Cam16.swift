#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in the CAM16 appearance model under `ViewingConditions.standard`, after `hct/Cam16.java` in
/// material-color-utilities and `materialyoucolor/hct/cam16.py`.
///
/// Black has hue 0 and chroma 0; hue is in degrees on `0..<360`.
struct Cam16: Sendable, Hashable {
    /// Hue angle h in degrees.
    let hue: Double
    /// Chroma C.
    let chroma: Double
    /// Lightness J.
    let j: Double
    /// Brightness Q.
    let q: Double
    /// Colourfulness M.
    let m: Double
    /// Saturation s.
    let s: Double
    /// CAM16-UCS J*.
    let jstar: Double
    /// CAM16-UCS a*.
    let astar: Double
    /// CAM16-UCS b*.
    let bstar: Double

    /// The appearance of an sRGB colour (`Cam16.fromInt`).
    init(_ rgb: RGB) {
        self.init(xyz: SRGB.xyz(rgb))
    }

    /// The appearance of an XYZ point (`fromXyzInViewingConditions`), formula for formula.
    init(xyz: Triple, conditions vc: ViewingConditions = .standard) {
        let cone = MathUtils.multiply(xyz, CAM16Model.cat16)
        let rD = vc.rgbD.x * cone.x
        let gD = vc.rgbD.y * cone.y
        let bD = vc.rgbD.z * cone.z
        let exponent = CAM16Model.compressionExponent
        let rAF = pow((vc.fl * abs(rD)) / 100.0, exponent)
        let gAF = pow((vc.fl * abs(gD)) / 100.0, exponent)
        let bAF = pow((vc.fl * abs(bD)) / 100.0, exponent)
        let scale = CAM16Model.compressionScale
        let offset = CAM16Model.compressionOffset
        let rA = (MathUtils.signum(rD) * scale * rAF) / (rAF + offset)
        let gA = (MathUtils.signum(gD) * scale * gAF) / (gAF + offset)
        let bA = (MathUtils.signum(bD) * scale * bAF) / (bAF + offset)

        let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
        let b = (rA + gA - 2.0 * bA) / 9.0
        let u = (20.0 * rA + 20.0 * gA + 21.0 * bA) / 20.0
        let p2 = (40.0 * rA + 20.0 * gA + bA) / 20.0
        let atanDegrees = (atan2(b, a) * 180.0) / Double.pi
        let hue = MathUtils.sanitizeDegrees(atanDegrees)
        let hueRadians = (hue * Double.pi) / 180.0

        let ac = p2 * vc.nbb
        let j = 100.0 * pow(ac / vc.aw, vc.c * vc.z)
        let q = (4.0 / vc.c) * (j / 100.0).squareRoot() * (vc.aw + 4.0) * vc.flRoot
        let huePrime = hue < CAM16Model.hueUnwrapLimit ? hue + 360 : hue
        let eHue = 0.25 * (cos((huePrime * Double.pi) / 180.0 + 2.0) + 3.8)
        let p1 = CAM16Model.eccentricityScale * eHue * vc.nc * vc.ncb
        let t = (p1 * (a * a + b * b).squareRoot()) / (u + CAM16Model.achromaticOffset)
        let alpha =
            pow(t, CAM16Model.tExponent)
            * pow(CAM16Model.alphaBase - pow(CAM16Model.alphaNBase, vc.n), CAM16Model.alphaExponent)
        let c = alpha * (j / 100.0).squareRoot()
        let m = c * vc.flRoot
        let s = 50.0 * ((alpha * vc.c) / (vc.aw + 4.0)).squareRoot()
        let mstar = (1.0 / CAM16Model.ucsC2) * log(1.0 + CAM16Model.ucsC2 * m)
        self.hue = hue
        self.chroma = c
        self.j = j
        self.q = q
        self.m = m
        self.s = s
        self.jstar = ((1.0 + 100.0 * CAM16Model.ucsC1) * j) / (1.0 + CAM16Model.ucsC1 * j)
        self.astar = mstar * cos(hueRadians)
        self.bstar = mstar * sin(hueRadians)
    }
}
