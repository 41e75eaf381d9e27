/// An opaque sRGB colour as `0xRRGGBB`: red in bits 16–23, green in 8–15, blue in 0–7.
///
/// Bits 24–31 are ignored on input and zero on output, so `0xFF6750A4` (an ARGB value as the upstream
/// libraries write it) and `0x6750A4` name the same colour.
public typealias RGB = UInt32

/// Packing and unpacking of `RGB` values, after `ColorUtils.argbFromRgb` and `redFromArgb` & co. in
/// material-color-utilities `utils/ColorUtils.java`.
enum RGBComponents {
    /// The 8-bit mask of one channel.
    static let channelMask: UInt32 = 0xFF
    /// The mask of the 24 colour bits of an `RGB`.
    static let colourMask: UInt32 = 0xFF_FFFF

    /// The colour of the three 8-bit channels; each is masked to its low 8 bits, as `argb_from_rgb` does.
    static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> RGB {
        (UInt32(truncatingIfNeeded: red) & channelMask) << 16
            | (UInt32(truncatingIfNeeded: green) & channelMask) << 8
            | UInt32(truncatingIfNeeded: blue) & channelMask
    }

    /// The red channel, 0...255.
    static func red(_ rgb: RGB) -> Int { Int((rgb >> 16) & channelMask) }
    /// The green channel, 0...255.
    static func green(_ rgb: RGB) -> Int { Int((rgb >> 8) & channelMask) }
    /// The blue channel, 0...255.
    static func blue(_ rgb: RGB) -> Int { Int(rgb & channelMask) }

    /// `#RRGGBB` in capitals, the spelling of the Python port's `hex_from_argb` without its alpha pair.
    static func hex(_ rgb: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) {
            text.append(digits[Int((rgb >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}
