import Testing

@testable import MastheadGeometry

/// `fidelity=uikit`'s settle point: released inside the collapse range, the large title snaps open or shut.
struct UIKitSettleTests {
    @Test(
        "released inside 0 < offset < L the scroll settles at the nearer end; half way settles collapsed",
        arguments: [
            (-20.0, nil), (0, nil), (0.5, 0), (10, 0), (25.9, 0), (26, 52), (41.9, 52), (51.9, 52), (52, nil),
            (80, nil),
        ] as [(Double, Double?)])
    func settle(offset: Double, expected: Double?) {
        for direction in LayoutDirection.allCases {
            let configuration = HeaderConfiguration(style: .large, direction: direction, fidelity: .uikit)
            let settle = layout(configuration, at: offset).settle
            #expect(settle == expected.map { SettlePoint(offset: $0, progress: $0 == 0 ? 0 : 1) })
        }
    }

    @Test("the kit's mode and compact never settle; the document writes settle after thresholds")
    func absentOtherwise() {
        #expect(layout(HeaderConfiguration(style: .large), at: 20).settle == nil)
        #expect(layout(HeaderConfiguration(style: .compact, fidelity: .uikit), at: 5).settle == nil)
        let ipad = HeaderConfiguration(style: .large, subtitle: "3 unread", device: .ipadAir, fidelity: .uikit)
        #expect(layout(ipad, at: 40).settle == SettlePoint(offset: 72, progress: 1))
        let text = json(layout(HeaderConfiguration(style: .large, fidelity: .uikit), at: 10))
        #expect(text.hasSuffix(#""collapsed":52},"settle":{"offset":0,"progress":0}}"#))
        #expect(!json(layout(HeaderConfiguration(style: .large), at: 10)).contains("settle"))
    }
}
