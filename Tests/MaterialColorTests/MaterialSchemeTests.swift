import Testing

@testable import MaterialColor

/// The public scheme type: its role list, subscript and seed handling.
struct MaterialSchemeTests {
    @Test("roles are listed once each, in MaterialRole order, and agree with the properties")
    func roleList() {
        let scheme = MaterialScheme.tonalSpot(seed: SeedSet.baselineSeed, dark: false)
        #expect(scheme.roles.map(\.name) == MaterialRole.allCases.map(\.rawValue))
        for role in MaterialRole.allCases {
            #expect(scheme[role] == scheme.roles.first { $0.name == role.rawValue }?.value)
        }
        #expect(scheme.primary == scheme[.primary] && scheme.surfaceTint == scheme[.surfaceTint])
        #expect(scheme.roles.count == 37)
    }

    @Test("the alpha byte of a seed is ignored and every value fits in 24 bits")
    func seedBits() {
        let plain = MaterialScheme.tonalSpot(seed: 0x3F51B5, dark: true)
        #expect(MaterialScheme.tonalSpot(seed: 0xFF3F_51B5, dark: true) == plain)
        #expect(plain.roles.allSatisfy { $0.value <= 0xFF_FFFF })
    }

    @Test("light and dark differ where the spec says they do, and shadow and scrim are black in both")
    func modes() {
        let light = MaterialScheme.tonalSpot(seed: SeedSet.baselineSeed, dark: false)
        let dark = MaterialScheme.tonalSpot(seed: SeedSet.baselineSeed, dark: true)
        #expect(light.primary != dark.primary)
        #expect(light.surfaceTint == light.primary && dark.surfaceTint == dark.primary)
        #expect(light.shadow == 0 && light.scrim == 0 && dark.shadow == 0 && dark.scrim == 0)
        #expect(light.surfaceContainerLowest == 0xFFFFFF)
    }
}
