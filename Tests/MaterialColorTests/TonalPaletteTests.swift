import Testing

@testable import MaterialColor

/// Tonal palettes against upstream's `typescript/palettes/palettes_test.ts`.
struct TonalPaletteTests {
    @Test(
        "the tones of pure blue's palette",
        arguments: [
            (100, 0xFFFFFF), (95, 0xF1EFFF), (90, 0xE0E0FF), (80, 0xBEC2FF), (70, 0x9DA3FF), (60, 0x7C84FF),
            (50, 0x5A64FF), (40, 0x343DFF), (30, 0x0000EF), (20, 0x0001AC), (10, 0x00006E), (0, 0x000000),
        ] as [(Double, RGB)])
    func blue(tone: Double, expected: RGB) {
        #expect(TonalPalette(rgb: 0x0000FF).tone(tone) == expected)
    }

    @Test("tone 99 of a yellow palette is the average of tones 98 and 100, of other palettes the solved tone")
    func yellowTone99() {
        let yellow = TonalPalette(hue: 110, chroma: 60)
        #expect(yellow.tone(99) == TonalPalette.average(yellow.tone(98), yellow.tone(100)))
        let purple = TonalPalette(hue: 290, chroma: 36)
        #expect(purple.tone(99) == HctSolver.solve(hueDegrees: 290, chroma: 36, lstar: 99))
    }

    @Test(
        "averaging rounds halves to even, as Python's round does",
        arguments: [(0x010203, 0x020304, 0x020204), (0x000000, 0xFFFFFF, 0x808080), (0x0A0A0A, 0x0B0B0B, 0x0A0A0A)]
            as [(RGB, RGB, RGB)])
    func average(first: RGB, second: RGB, expected: RGB) {
        #expect(TonalPalette.average(first, second) == expected)
    }
}
