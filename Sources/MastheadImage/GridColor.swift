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

    /// `rgba(r, g, b, a)` with channels 0…255 rounded and alpha to two places.
    public var description: String {
        func byte(_ channel: Double) -> Int { Int((channel * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \((alpha * 100).rounded() / 100))"
    }
}
