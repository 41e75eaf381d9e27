#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An sRGB colour with coverage, each channel 0…1: the average of an area of an image.
///
/// The colour channels are averaged weighted by alpha, so fully transparent pixels do not darken them; `alpha` is
/// the plain average coverage. An area with no coverage at all is black with alpha 0.
public struct GridColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1, not premultiplied.
    public var red: Double
    /// Green, 0…1, not premultiplied.
    public var green: Double
    /// Blue, 0…1, not premultiplied.
    public var blue: Double
    /// Coverage, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from channels 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The relative luminance of the colour channels as WCAG 2.2 defines it, 0 (black) … 1 (white): each channel
    /// linearised (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), then
    /// `0.2126 R + 0.7152 G + 0.0722 B`. Alpha is ignored; composite first with ``composited(over:)``.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over the opaque `background`, as a header would show a partly transparent picture.
    public func composited(over background: GridColor) -> GridColor {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return GridColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// `rgba(r, g, b, a)` with channels 0…255 rounded and alpha to two places.
    public var description: String {
        func byte(_ channel: Double) -> Int { Int((channel * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \((alpha * 100).rounded() / 100))"
    }
}
