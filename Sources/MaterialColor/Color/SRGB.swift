#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// sRGB ↔ linear RGB ↔ CIE XYZ, after `utils/ColorUtils.java` in material-color-utilities and
/// `materialyoucolor/utils/color_utils.py` (whose rounding this follows).
///
/// Linear components are on a 0...100 scale, as upstream; XYZ is relative to the D65 white point below.
enum SRGB {
    /// `SRGB_TO_XYZ` of `ColorUtils.java` / `color_utils.py`, rows X, Y, Z.
    static let toXYZ: [Triple] = [
        Triple(0.41233895, 0.35762064, 0.18051042),
        Triple(0.2126, 0.7152, 0.0722),
        Triple(0.01932141, 0.11916382, 0.95034478),
    ]
    /// `XYZ_TO_SRGB` of `ColorUtils.java` / `color_utils.py`, rows R, G, B.
    static let fromXYZ: [Triple] = [
        Triple(3.2413774792388685, -1.5376652402851851, -0.49885366846268053),
        Triple(-0.9691452513005321, 1.8758853451067872, 0.04156585616912061),
        Triple(0.05562093689691305, -0.20395524564742123, 1.0571799111220335),
    ]
    /// `WHITE_POINT_D65` of `ColorUtils.java` / `color_utils.py`: X, Y, Z of D65 with Y = 100.
    static let whitePointD65 = Triple(95.047, 100.0, 108.883)

    /// The sRGB transfer function's breakpoint on the encoded side, `linearized` in `color_utils.py`.
    static let encodedBreakpoint = 0.040449936
    /// The breakpoint on the linear side, `delinearized` in `color_utils.py`.
    static let linearBreakpoint = 0.0031308
    /// The slope of the linear segment (sRGB, IEC 61966-2-1).
    static let linearSlope = 12.92
    /// The offset of the power segment (sRGB, IEC 61966-2-1).
    static let powerOffset = 0.055
    /// The scale of the power segment, `1 + powerOffset` written as upstream writes it (sRGB, IEC 61966-2-1).
    static let powerScale = 1.055
    /// The exponent of the power segment (sRGB, IEC 61966-2-1).
    static let gamma = 2.4

    /// One 8-bit channel as a linear component on 0...100.
    static func linearized(_ component: Int) -> Double {
        let normalized = Double(component) / 255.0
        if normalized <= encodedBreakpoint {
            return normalized / linearSlope * 100.0
        }
        return pow((normalized + powerOffset) / powerScale, gamma) * 100.0
    }

    /// A linear component on 0...100 as an 8-bit channel: rounded half to even (Python's `round`) and
    /// clamped to 0...255, so out-of-gamut values land on the nearest edge; NaN gives 0 (where Python raises).
    ///
    /// Clamping before rounding gives the same channel as upstream's rounding before clamping, and keeps
    /// infinities and NaN away from the integer conversion.
    static func delinearized(_ component: Double) -> Int {
        let normalized = component / 100.0
        let encoded: Double
        if normalized <= linearBreakpoint {
            encoded = normalized * linearSlope
        } else {
            encoded = powerScale * pow(normalized, 1.0 / gamma) - powerOffset
        }
        let scaled = encoded * 255.0
        guard scaled > 0 else { return 0 }
        guard scaled < 255 else { return 255 }
        return MathUtils.roundHalfEven(scaled)
    }

    /// The colour of a linear RGB point, each channel delinearized on its own (`argb_from_linrgb`).
    static func rgb(linear: Triple) -> RGB {
        RGBComponents.rgb(delinearized(linear.x), delinearized(linear.y), delinearized(linear.z))
    }

    /// The colour of an XYZ point (`argb_from_xyz`); out-of-gamut points are clamped per channel.
    static func rgb(xyz: Triple) -> RGB {
        rgb(linear: MathUtils.multiply(xyz, fromXYZ))
    }

    /// The XYZ point of a colour (`xyz_from_argb`).
    static func xyz(_ rgb: RGB) -> Triple {
        let linear = Triple(
            linearized(RGBComponents.red(rgb)),
            linearized(RGBComponents.green(rgb)),
            linearized(RGBComponents.blue(rgb))
        )
        return MathUtils.multiply(linear, toXYZ)
    }
}
