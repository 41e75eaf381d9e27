/// The colours of one hue and chroma at every tone, after `palettes/TonalPalette.java` in
/// material-color-utilities and `materialyoucolor/palettes/tonal_palette.py`.
///
/// `tone(_:)` computes each colour afresh (upstream caches them; the results are the same). The palette's
/// key colour, which upstream also derives, is not computed: no scheme role here depends on it.
public struct TonalPalette: Sendable, Hashable {
    /// The hue of every tone, in degrees.
    public let hue: Double
    /// The chroma asked of every tone; tones whose gamut is narrower get less.
    public let chroma: Double

    /// The palette of `hue` and `chroma` (`TonalPalette.fromHueAndChroma`).
    public init(hue: Double, chroma: Double) {
        self.hue = hue
        self.chroma = chroma
    }

    /// The palette of a colour's own hue and chroma (`TonalPalette.fromInt`).
    public init(rgb: RGB) {
        let hct = Hct(rgb: rgb)
        self.init(hue: hct.hue, chroma: hct.chroma)
    }

    /// The tone for which yellow palettes blend their neighbours, `tone == 99` in `TonalPalette.tone`.
    static let blendedYellowTone = 99.0
    /// The two neighbours averaged for `blendedYellowTone`.
    static let blendedYellowNeighbours = (98.0, 100.0)

    /// The colour of this hue and chroma at tone `tone` (0...100; outside it the grey of the clamped
    /// lightness comes back).
    ///
    /// Yellow palettes (hue 105..<125) give at exactly tone 99 the channel-wise average of tones 98 and 100,
    /// halves rounded to even as the Python port's `round` does, because tone 99 of a yellow hue is muddy.
    public func tone(_ tone: Double) -> RGB {
        if tone == Self.blendedYellowTone && Hct.isYellow(hue) {
            return Self.average(self.tone(Self.blendedYellowNeighbours.0), self.tone(Self.blendedYellowNeighbours.1))
        }
        return HctSolver.solve(hueDegrees: hue, chroma: chroma, lstar: tone)
    }

    /// The HCT of `tone(tone)`.
    public func hct(_ tone: Double) -> Hct {
        Hct(rgb: self.tone(tone))
    }

    /// The channel-wise mean of two colours (`average_argb`).
    static func average(_ first: RGB, _ second: RGB) -> RGB {
        func mean(_ a: Int, _ b: Int) -> Int { MathUtils.roundHalfEven(Double(a + b) / 2) }
        return RGBComponents.rgb(
            mean(RGBComponents.red(first), RGBComponents.red(second)),
            mean(RGBComponents.green(first), RGBComponents.green(second)),
            mean(RGBComponents.blue(first), RGBComponents.blue(second))
        )
    }
}
