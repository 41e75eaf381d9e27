import Testing

@testable import MastheadGeometry

/// Where `TopAppBarLayout` puts the navigation icon, the title and the actions (Compose `AppBar.kt`).
struct MaterialPlacementTests {
    typealias M = MaterialLayoutTests

    @Test("title start: 16 without a navigation icon, 4 + 48 + 4 with one")
    func titleStart() throws {
        let plain = M.lay(M.bar(.m3Small), 0)
        #expect(try #require(plain.title).line.frame.x == 16)
        let withIcon = M.lay(M.bar(.m3Small, navigation: .back), 0)
        #expect(try #require(withIcon.title).line.frame.x == 56)
        let icon = try #require(withIcon.actions.first)
        #expect(icon.icon == "arrow_back" && icon.side == .leading && icon.label == "Back")
        #expect(icon.frame == rect(4, 24 + 8, 48, 48))
        // The 28-point TitleLarge line box is centred in the 64-point bar.
        #expect(try #require(withIcon.title).line.frame.y == 24 + 18)
        #expect(try #require(withIcon.title).line.frame.height == 28)
    }

    @Test("actions end 4 before the edge, 48 wide; more than three become two and more_vert")
    func actions() {
        let three = M.lay(M.bar(.m3Small, trailing: [.icon("search"), .icon("share"), .icon("edit")]), 0)
        let starts: [Double] = [264, 312, 360]  // 412 - 4 - 3 x 48, then 48 apart
        #expect(three.actions.map(\.frame.x) == starts)
        let four = M.lay(
            M.bar(.m3Small, trailing: [.icon("search"), .icon("share"), .icon("edit"), .icon("plus")]), 0)
        #expect(four.actions.map(\.icon) == ["search", "share", "more_vert"])
        #expect(four.actions.last?.label == "More options")
        let text = M.lay(M.bar(.m3Small, trailing: [.text("Save")]), 0)
        let button = text.actions[0]
        #expect(button.kind == .text && button.frame.height == 40 && button.frame.width >= 58)
        #expect(isApproximatelyEqual(button.frame.maxX, 412 - 4))
    }

    @Test("the center-aligned title is centred on the bar")
    func centred() throws {
        let layout = M.lay(M.bar(.m3CenterAligned, navigation: .menu, trailing: [.icon("search")]), 0)
        let title = try #require(layout.title).line.frame
        #expect(isApproximatelyEqual(title.midX, 206, tolerance: 1e-9))
    }

    @Test("expanded titles: baseline 28 above the large bar's bottom; the medium one as Compose adjusts it")
    func expandedTitleBaseline() throws {
        let large = M.lay(M.bar(.m3Large), 0)
        let largeTitle = try #require(large.largeTitle)
        #expect(isApproximatelyEqual(largeTitle.anchor.y, try #require(large.bar).maxY - 28))
        #expect(largeTitle.line.frame.x == 16 && largeTitle.line.font == Fonts.m3HeadlineMedium)
        #expect(largeTitle.line.frame.height == 36)
        let medium = M.lay(M.bar(.m3Medium), 0)
        let mediumTitle = try #require(medium.largeTitle)
        let line = mediumTitle.line
        // HeadlineSmall's 32-point line ends `32 - baselineInBox` below the baseline; 24 of padding puts the box
        // past the 48-point row, so Compose lifts it by the excess: the line box's top is the row's top.
        let rowTop = 24.0 + 64
        let excess = 24 - (line.frame.maxY - line.baseline) + 32 - 48
        #expect(isApproximatelyEqual(line.baseline, 24 + 112 - 24 + max(0, excess)))
        #expect(isApproximatelyEqual(line.frame.y, excess > 0 ? rowTop : line.frame.y))
        #expect(mediumTitle.anchor.y == line.baseline)
    }

    @Test("titles' alphas: expanded 1 - f, collapsed TopTitleAlphaEasing(f)")
    func alphas() throws {
        for offset in [0.0, 12, 24, 36, 48] {
            let layout = M.lay(M.bar(.m3Medium, .exitUntilCollapsed), offset)
            let fraction = offset / 48
            #expect(isApproximatelyEqual(try #require(layout.largeTitle).opacity, 1 - fraction))
            let expected = Self.bezierY(x: fraction, 0.8, 0, 0.8, 0.15)
            #expect(isApproximatelyEqual(try #require(layout.title).opacity, expected, tolerance: 1e-9))
        }
        // The easing stays near 0 for most of the collapse: at half-way the collapsed title is barely there.
        let half = M.lay(M.bar(.m3Medium, .exitUntilCollapsed), 24)
        #expect(try #require(half.title).opacity < 0.1)
    }

    /// y at x of the cubic Bézier (0,0) (a,b) (c,d) (1,1), solved by Newton's method from t = x (an independent
    /// check of the bisection in ``CubicBezierEasing``).
    static func bezierY(x: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        guard x > 0, x < 1 else { return x }
        let curve = { (p1: Double, p2: Double, t: Double) -> Double in
            let u = 1 - t
            return 3 * p1 * u * u * t + 3 * p2 * u * t * t + t * t * t
        }
        let slope = { (p1: Double, p2: Double, t: Double) -> Double in
            3 * p1 * (1 - t) * (1 - t) + 6 * (p2 - p1) * (1 - t) * t + 3 * (1 - p2) * t * t
        }
        var t = x
        for _ in 0..<100 {
            let s = slope(a, c, t)
            guard s != 0 else { break }
            t = min(max(t - (curve(a, c, t) - x) / s, 0), 1)
        }
        return curve(b, d, t)
    }
}
