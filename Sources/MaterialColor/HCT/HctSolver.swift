#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the sRGB colour of a given hue, chroma and tone, after `hct/HctSolver.java` in
/// material-color-utilities and `materialyoucolor/hct/hct_solver.py`.
///
/// The colour has exactly the asked tone (to 8-bit rounding) and the asked hue as nearly as sRGB allows;
/// when the chroma is out of gamut the solver returns the most chromatic colour of that hue and tone.
enum HctSolver {
    /// Chromas and tones below this give the grey of the tone
    /// (`solveToInt`'s guard).
    static let greyThreshold = 0.0001
    /// Tones above this give the grey of the tone (`solveToInt`'s guard).
    static let toneCeiling = 99.9999
    /// Newton's method stops once the luminance is this close (`findResultByJ`).
    static let luminanceTolerance = 0.002
    /// A linear channel above this rejects the Newton answer (`findResultByJ`).
    static let linearCeiling = 100.01
    /// Newton iterations at most (`findResultByJ`).
    static let newtonRounds = 5

    /// The colour of hue `hueDegrees` (any angle), chroma `chroma` ≥ 0 and tone `lstar` (0...100).
    ///
    /// Chroma below 0.0001, or tone outside 0.0001...99.9999, gives the grey of that tone.
    static func solve(hueDegrees: Double, chroma: Double, lstar: Double) -> RGB {
        if chroma < greyThreshold || lstar < greyThreshold || lstar > toneCeiling {
            return LStar.rgb(fromLStar: lstar)
        }
        let hueRadians = MathUtils.sanitizeDegrees(hueDegrees) / 180 * Double.pi
        let y = LStar.y(fromLStar: lstar)
        if let exact = findResultByJ(hueRadians: hueRadians, chroma: chroma, y: y) {
            return exact
        }
        return SRGB.rgb(linear: bisectToLimit(y: y, targetHue: hueRadians))
    }

    /// Newton's method on J for the colour of the given hue, chroma and luminance `y`; nil where the answer
    /// falls outside sRGB (upstream returns 0 there).
    static func findResultByJ(hueRadians: Double, chroma: Double, y: Double) -> RGB? {
        var j = y.squareRoot() * 11.0
        let vc = ViewingConditions.standard
        let tInnerCoeff = 1 / pow(CAM16Model.alphaBase - pow(CAM16Model.alphaNBase, vc.n), CAM16Model.alphaExponent)
        let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
        let p1 = eHue * CAM16Model.eccentricityScale * vc.nc * vc.ncb
        let hSin = sin(hueRadians)
        let hCos = cos(hueRadians)
        for round in 0..<newtonRounds {
            let jNormalized = j / 100.0
            let alpha = (chroma != 0.0 && j != 0.0) ? chroma / jNormalized.squareRoot() : 0.0
            let t = pow(alpha * tInnerCoeff, 1.0 / CAM16Model.tExponent)
            let ac = vc.aw * pow(jNormalized, 1.0 / vc.c / vc.z)
            let p2 = ac / vc.nbb
            let gamma =
                23.0 * (p2 + CAM16Model.achromaticOffset) * t
                / (23.0 * p1 + 11 * t * hCos + 108.0 * t * hSin)
            let a = gamma * hCos
            let b = gamma * hSin
            let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
            let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
            let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
            let scaled = Triple(inverseAdaptation(rA), inverseAdaptation(gA), inverseAdaptation(bA))
            let linear = MathUtils.multiply(scaled, linRGBFromScaledDiscount)
            if linear.x < 0 || linear.y < 0 || linear.z < 0 {
                return nil
            }
            let fnj = yFromLinRGB.x * linear.x + yFromLinRGB.y * linear.y + yFromLinRGB.z * linear.z
            if fnj <= 0 {
                return nil
            }
            if round == newtonRounds - 1 || abs(fnj - y) < luminanceTolerance {
                if linear.x > linearCeiling || linear.y > linearCeiling || linear.z > linearCeiling {
                    return nil
                }
                return SRGB.rgb(linear: linear)
            }
            j = j - (fnj - y) * j / (2 * fnj)
        }
        return nil
    }

    /// The compressed cone response of a scaled, discounted channel (`chromaticAdaptation`).
    static func chromaticAdaptation(_ component: Double) -> Double {
        let af = pow(abs(component), CAM16Model.compressionExponent)
        return MathUtils.signum(component) * CAM16Model.compressionScale * af / (af + CAM16Model.compressionOffset)
    }

    /// The inverse of `chromaticAdaptation`; responses at or past the ceiling give 0 (`max(0, …)`).
    static func inverseAdaptation(_ adapted: Double) -> Double {
        let adaptedAbs = abs(adapted)
        let base = CAM16Model.compressionOffset * adaptedAbs / (CAM16Model.compressionScale - adaptedAbs)
        let positiveBase = base > 0 ? base : 0
        return MathUtils.signum(adapted) * pow(positiveBase, 1.0 / CAM16Model.compressionExponent)
    }
}
