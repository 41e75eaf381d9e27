#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Color {
    /// The colour `fraction` of the way from `self` to `other`, mixed in Oklab as Compose's
    /// `androidx.compose.ui.graphics.lerp(start, stop, fraction)` mixes (`ColorSpaces.Oklab`), then rounded to 8
    /// bits per channel. `fraction` is clamped to 0...1 (NaN counts as 0); alpha is mixed linearly.
    ///
    /// The conversion is Björn Ottosson's sRGB ↔ Oklab ("A perceptual color space for image processing", 2020),
    /// the space Compose's `Oklab` implements.
    public func mixedOklab(with other: Color, fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        let start = Color.oklab(self)
        let stop = Color.oklab(other)
        let mixed = (0..<3).map { start[$0] + (stop[$0] - start[$0]) * t }
        let rgb = Color.srgb(fromOklab: mixed)
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha + (other.alpha - alpha) * t)
    }

    private static func oklab(_ color: Color) -> [Double] {
        let r = linear(color.red)
        let g = linear(color.green)
        let b = linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    private static func srgb(fromOklab lab: [Double]) -> [UInt8] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
        ]
    }

    /// An 8-bit sRGB channel as linear light, 0...1 (IEC 61966-2-1).
    private static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// Linear light as an 8-bit sRGB channel, clamped and rounded half up as Compose's `Color.toArgb` rounds.
    private static func encoded(_ linear: Double) -> UInt8 {
        let value = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
