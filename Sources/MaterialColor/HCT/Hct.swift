/// A colour as hue, chroma and tone: CAM16 hue and chroma with CIE L* as tone, after `hct/Hct.java` in
/// material-color-utilities and `materialyoucolor/hct/hct.py`.
///
/// An `Hct` always holds a real sRGB colour: `init(hue:chroma:tone:)` solves for the nearest one, so reading
/// `chroma` back may give less than was asked where the gamut runs out, and the tone matches to 8-bit
/// rounding.
public struct Hct: Sendable, Hashable {
    /// The CAM16 hue in degrees, `0..<360`; 0 for greys, whose hue is meaningless.
    public let hue: Double
    /// The CAM16 chroma, 0 for greys; sRGB reaches about 113 at most (red).
    public let chroma: Double
    /// The CIE L* lightness, 0 (black) to 100 (white).
    public let tone: Double
    /// The colour as `0xRRGGBB`.
    public let rgb: RGB

    /// The HCT of an sRGB colour; bits 24–31 of `rgb` are ignored.
    public init(rgb: RGB) {
        let colour = rgb & RGBComponents.colourMask
        let cam = Cam16(colour)
        self.hue = cam.hue
        self.chroma = cam.chroma
        self.tone = LStar.lstar(colour)
        self.rgb = colour
    }

    /// The sRGB colour nearest to the given hue (any angle, taken modulo 360), chroma (≥ 0; more than the
    /// gamut holds gives the most chromatic colour there is) and tone (0...100).
    ///
    /// Chroma below 0.0001, or tone below 0.0001 or above 99.9999, gives the grey of that tone (black below
    /// 0, white above 100). NaN in any argument gives some colour rather than a trap; which one is unspecified.
    public init(hue: Double, chroma: Double, tone: Double) {
        self.init(rgb: HctSolver.solve(hueDegrees: hue, chroma: chroma, lstar: tone))
    }

    /// Whether a hue is in the yellows, 105° up to 125° (`Hct.isYellow` of the Python port), where tone 99
    /// of a tonal palette is taken as the average of tones 98 and 100.
    static func isYellow(_ hue: Double) -> Bool {
        yellowHues.contains(hue)
    }

    /// The yellow hues of `Hct.is_yellow` in `materialyoucolor/hct/hct.py`.
    static let yellowHues = 105.0..<125.0

    /// Whether a hue is in the blues, 250° up to 270° (`Hct.is_blue`), which the 2025 neutral palettes treat apart.
    static func isBlue(_ hue: Double) -> Bool {
        blueHues.contains(hue)
    }

    /// The blue hues of `Hct.is_blue` in `materialyoucolor/hct/hct.py`.
    static let blueHues = 250.0..<270.0

    /// Whether a hue is in the cyans, 170° up to 207° (`Hct.is_cyan`), whose 2025 accents stop at lower tones.
    static func isCyan(_ hue: Double) -> Bool {
        cyanHues.contains(hue)
    }

    /// The cyan hues of `Hct.is_cyan` in `materialyoucolor/hct/hct.py`.
    static let cyanHues = 170.0..<207.0
}
