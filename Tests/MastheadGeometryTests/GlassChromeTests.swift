import Testing

@testable import MastheadGeometry

/// `fidelity=ios26`'s bar at every offset: no backing, no hairline, the scroll edge effect, UIKit's motion, right to
/// left and on iPad.
struct GlassChromeTests {
    static let offsets: [Double] = [-60, 0, 5, 10, 41.9, 42, 52, 80, 100_000]

    func glass(_ style: HeaderStyle, edge: EdgeStyle = .soft, device: DevicePreset = .iphone15) -> HeaderConfiguration {
        HeaderConfiguration(
            style: style, back: "Mailboxes", trailing: [.icon("search"), .icon("plus")], device: device, edge: edge,
            fidelity: .ios26)
    }

    @Test("no hairline and no backing at any offset", arguments: HeaderStyle.glass, offsets)
    func noHairlineNoBacking(style: HeaderStyle, offset: Double) {
        let result = layout(glass(style), at: offset)
        #expect(result.hairline == nil && result.header.backgroundOpacity == 0)
        #expect(!json(result).contains("hairline"))
    }

    @Test("the edge effect covers the bar and shows once content is under it", arguments: HeaderStyle.glass)
    func edgeEffect(style: HeaderStyle) throws {
        for (offset, opacity) in [(-60.0, 0.0), (0, 0), (5, 0.5), (10, 1), (80, 1)] {
            let effect = try #require(layout(glass(style), at: offset).edgeEffect)
            #expect(effect.frame == rect(0, 0, 393, 103) && effect.style == .soft && effect.blur == 8)
            #expect(isApproximatelyEqual(effect.opacity, opacity), "offset \(offset)")
            #expect(effect.stops == EdgeEffectPart.softStops)
        }
        let hard = try #require(layout(glass(style, edge: .hard), at: 20).edgeEffect)
        #expect(hard.style == .hard && hard.blur == 0 && hard.stops == EdgeEffectPart.hardStops)
    }

    @Test("large moves as uikit: the swap at L - 10 with its cross-fade, and the settle")
    func largeMovesAsUIKit() throws {
        for offset in Self.offsets {
            let glass = layout(glass(.large), at: offset)
            let uikit = layout(
                HeaderConfiguration(
                    style: .large, back: "Mailboxes", trailing: [.icon("search"), .icon("plus")], fidelity: .uikit),
                at: offset)
            #expect(glass.title?.opacity == uikit.title?.opacity && glass.title?.transition == uikit.title?.transition)
            #expect(glass.largeTitle == uikit.largeTitle && glass.settle == uikit.settle)
            #expect(glass.contentTop == uikit.contentTop && glass.progress == uikit.progress)
        }
        #expect(layout(glass(.large), at: 0).thresholds == Thresholds(titleVisible: 42, collapsed: 52))
    }

    @Test("right to left mirrors every platter, item and the chevron", arguments: HeaderStyle.glass)
    func rightToLeftIsMirrored(style: HeaderStyle) throws {
        var rtl = glass(style)
        rtl.direction = .rtl
        let left = layout(glass(style), at: 20)
        let right = layout(rtl, at: 20)
        #expect(right.platters.map(\.frame) == left.platters.map { $0.frame.mirrored(inWidth: 393) })
        #expect(right.platters.map(\.items) == left.platters.map(\.items))
        #expect(right.actions.map(\.frame) == left.actions.map { $0.frame.mirrored(inWidth: 393) })
        let back = try #require(right.back)
        #expect(back.chevronMirrored && back.frame.maxX == 393 - 16)
    }

    @Test("iPad: margins of 20 and the 44-point platters centred in the 50-point bar")
    func iPadMargins() throws {
        let result = layout(glass(.large, device: .ipadAir), at: 0)
        let bar = try #require(result.bar)
        #expect(result.platters.first?.frame == rect(20, bar.y + 3, result.platters[0].frame.width, 44))
        #expect(result.platters.last?.frame == rect(820 - 20 - 88, bar.y + 3, 88, 44))
    }

    @Test("textSize grows the large title as under uikit; the platters and the back label keep their size")
    func textSizeLeavesThePlatters() throws {
        var large = glass(.large)
        large.textSize = .ax3
        var uikit = large
        uikit.fidelity = .uikit
        let big = layout(large, at: 0)
        #expect(big.platters == layout(glass(.large), at: 0).platters)
        #expect(big.back == layout(glass(.large), at: 0).back)
        #expect(big.largeTitle == layout(uikit, at: 0).largeTitle && big.contentTop == layout(uikit, at: 0).contentTop)
        #expect(big.thresholds.collapsed == layout(uikit, at: 0).thresholds.collapsed)
    }

    @Test("kit and uikit have no platters, and a spacer or prominence changes nothing there")
    func otherFidelitiesHaveNoPlatters() {
        for fidelity in [Fidelity.kit, .uikit] {
            let plain = HeaderConfiguration(trailing: [.icon("search"), .icon("plus")], fidelity: fidelity)
            #expect(layout(plain, at: 20).platters.isEmpty)
            #expect(!json(layout(plain, at: 20)).contains("platters"))
            let marked = HeaderConfiguration(
                trailing: [.icon("search"), Action.icon("plus", prominent: true).spaced()], fidelity: fidelity)
            #expect(json(layout(marked, at: 20)) == json(layout(plain, at: 20)))
        }
    }
}
