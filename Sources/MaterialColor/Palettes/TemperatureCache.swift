#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colours of a seed's chroma and tone at every whole hue, ordered by how warm they look, after
/// `temperature/TemperatureCache.java` in material-color-utilities and
/// `materialyoucolor/temperature/temperature_cache.py`: the source of the content scheme's analogous tertiary
/// and the fidelity scheme's complementary one.
///
/// Upstream keys temperatures by `Hct` object; here each colour is an index: 0...360 for the hues, 361 for the
/// input. Ties in temperature keep that order, as Python's stable sort does.
struct TemperatureCache {
    /// The seed.
    let input: Hct
    /// The seed's chroma and tone at hues 0, 1, …, 360 (`hcts_by_hue`).
    let byHue: [Hct]
    /// The raw temperature of `byHue` and then of the input (`temps_by_hct`).
    let temperatures: [Double]
    /// The coldest colour's index, then the warmest's (the ends of `hcts_by_temp`).
    let coldest: Int
    /// See `coldest`.
    let warmest: Int

    /// The index that stands for the input colour.
    static var inputIndex: Int { 361 }

    /// The cache of `input` (its hues are computed at once).
    init(_ input: Hct) {
        self.input = input
        byHue = (0...360).map { Hct(hue: Double($0), chroma: input.chroma, tone: input.tone) }
        temperatures = (byHue + [input]).map(Self.rawTemperature)
        let temperatures = self.temperatures
        let order = temperatures.indices.sorted { a, b in
            temperatures[a] != temperatures[b] ? temperatures[a] < temperatures[b] : a < b
        }
        coldest = order[0]
        warmest = order[order.count - 1]
    }

    /// The colour at `index` (a hue, or ``inputIndex``).
    func hct(_ index: Int) -> Hct {
        index == Self.inputIndex ? input : byHue[index]
    }

    /// How warm the colour at `index` is between the coldest (0) and the warmest (1); 0.5 when all are alike
    /// (`relative_temperature`).
    func relativeTemperature(_ index: Int) -> Double {
        let range = temperatures[warmest] - temperatures[coldest]
        let difference = temperatures[index] - temperatures[coldest]
        if range == 0.0 { return 0.5 }
        return difference / range
    }

    /// The warmth of a colour from its L*a*b* hue and chroma (`raw_temperature`, after Ou, Woodcock and Wright):
    /// -0.5 + 0.02 · chroma^1.07 · cos(hue − 50°).
    static func rawTemperature(_ color: Hct) -> Double {
        let lab = LStar.lab(color.rgb)
        let hue = MathUtils.sanitizeDegrees(atan2(lab.z, lab.y) * 180.0 / Double.pi)
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        return -0.5 + 0.02 * pow(chroma, 1.07) * cos(MathUtils.sanitizeDegrees(hue - 50.0) * Double.pi / 180.0)
    }

    /// Whether `angle` lies on the arc from `a` to `b`, ends included (`is_between`).
    static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
        if a < b { return a <= angle && angle <= b }
        return a <= angle || angle <= b
    }
}
