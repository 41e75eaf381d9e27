#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CIE L*a*b* and its lightness L* (the "tone" of HCT), after `utils/ColorUtils.java` in
/// material-color-utilities and `materialyoucolor/utils/color_utils.py`.
///
/// L* runs 0 (black) to 100 (white); Y is relative luminance on 0...100.
enum LStar {
    /// CIE's ε = 216 / 24389, where the cube root gives way to the linear segment (`lab_f`).
    static let epsilon = 216.0 / 24389.0
    /// CIE's κ = 24389 / 27, the slope of the linear segment (`lab_f`).
    static let kappa = 24389.0 / 27.0

    /// CIE's f(t): the cube root above ε, the linear segment below.
    static func labF(_ t: Double) -> Double {
        if t > epsilon {
            return pow(t, 1.0 / 3.0)
        }
        return (kappa * t + 16) / 116
    }

    /// The inverse of `labF`.
    static func labInvF(_ ft: Double) -> Double {
        let ft3 = ft * ft * ft
        if ft3 > epsilon {
            return ft3
        }
        return (116 * ft - 16) / kappa
    }

    /// Y (0...100) of a lightness L*; inputs outside 0...100 extrapolate.
    static func y(fromLStar lstar: Double) -> Double {
        100.0 * labInvF((lstar + 16.0) / 116.0)
    }

    /// L* of a relative luminance Y (0...100).
    static func lstar(fromY y: Double) -> Double {
        labF(y / 100.0) * 116.0 - 16.0
    }

    /// L* of a colour: the tone of its HCT.
    static func lstar(_ rgb: RGB) -> Double {
        let y = SRGB.xyz(rgb).y
        return 116.0 * labF(y / 100.0) - 16.0
    }

    /// The grey of lightness `lstar`, every channel rounded the same way (`argb_from_lstar`).
    static func rgb(fromLStar lstar: Double) -> RGB {
        let component = SRGB.delinearized(y(fromLStar: lstar))
        return RGBComponents.rgb(component, component, component)
    }

    /// L*, a*, b* of a colour (`lab_from_argb`), relative to D65.
    static func lab(_ rgb: RGB) -> Triple {
        let xyz = SRGB.xyz(rgb)
        let white = SRGB.whitePointD65
        let fx = labF(xyz.x / white.x)
        let fy = labF(xyz.y / white.y)
        let fz = labF(xyz.z / white.z)
        return Triple(116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))
    }

    /// The colour of L*, a*, b* (`argb_from_lab`); out-of-gamut values are clamped per channel.
    static func rgb(lab: Triple) -> RGB {
        let white = SRGB.whitePointD65
        let fy = (lab.x + 16.0) / 116.0
        let fx = lab.y / 500.0 + fy
        let fz = fy - lab.z / 200.0
        return SRGB.rgb(xyz: Triple(labInvF(fx) * white.x, labInvF(fy) * white.y, labInvF(fz) * white.z))
    }
}
