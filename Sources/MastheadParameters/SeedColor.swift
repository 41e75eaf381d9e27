import MastheadGeometry
import MastheadHTTP
import MaterialColor

/// The `seedColor` parameter: `#` and six hexadecimal digits (either case), as `0xRRGGBB`.
enum SeedColor {
    /// The colour sent, or nil when absent; anything but `#RRGGBB` (`red`, `#12345`, `#GGGGGG`) is a 400
    /// naming `seedColor`.
    static func read(_ reader: ParameterReader) throws(HTTPError) -> RGB? {
        guard let text = try ParameterTable.seedColor.text(reader) else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 else { throw refusal(text) }
        var value: RGB = 0
        for digit in digits {
            guard let nibble = nibble(digit) else { throw refusal(text) }
            value = value << 4 | RGB(nibble)
        }
        return value
    }

    /// `#RRGGBB` in capitals, as the canonical key writes it: the CSS text of the opaque colour.
    static func text(_ color: RGB) -> String {
        Color(hex: color).css
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func refusal(_ text: String) -> HTTPError {
        HTTPError.badRequest(
            "seedColor must be a colour #RRGGBB, like #6750A4, got '\(ParameterReader.clipped(text))'",
            parameter: "seedColor")
    }
}
