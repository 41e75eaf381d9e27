import Testing

@testable import MaterialColor

/// The dynamic scheme's settings: the spec fallback, the contrast clamping, and the defaults of `tonalSpot`.
struct DynamicSchemeTests {
    @Test(
        "the 2025 spec covers four variants; the others fall back to 2021",
        arguments: [
            (SchemeVariant.tonalSpot, "2025"), (.neutral, "2025"), (.vibrant, "2025"), (.expressive, "2025"),
            (.fidelity, "2021"), (.content, "2021"), (.monochrome, "2021"), (.rainbow, "2021"), (.fruitSalad, "2021"),
        ])
    func fallback(variant: SchemeVariant, used: String) {
        #expect(ColorSpec.spec2025.effective(for: variant).rawValue == used)
        #expect(ColorSpec.spec2021.effective(for: variant) == .spec2021)
        let fallenBack = MaterialScheme.dynamic(seed: 0x3F51B5, variant: variant, spec: .spec2025, dark: false)
        let spec2021 = MaterialScheme.dynamic(seed: 0x3F51B5, variant: variant, spec: .spec2021, dark: false)
        #expect((fallenBack == spec2021) == (used == "2021"))
    }

    @Test(
        "contrast levels beyond -1...1 are clamped and NaN is standard",
        arguments: [(5.0, 1.0), (-3.0, -1.0), (Double.infinity, 1.0), (Double.nan, 0.0), (0.25, 0.25)])
    func contrastClamping(level: Double, taken: Double) {
        for spec in ColorSpec.allCases {
            let asked = MaterialScheme.dynamic(seed: 0x6750A4, spec: spec, contrastLevel: level, dark: true)
            #expect(asked == MaterialScheme.dynamic(seed: 0x6750A4, spec: spec, contrastLevel: taken, dark: true))
        }
    }

    @Test("higher contrast moves text further from its surface, in both specs")
    func contrastOrders() {
        for spec in ColorSpec.allCases {
            let tones = [0.0, 0.5, 1.0].map { level in
                let scheme = MaterialScheme.dynamic(seed: 0x6750A4, spec: spec, contrastLevel: level, dark: false)
                return Hct(rgb: scheme.onSurfaceVariant).tone
            }
            #expect(tones[0] > tones[1] && tones[1] > tones[2], "\(spec.rawValue): \(tones)")
        }
    }

    @Test("tonalSpot is the dynamic scheme's defaults, and monochrome is grey")
    func defaults() {
        #expect(MaterialScheme.tonalSpot(seed: 0xB3261E, dark: false) == .dynamic(seed: 0xB3261E, dark: false))
        let grey = MaterialScheme.dynamic(seed: 0xB3261E, variant: .monochrome, dark: true)
        for (name, value) in grey.roles where !name.lowercased().contains("error") {
            let (red, green, blue) = (value >> 16, value >> 8 & 0xFF, value & 0xFF)
            #expect(red == green && green == blue, "\(name)")
        }
    }
}
