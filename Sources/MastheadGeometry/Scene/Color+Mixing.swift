extension Color {
    /// This colour moved `amount` of the way toward `other`, channel by channel (alpha too).
    ///
    /// `amount` is clamped to 0 ... 1: 0 gives this colour, 1 gives `other`. Channels are rounded to the nearest
    /// integer, so the result is deterministic. Used where a preview colour follows a progress, such as the
    /// collapsible header's bar items turning from white on the band to the tint over content.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 0
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return Color(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
            alpha: alpha + (other.alpha - alpha) * t)
    }

    /// This colour with its alpha multiplied by `factor` (clamped to 0 ... 1).
    public func withAlpha(_ factor: Double) -> Color {
        var copy = self
        copy.alpha = alpha * min(max(factor.isFinite ? factor : 0, 0), 1)
        return copy
    }

    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Opaque black: a CSS mask's colour, of which only the alpha counts.
    public static let black = Color(hex: 0x000000)
    /// The magenta of layout guides, as design tools draw them.
    public static let guide = Color(hex: 0xFF00FF)
}
