import MaterialColor

/// The seed colours the oracle comparison runs on: fixed edge cases, then pseudo-random colours from a
/// fixed-seed SplitMix64, so every run checks the same list.
enum SeedSet {
    /// The baseline Material 3 seed, `#6750A4`.
    static let baselineSeed: RGB = 0x6750A4

    /// Black, white, the primaries and secondaries, greys, near-greys, the baseline seed and a few brand
    /// colours with yellow, cyan and blue hues.
    static let edgeCases: [RGB] = [
        0x000000, 0xFFFFFF, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x00FFFF, 0xFF00FF,
        0x808080, 0x7F7F7F, 0x010101, 0xFEFEFE, 0x404040, 0xC0C0C0, 0x010000, 0x000001,
        baselineSeed, 0x3F51B5, 0xE91E63, 0xFFC107, 0x4CAF50, 0x009688, 0x795548, 0x607D8B,
        0xB3261E, 0xFFEB3B, 0xCDDC39, 0x0B57D0,
    ]

    /// How many pseudo-random seeds follow the edge cases.
    static let randomCount = 300
    /// The SplitMix64 state the random seeds start from.
    static let generatorSeed: UInt64 = 0x4D61_7374_6865_6164

    /// The edge cases followed by `randomCount` random colours, without repeats.
    static var all: [RGB] {
        var seeds = edgeCases
        var seen = Set(seeds)
        var generator = SplitMix64(state: generatorSeed)
        while seeds.count < edgeCases.count + randomCount {
            let seed = RGB(truncatingIfNeeded: generator.next() >> 40)
            if seen.insert(seed).inserted { seeds.append(seed) }
        }
        return seeds
    }
}
