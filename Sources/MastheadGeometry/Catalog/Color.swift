import MastheadFormat

/// An sRGB colour with 8-bit channels and an alpha, written the way GEOMETRY.md writes it.
public struct Color: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8 { didSet { css = Self.css(red, green, blue, alpha) } }
    /// Green, 0...255.
    public var green: UInt8 { didSet { css = Self.css(red, green, blue, alpha) } }
    /// Blue, 0...255.
    public var blue: UInt8 { didSet { css = Self.css(red, green, blue, alpha) } }
    /// Alpha, 0...1; 1 is opaque.
    public var alpha: Double { didSet { css = Self.css(red, green, blue, alpha) } }

    /// CSS text: `#RRGGBB` (uppercase) when opaque, otherwise `rgba(r,g,b,a)` with the alpha through
    /// ``NumberFormat`` (so `rgba(0,0,0,0.15)`), valid in both SVG and CSS.
    ///
    /// Stored rather than computed, because previews write the same few colours hundreds of times; every change
    /// of a channel rewrites it.
    public private(set) var css: String

    /// Creates a colour from channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        css = Self.css(red, green, blue, alpha)
    }

    /// An opaque colour from a 24-bit `0xRRGGBB` literal.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// Colours are equal when their channels are; the CSS text follows from them.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the channels, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The CSS text of the given channels; see ``css``.
    private static func css(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double) -> String {
        if alpha >= 1 {
            // Written in place: seven bytes make a small string, with nothing allocated for it or on the way.
            let hex = { (nibble: UInt8) -> UInt8 in nibble < 10 ? 48 + nibble : 55 + nibble }
            return String(unsafeUninitializedCapacity: 7) { buffer in
                buffer[0] = UInt8(ascii: "#")
                buffer[1] = hex(red >> 4)
                buffer[2] = hex(red & 0xF)
                buffer[3] = hex(green >> 4)
                buffer[4] = hex(green & 0xF)
                buffer[5] = hex(blue >> 4)
                buffer[6] = hex(blue & 0xF)
                return 7
            }
        }
        var text = "rgba(" + String(red) + "," + String(green) + "," + String(blue) + ","
        NumberFormat.append(alpha, to: &text)
        return text + ")"
    }
}
