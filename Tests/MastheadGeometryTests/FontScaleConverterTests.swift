import MastheadFormat
import Testing

@testable import MastheadGeometry

/// Android 14's font scaling against AOSP `FontScaleConverterFactory`'s tables, worked by hand from them.
struct FontScaleConverterTests {
    @Test(
        "a table's own points convert to its dp exactly",
        arguments: [
            (1.15, 14.0, 16.4), (1.15, 30, 30), (1.3, 8, 10.4), (1.3, 14, 18.8), (1.5, 20, 26), (1.8, 24, 32.8),
            (2, 14, 26), (2, 20, 34), (2, 24, 36), (2, 30, 38), (2, 100, 100),
        ])
    func tablePoints(scale: Double, sp: Double, dp: Double) {
        #expect(isApproximatelyEqual(FontScaleConverter(scale: scale).dp(sp), dp))
    }

    /// sp and the dp the 2.0 table gives it between two of its points.
    static let atTwo: [(sp: Double, dp: Double)] = [
        (22, 35), (28, 37 + 1.0 / 3), (16, 28), (12, 24), (36, 38 + 62 * 6 / 70.0), (44, 38 + 62 * 14 / 70.0),
    ]

    /// A scale between two tables, sp, and the mix of both tables' dp.
    static let mixed: [(scale: Double, sp: Double, dp: Double)] = [
        (1.4, 14, (18.8 + 22) / 2), (1.4, 24, (26.4 + 28) / 2), (1.9, 20, (30.8 + 34) / 2),
        (1.2, 14, 16.4 + (18.8 - 16.4) / 3), (1.65, 30, 32.4),
    ]

    @Test("GEOMETRY.md's examples and the type roles at 2.0: between two points the table is linear", arguments: atTwo)
    func betweenPoints(sp: Double, dp: Double) {
        #expect(isApproximatelyEqual(FontScaleConverter(scale: 2).dp(sp), dp))
    }

    @Test(
        "at or below 1 and between 1 and the first table: linear",
        arguments: [(0.85, 14.0, 11.9), (1, 22, 22), (1, 28, 28), (1.1, 14, 15.4), (1.14, 100, 114)])
    func linear(scale: Double, sp: Double, dp: Double) {
        #expect(isApproximatelyEqual(FontScaleConverter(scale: scale).dp(sp), dp))
    }

    @Test("between two tables: both tables' dp mixed at the scale's place between them", arguments: mixed)
    func interpolated(scale: Double, sp: Double, dp: Double) {
        #expect(isApproximatelyEqual(FontScaleConverter(scale: scale).dp(sp), dp, tolerance: 1e-9))
    }

    @Test("below the first point from 0, above the last with the last pair's ratio, negative sizes keep their sign")
    func outsideTheTable() {
        let two = FontScaleConverter(scale: 2)
        #expect(isApproximatelyEqual(two.dp(4), 8))
        #expect(isApproximatelyEqual(two.dp(200), 200))
        #expect(isApproximatelyEqual(two.dp(-14), -26))
        #expect(two.dp(0) == 0)
    }

    @Test("the key is (int) (scale × 100) in float: 1.15 names its table, 1.159 does too")
    func keys() {
        #expect(FontScaleConverter.key(1.15) == 115)
        #expect(FontScaleConverter.key(1.3) == 130)
        #expect(isApproximatelyEqual(FontScaleConverter(scale: 1.159).dp(14), 16.4))
    }

    @Test("larger text grows less: every table keeps the order of sizes and shrinks their ratio")
    func largeTextGrowsLess() {
        for scale in [1.15, 1.3, 1.5, 1.8, 2] {
            let converter = FontScaleConverter(scale: scale)
            let small = converter.dp(14) / 14
            let large = converter.dp(36) / 36
            #expect(small > large)
            #expect(converter.dp(36) > converter.dp(28))
        }
    }

    @Test("the catalog lists the slider's seven positions with each type role converted")
    func catalog() {
        var json = JSONWriter()
        Catalog.writeJSON(into: &json)
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(text.contains(#"{"step":1,"scale":0.85,"conversion":"linear","types":{"titleLarge":{"size":18.7,"#))
        #expect(text.contains(#"{"step":7,"scale":2,"conversion":"table","types":{"titleLarge":{"size":35,"#))
        #expect(text.contains(#""labelLarge":{"size":26,"lineHeight":34}"#))
    }

    /// AOSP's own expectations (`core/tests/coretests/src/android/content/res/FontScaleConverterFactoryTest.kt`,
    /// within its `CONVERSION_TOLERANCE` of 0.05): scale, sp, dp.
    static let aosp: [(scale: Double, sp: Double, dp: Double)] = [
        // scale200IsTwiceAtSmallSizes
        (2, 1, 2), (2, 8, 16), (2, 10, 20), (2, 5, 10), (2, 0, 0),
        // missingLookupTablePastEnd_returnsLinear
        (3, 1, 3), (3, 8, 24), (3, 10, 30), (3, 5, 15), (3, 50, 150), (3, 100, 300), (3, -7.5, -22.5),
        // missingLookupTable199_returnsInterpolated
        (1.9999, 1, 2), (1.9999, 8, 16), (1.9999, 10, 20), (1.9999, 5, 10),
        // missingLookupTable160_returnsInterpolated
        (1.6, 1, 1.6), (1.6, 8, 12.8), (1.6, 10, 16), (1.6, 5, 8),
    ]

    @Test("AOSP's FontScaleConverterFactoryTest expectations hold", arguments: aosp)
    func aospExpectations(scale: Double, sp: Double, dp: Double) {
        #expect(abs(FontScaleConverter(scale: scale).dp(sp) - dp) <= 0.05)
    }

    @Test("AOSP: at 1.6 larger sizes grow less than linearly (missingLookupTable160_returnsInterpolated)")
    func aospGrowsLess() {
        let converter = FontScaleConverter(scale: 1.6)
        #expect(converter.dp(20) < 20 * 1.6 && converter.dp(100) < 100 * 1.6)
    }
}
