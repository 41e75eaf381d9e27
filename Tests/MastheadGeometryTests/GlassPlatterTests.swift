import Testing

@testable import MastheadGeometry

/// `fidelity=ios26`'s glass platters on an iPhone 15 (393 wide, bar at 59, 44 tall, margins 16), measured with the
/// fixed-width measurer: "Done" in 17-point text is 34 wide.
struct GlassPlatterTests {
    func glass(
        style: HeaderStyle = .large, back: String? = nil, leading: [Action] = [], trailing: [Action] = [],
        device: DevicePreset = .iphone15, direction: LayoutDirection = .ltr
    ) -> HeaderConfiguration {
        HeaderConfiguration(
            style: style, back: back, leading: leading, trailing: trailing, device: device, direction: direction,
            fidelity: .ios26)
    }

    @Test("an icon-only item alone is a 44 x 44 circle at the trailing margin", arguments: HeaderStyle.glass)
    func iconAloneIsACircle(style: HeaderStyle) throws {
        let result = layout(glass(style: style, trailing: [.icon("plus")]), at: 0)
        let platter = try #require(result.platters.first)
        #expect(result.platters.count == 1)
        #expect(platter.shape == .circle && platter.cornerRadius == 22)
        #expect(platter.frame == rect(393 - 16 - 44, 59, 44, 44))
        #expect(platter.items.map(\.path) == ["trailing[0]"] && !platter.prominent && platter.opacity == 1)
        #expect(result.actions.first?.frame == platter.frame)
    }

    @Test("two adjacent icons share one capsule, each in a 44-wide slot")
    func adjacentIconsShareACapsule() throws {
        let result = layout(glass(trailing: [.icon("search"), .icon("plus")]), at: 0)
        let platter = try #require(result.platters.first)
        #expect(result.platters.count == 1)
        #expect(platter.shape == .capsule && platter.cornerRadius == 22)
        #expect(platter.frame == rect(393 - 16 - 88, 59, 88, 44))
        #expect(platter.items.map(\.path) == ["trailing[0]", "trailing[1]"])
        #expect(result.actions.map(\.frame) == [rect(289, 59, 44, 44), rect(333, 59, 44, 44)])
    }

    @Test("a spacer splits two icons into two circles 8 apart")
    func spacerSplitsTheGlass() throws {
        let result = layout(glass(trailing: [.icon("search"), Action.icon("plus").spaced()]), at: 0)
        #expect(result.platters.map(\.frame) == [rect(281, 59, 44, 44), rect(333, 59, 44, 44)])
        #expect(result.platters.map { $0.items.map(\.path) } == [["trailing[0]"], ["trailing[1]"]])
        #expect(result.platters.allSatisfy { $0.shape == .circle })
    }

    @Test("a text item has its own capsule, its label's width plus 12")
    func textCapsuleFromTheLabel() throws {
        let result = layout(glass(trailing: [.icon("search"), .text("Done")]), at: 0)
        let done = FixedWidthMeasurer.width("Done", size: 17) + 12
        #expect(result.platters.count == 2)
        #expect(result.platters[1].frame == rect(393 - 16 - done, 59, done, 44))
        #expect(result.platters[1].shape == .capsule && result.platters[1].items.map(\.path) == ["trailing[1]"])
        #expect(result.platters[0].frame == rect(393 - 16 - done - 8 - 44, 59, 44, 44))
    }

    @Test("a short text label still makes a 44-wide platter")
    func shortTextIsAtLeast44() throws {
        let result = layout(glass(trailing: [.text("OK")]), at: 0)
        #expect(result.platters.first?.frame.width == 44 && result.platters.first?.shape == .circle)
    }

    @Test("a prominent item is tinted glass of its own, and its part says so")
    func prominentItemStandsAlone() throws {
        let result = layout(glass(trailing: [.icon("search"), .icon("share"), .icon("plus", prominent: true)]), at: 0)
        #expect(result.platters.map { $0.items.map(\.path) } == [["trailing[0]", "trailing[1]"], ["trailing[2]"]])
        #expect(result.platters.map(\.prominent) == [false, true])
        #expect(result.actions.map(\.prominent) == [false, false, true])
        #expect(json(result).contains(#""prominent":true"#))
    }

    @Test("the back button alone is the chevron centred in a circle at the leading margin")
    func chevronAloneInACircle() throws {
        let result = layout(glass(back: ""), at: 0)
        let back = try #require(result.back)
        #expect(back.frame == rect(16, 59, 44, 44) && back.label == nil)
        #expect(back.chevronFrame == rect(16 + 15.5, 59 + 11.5, 13, 21))
        #expect(result.platters.first?.items.map(\.path) == ["back"] && result.platters.first?.shape == .circle)
        #expect(back.accessibilityLabel == "Back")
    }

    @Test("chevron and label share a capsule 6 wider each side")
    func chevronAndLabelInACapsule() throws {
        let result = layout(glass(back: "Mail"), at: 0)
        let back = try #require(result.back)
        let label = try #require(back.label)
        let width = 12 + 13 + 6 + FixedWidthMeasurer.width("Mail", size: 17)
        #expect(back.frame == rect(16, 59, width, 44))
        #expect(back.chevronFrame.x == 22 && label.frame.x == 22 + 13 + 6)
        #expect(result.platters.first?.shape == .capsule && result.platters.first?.frame == back.frame)
    }

    @Test("leading actions follow the back button's platter 8 later; indices skip spacers")
    func leadingAfterBack() throws {
        let leading = [Action.icon("menu"), Action.icon("edit").spaced(), .icon("share")]
        let result = layout(glass(back: "", leading: leading), at: 0)
        #expect(
            result.platters.map { $0.items.map(\.path) } == [["back"], ["leading[0]"], ["leading[1]", "leading[2]"]])
        #expect(result.platters.map(\.frame.x) == [16, 68, 120])
    }
}

extension HeaderStyle {
    /// The styles `fidelity=ios26` applies to.
    static let glass: [HeaderStyle] = [.compact, .large, .inlineTitle]
}
