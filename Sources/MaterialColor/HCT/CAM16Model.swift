/// The constants of the CAM16 colour appearance model as material-color-utilities writes them in
/// `hct/Cam16.java` and `hct/ViewingConditions.java` (Python port: `materialyoucolor/hct/cam16.py`,
/// `viewing_conditions.py`).
///
/// Li et al., "Comprehensive colour solutions: CAM16, CAT16, and CAM16-UCS" (2017) is where they come from;
/// the values here are upstream's spellings, which the bit-exact checks depend on.
enum CAM16Model {
    /// CAT16: XYZ to cone-like RGB (`fromXyzInViewingConditions`, `ViewingConditions.make`), rows R, G, B.
    static let cat16: [Triple] = [
        Triple(0.401288, 0.650173, -0.051461),
        Triple(-0.250268, 1.204414, 0.045854),
        Triple(-0.002079, 0.048952, 0.953127),
    ]
    /// The inverse of CAT16 as `Cam16.xyzInViewingConditions` writes it, rows X, Y, Z.
    static let cat16Inverse: [Triple] = [
        Triple(1.86206786, -1.01125463, 0.14918677),
        Triple(0.38752654, 0.62144744, -0.00897398),
        Triple(-0.01584150, -0.03412294, 1.04996444),
    ]
    /// The exponent of the post-adaptation compression, 0.42.
    static let compressionExponent = 0.42
    /// The semi-saturation constant of the compression, 27.13.
    static let compressionOffset = 27.13
    /// The scale of the compressed response, 400.
    static let compressionScale = 400.0
    /// The offset of the achromatic signal in the chroma formula, 0.305.
    static let achromaticOffset = 0.305
    /// Hues below 20.14° are unwrapped by 360° before the eccentricity factor.
    static let hueUnwrapLimit = 20.14
    /// The eccentricity scale, 50000 / 13.
    static let eccentricityScale = 50000.0 / 13.0
    /// The chroma-to-alpha base, 1.64 − 0.29ⁿ, and its exponent 0.73: the base constant 1.64.
    static let alphaBase = 1.64
    /// The n-dependent term's base, 0.29.
    static let alphaNBase = 0.29
    /// The exponent 0.73 of `alphaBase − alphaNBase^n`.
    static let alphaExponent = 0.73
    /// The exponent 0.9 on t.
    static let tExponent = 0.9
    /// CAM16-UCS c1, 0.007 (J*).
    static let ucsC1 = 0.007
    /// CAM16-UCS c2, 0.0228 (M*).
    static let ucsC2 = 0.0228
}
