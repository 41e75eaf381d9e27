import MastheadGeometry

extension Color {
    /// This colour painted at `opacity` (times its own alpha) over the opaque `backdrop`, as an SVG renderer
    /// composites in sRGB: `c · a + b · (1 − a)` per channel, rounded to 8 bits. The result is opaque.
    ///
    /// `opacity` outside 0 ... 1 (or not finite) is clamped; 0 gives the backdrop, 1 with an opaque colour gives
    /// the colour itself.
    public func composited(over backdrop: Color, opacity: Double = 1) -> Color {
        let raw = alpha * (opacity.isFinite ? opacity : 0)
        let a = min(max(raw, 0), 1)
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green),
            blue: channel(blue, backdrop.blue))
    }

    /// The colour `amount` of the way along a gradient from `top` to `bottom` (clamped to 0 ... 1), as a linear
    /// SVG gradient interpolates its stops.
    static func gradient(_ top: Color, _ bottom: Color, at amount: Double) -> Color {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 0
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(
            red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
            blue: channel(top.blue, bottom.blue), alpha: top.alpha + (bottom.alpha - top.alpha) * t)
    }
}
