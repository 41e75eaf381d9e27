import Testing

@testable import MastheadGeometry

/// Colours, settling and right-to-left of the Material bars.
struct MaterialBehaviourTests {
    typealias M = MaterialLayoutTests

    static func color(_ layout: HeaderLayout, _ name: String) -> Color? {
        layout.colors.first { $0.name == name }?.color
    }

    @Test("small bars take surfaceContainer once content covers more than 1 % of them")
    func smallBarColour() throws {
        for (offset, scrolled) in [(0.0, false), (0.63, false), (0.65, true), (30, true), (-20, false)] {
            let layout = M.lay(M.bar(.m3Small), offset)
            let name = scrolled ? "surfaceContainer" : "surface"
            #expect(Self.color(layout, "container") == Self.color(layout, name), "offset \(offset)")
        }
    }

    @Test("two-row bars ease the container from surface to surfaceContainer with the collapsed fraction")
    func twoRowColour() throws {
        let rest = M.lay(M.bar(.m3Large, .exitUntilCollapsed), 0)
        #expect(Self.color(rest, "container") == Self.color(rest, "surface"))
        let collapsed = M.lay(M.bar(.m3Large, .exitUntilCollapsed), 88)
        #expect(Self.color(collapsed, "container") == Self.color(collapsed, "surfaceContainer"))
        let surface = try #require(Self.color(rest, "surface"))
        let scrolled = try #require(Self.color(rest, "surfaceContainer"))
        let half = try #require(Self.color(M.lay(M.bar(.m3Large, .exitUntilCollapsed), 44), "container"))
        // FastOutLinearIn(0.5) is well under 0.5: the colour is still nearer surface than surfaceContainer.
        #expect(abs(Int(half.green) - Int(surface.green)) < abs(Int(half.green) - Int(scrolled.green)))
        #expect(half == surface.mixedOklab(with: scrolled, fraction: CubicBezierEasing.fastOutLinearIn.transform(0.5)))
    }

    @Test("the baseline scheme, or the seed's tonal spot")
    func schemes() throws {
        let baseline = M.lay(M.bar(.m3Small), 0)
        #expect(Self.color(baseline, "surface")?.css == "#FEF7FF")
        #expect(Self.color(baseline, "primary")?.css == "#6750A4")
        var seeded = M.bar(.m3Small)
        seeded.seedColor = 0x006A60
        let teal = M.lay(seeded, 0)
        #expect(Self.color(teal, "primary") != Self.color(baseline, "primary"))
        seeded.appearance = .dark
        #expect(Self.color(M.lay(seeded, 0), "surface") != Self.color(teal, "surface"))
    }

    @Test(
        "settle at collapsed fractions 0.49, 0.5 and 0.51",
        arguments: [(0.49, 0.0, 0.0), (0.5, 48, 1), (0.51, 48, 1), (0.005, -1, -1), (1, -1, -1), (0, -1, -1)])
    func settle(fraction: Double, offset: Double, progress: Double) throws {
        let exit = M.lay(M.bar(.m3Medium, .exitUntilCollapsed), fraction * 48)
        let enter = M.lay(M.bar(.m3Medium, .enterAlways, path: [0, 300]), 300 - (1 - fraction) * 48)
        #expect(isApproximatelyEqual(exit.progress, fraction) && isApproximatelyEqual(enter.progress, fraction))
        guard offset >= 0 else {
            #expect(exit.settle == nil && enter.settle == nil)
            return
        }
        let settled = try #require(exit.settle)
        #expect(settled.offset == offset && settled.progress == progress)
        // enterAlways snaps the bar alone: the content stays where it was released.
        let snapped = try #require(enter.settle)
        #expect(isApproximatelyEqual(snapped.offset, enter.offset) && snapped.progress == progress)
    }

    @Test("right-to-left mirrors every part", arguments: HeaderStyle.material, [0.0, 20, 200])
    func rightToLeft(style: HeaderStyle, offset: Double) throws {
        let trailing: [Action] = [.icon("search"), .text("Save")]
        let ltr = M.lay(M.bar(style, .enterAlways, path: [0, 100], navigation: .back, trailing: trailing), offset)
        let rtl = M.lay(
            M.bar(style, .enterAlways, path: [0, 100], navigation: .back, trailing: trailing, direction: .rtl), offset)
        let mirror = { (frame: Rect) in rect(412 - frame.maxX, frame.y, frame.width, frame.height) }
        #expect(rtl.bar == ltr.bar.map(mirror))
        #expect(rtl.actions.count == ltr.actions.count)
        for (left, right) in zip(ltr.actions, rtl.actions) {
            #expect(isApproximatelyEqual(right.frame, mirror(left.frame)))
        }
        if let left = ltr.title {
            let title = try #require(rtl.title).line.frame
            #expect(isApproximatelyEqual(title.maxX, 412 - left.line.frame.x, tolerance: 0.01))
        }
        if let left = ltr.search {
            // m3Search: the field where the title would be.
            let field = try #require(rtl.search).field
            #expect(isApproximatelyEqual(field, mirror(left.field)))
        }
        if let large = ltr.largeTitle {
            let mirrored = try #require(rtl.largeTitle)
            #expect(isApproximatelyEqual(mirrored.line.frame.maxX, 412 - large.line.frame.x, tolerance: 0.01))
            #expect(isApproximatelyEqual(mirrored.anchor.x, 412 - large.anchor.x))
        }
        #expect(rtl.progress == ltr.progress && rtl.colors == ltr.colors && rtl.settle == ltr.settle)
    }

    @Test("thresholds: the collapse distance unless pinned")
    func thresholds() {
        let large = M.lay(M.bar(.m3Large, .exitUntilCollapsed), 0)
        #expect(large.thresholds == Thresholds(titleVisible: 88, collapsed: 88))
        #expect(M.lay(M.bar(.m3Small, .enterAlways), 0).thresholds == Thresholds(collapsed: 64))
        #expect(M.lay(M.bar(.m3Medium), 0).thresholds == Thresholds())
    }
}
