import MaterialColor
import Testing

@testable import MastheadGeometry

/// Which scheme a configuration's Material settings pick, and that changing any of them works it out again.
struct MaterialSchemeSelectionTests {
    @Test(
        "no seed and default settings keep the baseline; a seed or any setting gives a dynamic scheme",
        arguments: [
            (nil, ColorSpec.spec2021, SchemeVariant.tonalSpot, 0.0, "baseline"),
            (nil, .spec2021, .tonalSpot, -0.0, "baseline"),
            (0x006A60, .spec2021, .tonalSpot, 0.0, "tonalSpot"),
            (nil, .spec2025, .tonalSpot, 0.0, "dynamic"),
            (nil, .spec2021, .vibrant, 0.0, "dynamic"),
            (nil, .spec2021, .tonalSpot, 0.5, "dynamic"),
            (0x006A60, .spec2025, .expressive, 1.0, "dynamic"),
        ] as [(RGB?, ColorSpec, SchemeVariant, Double, String)])
    func selection(seed: RGB?, spec: ColorSpec, variant: SchemeVariant, level: Double, kind: String) {
        for dark in [false, true] {
            let selection = MaterialSchemeSelection(seed: seed, spec: spec, variant: variant, contrastLevel: level)
            let expected: MaterialScheme
            switch kind {
            case "baseline": expected = .baseline(dark: dark)
            case "tonalSpot": expected = .tonalSpot(seed: seed ?? 0, dark: dark)
            default:
                expected = .dynamic(
                    seed: seed ?? MaterialScheme.baselineSeed, variant: variant, spec: spec, contrastLevel: level,
                    dark: dark)
            }
            #expect(selection.scheme(dark: dark) == expected)
            #expect(selection.hasDefaultSettings == (kind != "dynamic"))
        }
    }

    @Test("each setting of a configuration changes its scheme when set")
    func configurationFollows() {
        var configuration = HeaderConfiguration(style: .m3Small, seedColor: 0x006A60)
        let start = configuration.materialBar.colorScheme
        #expect(start == .tonalSpot(seed: 0x006A60, dark: false))
        configuration.colorSpec = .spec2025
        let spec2025 = configuration.materialBar.colorScheme
        #expect(spec2025 == .dynamic(seed: 0x006A60, spec: .spec2025, dark: false) && spec2025 != start)
        configuration.schemeVariant = .vibrant
        #expect(
            configuration.materialBar.colorScheme
                == .dynamic(seed: 0x006A60, variant: .vibrant, spec: .spec2025, dark: false))
        configuration.contrastLevel = 1
        configuration.appearance = .dark
        #expect(
            configuration.materialBar.colorScheme
                == .dynamic(seed: 0x006A60, variant: .vibrant, spec: .spec2025, contrastLevel: 1, dark: true))
    }
}
