import Testing

@testable import MastheadGeometry

/// `fidelity=uikit` against the kit's mode at UIKit's switch points, on a phone and an iPad, in both directions.
struct UIKitFidelityTests {
    static let devices: [DevicePreset] = [.iphone15, .ipadAir]
    static let cases = devices.flatMap { device in LayoutDirection.allCases.map { (device, $0) } }

    func large(_ device: DevicePreset, _ direction: LayoutDirection, _ fidelity: Fidelity) -> HeaderConfiguration {
        HeaderConfiguration(style: .large, back: "Mailboxes", device: device, direction: direction, fidelity: fidelity)
    }

    @Test("uikit: the titles swap at L - 10 = 42, as a 150 ms cross-fade", arguments: cases)
    func titleSwap(device: DevicePreset, direction: LayoutDirection) throws {
        let configuration = large(device, direction, .uikit)
        for (offset, shown) in [(0.0, false), (41.9, false), (42, true), (52, true), (-60, false), (80, true)] {
            let result = layout(configuration, at: offset)
            let title = try #require(result.title)
            let largeTitle = try #require(result.largeTitle)
            #expect(title.opacity == (shown ? 1 : 0), "offset \(offset)")
            #expect(largeTitle.opacity == (shown ? 0 : 1), "offset \(offset)")
            #expect(title.transition == Transition(curve: "easeInOut", duration: 0.15, property: "opacity"))
            #expect(largeTitle.transition == title.transition)
        }
    }

    @Test("kit: the bar title fades in over the whole 52 and nothing is timed", arguments: cases)
    func kitTitleRamp(device: DevicePreset, direction: LayoutDirection) throws {
        let configuration = large(device, direction, .kit)
        for offset in [0.0, 41.9, 42, 52, 57, 62] {
            let result = layout(configuration, at: offset)
            let title = try #require(result.title)
            #expect(isApproximatelyEqual(title.opacity, min(1, offset / 52)))
            #expect(isApproximatelyEqual(try #require(result.hairline).opacity, min(1, offset / 52)))
            #expect(title.transition == nil && result.largeTitle?.transition == nil)
            #expect(result.largeTitle?.opacity == 1)
        }
    }

    @Test("uikit: hairline and backing stay clear until 52, then fade in by 62", arguments: cases)
    func scrollUnder(device: DevicePreset, direction: LayoutDirection) throws {
        let configuration = large(device, direction, .uikit)
        for (offset, expected) in [(0.0, 0.0), (41.9, 0), (42, 0), (52, 0), (57, 0.5), (62, 1), (80, 1), (-60, 0)] {
            let result = layout(configuration, at: offset)
            #expect(isApproximatelyEqual(try #require(result.hairline).opacity, expected), "offset \(offset)")
            #expect(isApproximatelyEqual(result.header.backgroundOpacity, expected), "offset \(offset)")
            #expect(isApproximatelyEqual(result.progress, UnitInterval.ratio(offset, over: 52)))
        }
    }

