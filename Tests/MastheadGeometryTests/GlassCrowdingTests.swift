import Testing

@testable import MastheadGeometry

/// `fidelity=ios26` in a crowded bar on an iPhone SE (375 wide, margins 16), measured with the fixed-width measurer
/// (17-point text is 8.5 a character): the back label gives way as UIKit's does, actions that cannot fit are left
/// out innermost first, and nothing overlaps the title.
struct GlassCrowdingTests {
    @Test("a long back label gives way to \"Back\" and its capsule shrinks to it", arguments: LayoutDirection.allCases)
    func longBackLabelGivesWay(direction: LayoutDirection) throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: "A very long previous screen title", trailing: [.icon("search"), .icon("plus")],
            device: .iphoneSE, direction: direction, fidelity: .ios26)
        let result = layout(configuration, at: 0)
        let back = try #require(result.back)
        let label = try #require(back.label)
        #expect(label.text == "Back" && label.truncated)
        #expect(isApproximatelyEqual(back.frame.width, 12 + 13 + 6 + 34))
        #expect(back.accessibilityLabel == "A very long previous screen title")
        let title = try #require(result.title)
        let (left, right) = direction == .ltr ? (back.frame, title.line.frame) : (title.line.frame, back.frame)
        #expect(left.maxX <= right.x, "the back button overlaps the title")
        #expect(result.platters.first?.frame == back.frame)
    }

    @Test("actions that cannot fit are left out, innermost first, and the others keep their names")
    func crowdedActionsAreLeftOut() throws {
        let icons = ["search", "plus", "share", "edit"].map { Action.icon($0) }
        let configuration = HeaderConfiguration(
            style: .compact, title: "", leading: icons, trailing: icons, device: .iphoneSE, fidelity: .ios26)
        let result = layout(configuration, at: 0)
        #expect(result.actions.count == 7)
        #expect(
            result.platters.map { $0.items.map(\.path) } == [
                ["leading[0]", "leading[1]", "leading[2]", "leading[3]"],
                ["trailing[1]", "trailing[2]", "trailing[3]"],
            ])
        #expect(result.platters[0].frame.maxX + 8 <= result.platters[1].frame.x)
        #expect(result.platters[1].frame.maxX == 375 - 16)
    }
}
