import MastheadFormat

/// An sRGB colour with 8-bit channels and an alpha, written the way GEOMETRY.md writes it.
public struct Color: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0...1; 1 is opaque.
    public var alpha: Double

    /// Creates a colour from channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque colour from a 24-bit `0xRRGGBB` literal.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// CSS text: `#RRGGBB` (uppercase) when opaque, otherwise `rgba(r,g,b,a)` with the alpha through
    /// ``NumberFormat`` (so `rgba(0,0,0,0.15)`), valid in both SVG and CSS.
    public var css: String {
        if alpha >= 1 {
            // Opaque colours fit in a small string (7 ASCII bytes): no allocation.
            let hex = { (nibble: UInt8) -> UInt8 in nibble < 10 ? 48 + nibble : 55 + nibble }
            let bytes: [UInt8] = [
                35, hex(red >> 4), hex(red & 0xF), hex(green >> 4), hex(green & 0xF), hex(blue >> 4), hex(blue & 0xF),
            ]
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = "rgba(" + String(red) + "," + String(green) + "," + String(blue) + ","
        NumberFormat.append(alpha, to: &text)
        return text + ")"
    }
}