    @Test("uikit thresholds are the switch points; a subtitle moves them with L")
    func thresholds() {
        let plain = layout(large(.iphone15, .ltr, .uikit), at: 0).thresholds
        #expect(plain == Thresholds(titleVisible: 42, hairlineVisible: 52, hairlineOpaque: 62, collapsed: 52))
        var configuration = large(.iphone15, .ltr, .uikit)
        configuration.subtitle = "3 unread"
        #expect(
            HeaderLayout.thresholds(configuration: configuration, measurer: FixedWidthMeasurer())
                == Thresholds(titleVisible: 62, hairlineVisible: 72, hairlineOpaque: 82, collapsed: 72))
        let compact = HeaderConfiguration(style: .compact, fidelity: .uikit)
        #expect(layout(compact, at: 5).thresholds == Thresholds(hairlineVisible: 0, hairlineOpaque: 10))
        #expect(layout(large(.iphone15, .ltr, .kit), at: 0).thresholds.hairlineOpaque == nil)
        let json = json(layout(large(.iphone15, .ltr, .uikit), at: 0))
        #expect(json.contains(#""thresholds":{"titleVisible":42,"hairlineVisible":52,"hairlineOpaque":62,"#))
        #expect(json.contains(#""transition":{"property":"opacity","duration":0.15,"curve":"easeInOut"}"#))
    }

    @Test("uikit compact: hairline and backing clamp(offset / 10), title always shown", arguments: cases)
    func compact(device: DevicePreset, direction: LayoutDirection) throws {
        let configuration = HeaderConfiguration(style: .compact, device: device, direction: direction, fidelity: .uikit)
        for (offset, expected) in [(0.0, 0.0), (5, 0.5), (10, 1), (42, 1), (-20, 0)] {
            let result = layout(configuration, at: offset)
            #expect(isApproximatelyEqual(try #require(result.hairline).opacity, expected))
            #expect(isApproximatelyEqual(result.header.backgroundOpacity, expected))
            #expect(try #require(result.title).opacity == 1)
        }
    }

    @Test(
        "uikit: the chevron starts 8 from the leading edge and the label 27; the kit's at the margin",
        arguments: cases)
    func backChevron(device: DevicePreset, direction: LayoutDirection) throws {
        let width = device.width
        for (fidelity, chevronStart) in [(Fidelity.uikit, 8.0), (.kit, device.id == "ipad-air" ? 20 : 16)] {
            let back = try #require(layout(large(device, direction, fidelity), at: 0).back)
            let label = try #require(back.label).frame
            if direction == .ltr {
                #expect(isApproximatelyEqual(back.chevronFrame.x, chevronStart))
                #expect(isApproximatelyEqual(label.x, chevronStart + 13 + 6))
            } else {
                #expect(isApproximatelyEqual(back.chevronFrame.x + back.chevronFrame.width, width - chevronStart))
                #expect(isApproximatelyEqual(label.x + label.width, width - chevronStart - 19))
            }
        }
    }

    /// A crowded bar: a 20-character title (170 wide at 17 points), "Mailboxes" and three trailing icons.
    func crowded(_ fidelity: Fidelity, _ direction: LayoutDirection) -> HeaderLayout {
        let configuration = HeaderConfiguration(
            style: .compact, title: String(repeating: "T", count: 20), back: "Mailboxes",
            trailing: [.icon("search"), .icon("share"), .icon("more")], direction: direction, fidelity: fidelity)
        return layout(configuration, at: 0)
    }

    @Test("uikit: a crowded title is centred in the space the sides leave; the back label gives way as system")
    func crowdedTitle() throws {
        // Sides: chevron 8 ... 21 + 8 gap = 29; trailing 377 - 116 - 8 gap = 253. The title (170) fits there but
        // not centred on the bar (111.5 ... 281.5), so it is centred between: 56 ... 226.
        let uikit = crowded(.uikit, .ltr)
        let title = try #require(uikit.title).line
        #expect(!title.truncated)
        #expect(isApproximatelyEqual(title.frame.x, 56) && isApproximatelyEqual(title.frame.width, 170))
        // 56 - 8 gap - 8 - 13 - 6 = 21 left for the label: neither "Mailboxes" (76.5) nor "Back" (34) fits.
        let back = try #require(uikit.back)
        #expect(back.label == nil && back.accessibilityLabel == "Mailboxes")
        // The kit keeps the title centred and truncates it to 361 - 2 * 124 = 113.
        let kit = try #require(crowded(.kit, .ltr).title).line
        #expect(kit.truncated && kit.frame.width <= 113 + 1e-9)
        #expect(isApproximatelyEqual(kit.frame.x + kit.frame.width / 2, 196.5))
        // Mirrored in right-to-left.
        let rtl = try #require(crowded(.uikit, .rtl).title).line
        #expect(isApproximatelyEqual(rtl.frame.x, 393 - 56 - 170))
    }

    @Test("uikit: a title that fits stays centred on the bar, and a long back label falls back to Back")
    func fittingTitleAndBackFallback() throws {
        let configuration = HeaderConfiguration(
            style: .large, back: "An extremely long back button label", trailing: [.icon("search")], fidelity: .uikit)
        let result = layout(configuration, at: 60)
        let title = try #require(result.title).line
        #expect(isApproximatelyEqual(title.frame.x + title.frame.width / 2, 196.5))
        let back = try #require(result.back)
        let label = try #require(back.label)
        #expect(label.text == "Back" && label.truncated)
        var kit = configuration
        kit.fidelity = .kit
        let kitBack = try #require(layout(kit, at: 60).back)
        #expect(kitBack.label?.text.hasSuffix("…") == true)
    }

    @Test("other styles ignore fidelity", arguments: [HeaderStyle.scrollEdge, .inlineTitle, .collapsible])
    func otherStyles(style: HeaderStyle) {
        let kit = HeaderConfiguration(style: style, back: "Mailboxes")
        var uikit = kit
        uikit.fidelity = .uikit
        for offset in [0.0, 42, 57] {
            var a = layout(kit, at: offset)
            let b = layout(uikit, at: offset)
            a.fidelity = .uikit
            #expect(a == b)
        }
    }
}
