import Testing

@testable import MaterialColor

/// The baseline schemes against the colours Compose's `lightColorScheme()` and `darkColorScheme()` give.
struct BaselineSchemeTests {
    @Test(
        "light baseline roles",
        arguments: [
            (MaterialRole.primary, 0x6750A4), (.onPrimary, 0xFFFFFF), (.primaryContainer, 0xEADDFF),
            (.onPrimaryContainer, 0x21005D), (.secondary, 0x625B71), (.tertiary, 0x7D5260), (.error, 0xB3261E),
            (.background, 0xFEF7FF), (.surface, 0xFEF7FF), (.onSurface, 0x1D1B20), (.surfaceVariant, 0xE7E0EC),
            (.onSurfaceVariant, 0x49454F), (.outline, 0x79747E), (.outlineVariant, 0xCAC4D0),
            (.inverseSurface, 0x322F35), (.inversePrimary, 0xD0BCFF), (.surfaceDim, 0xDED8E1),
            (.surfaceContainerLowest, 0xFFFFFF), (.surfaceContainerHighest, 0xE6E0E9), (.scrim, 0x000000),
            (.surfaceTint, 0x6750A4),
        ] as [(MaterialRole, RGB)])
    func light(role: MaterialRole, expected: RGB) {
        #expect(MaterialScheme.baseline(dark: false)[role] == expected)
    }

    @Test(
        "dark baseline roles",
        arguments: [
            (MaterialRole.primary, 0xD0BCFF), (.onPrimary, 0x381E72), (.primaryContainer, 0x4F378B),
            (.onPrimaryContainer, 0xEADDFF), (.background, 0x141218), (.surface, 0x141218),
            (.onSurface, 0xE6E0E9), (.surfaceBright, 0x3B383E), (.surfaceContainer, 0x211F26),
            (.surfaceContainerHigh, 0x2B2930), (.surfaceContainerHighest, 0x36343B),
            (.surfaceContainerLowest, 0x0F0D13), (.inverseSurface, 0xE6E0E9), (.inverseOnSurface, 0x322F35),
            (.error, 0xF2B8B5), (.errorContainer, 0x8C1D18), (.surfaceTint, 0xD0BCFF),
        ] as [(MaterialRole, RGB)])
    func dark(role: MaterialRole, expected: RGB) {
        #expect(MaterialScheme.baseline(dark: true)[role] == expected)
    }

    @Test("shadow is black and surfaceTint is primary in both modes, and the modes differ")
    func derivedRoles() {
        for dark in [false, true] {
            let scheme = MaterialScheme.baseline(dark: dark)
            #expect(scheme.shadow == 0 && scheme.surfaceTint == scheme.primary)
        }
        #expect(MaterialScheme.baseline(dark: false) != MaterialScheme.baseline(dark: true))
    }

    @Test("the baseline is not the tonal spot of its seed")
    func notTonalSpot() {
        let baseline = MaterialScheme.baseline(dark: false)
        let tonalSpot = MaterialScheme.tonalSpot(seed: SeedSet.baselineSeed, dark: false)
        #expect(baseline.onPrimaryContainer != tonalSpot.onPrimaryContainer)
        #expect(baseline.secondary == tonalSpot.secondary)
    }
}
