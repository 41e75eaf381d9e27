import Testing

@testable import MastheadGeometry

/// GEOMETRY.md's "In both modes": the large title's place, the stretch clamp and iPad margins hold with either
/// fidelity, in both directions, on a phone and an iPad.
struct BothModesTests {
    static let cases = Fidelity.allCases.flatMap { fidelity in
        UIKitFidelityTests.cases.map { (fidelity, $0.0, $0.1) }
    }

    @Test("the line box ends 8 above the row's 52; the stretch never passes the margins", arguments: cases)
    func largeTitle(fidelity: Fidelity, device: DevicePreset, direction: LayoutDirection) throws {
        let margin = device.id == "ipad-air" ? 20.0 : 16
        let configuration = HeaderConfiguration(
            style: .large, title: String(repeating: "W", count: 40), device: device, direction: direction,
            fidelity: fidelity)
        let available = device.width - 2 * margin
        for offset in [-200.0, 0, 41.9, 42, 52, 57, 62] {
            let result = layout(configuration, at: offset)
            let large = try #require(result.largeTitle)
            let rowTop = device.safeAreaTop + device.barHeight - offset
            // The fixed measurer's descent is 0.2 em: 6.8 at 34 points.
            #expect(isApproximatelyEqual(large.line.baseline + 6.8, rowTop + 52 - 8))
            #expect(large.line.frame.width * large.scale <= available + 1e-9)
            let frame = large.line.frame
            let start = direction == .ltr ? frame.x : device.width - frame.x - frame.width
            #expect(isApproximatelyEqual(start, margin))
        }
    }
}
