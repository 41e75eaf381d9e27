import Foundation
import MastheadGeometry
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Right-to-left previews mirror: the back button, its chevron (pointing right), the actions and the status bar's
/// two sides change places, and header text is written with `direction="rtl"`.
struct PreviewDirectionTests {
    static let query = "style=compact&back=Mailboxes&trailing=search&title=דואר"

    @Test func chevronIsMirroredAtTheRightEdge() throws {
        let layout = try PreviewHarness.layout(Self.query + "&direction=rtl")
        let back = try #require(layout.back)
        #expect(back.chevronMirrored)
        let svg = try PreviewHarness.render(PreviewEndpoint(), Self.query + "&direction=rtl")
        let expected = "translate(\(fmt(back.chevronFrame.maxX)) \(fmt(back.chevronFrame.y))) scale(-1 1)"
        #expect(svg.contains("<g transform=\"\(expected)\" fill=\"none\""))
    }

    @Test(arguments: LayoutDirection.allCases)
    func actionsAndStatusBarSwapSides(direction: LayoutDirection) throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), Self.query + "&direction=\(direction.rawValue)")
        let layout = try PreviewHarness.layout(Self.query + "&direction=\(direction.rawValue)")
        let action = try #require(layout.actions.first)
        #expect((action.frame.midX < 196.5) == (direction == .rtl))
        let statusTime = try #require(PreviewHarness.textElement(showing: "9:41", in: svg))
        #expect(statusTime.contains("font-size=\"17\""))
        let x = try #require(statusTime.split(separator: "\"").dropFirst().first.flatMap { Double($0) })
        #expect((x > 196.5) == (direction == .rtl))
        // The Hebrew title reads right to left in either layout: a text's direction is its first strong character's.
        #expect(PreviewHarness.attribute("direction", ofID: "title-text", in: svg) == "rtl")
    }

    @Test func englishSampleTextKeepsItsReadingOrderInRightToLeft() throws {
        let svg = try PreviewHarness.render(PreviewEndpoint(), "direction=rtl&rows=1")
        let sender = try #require(PreviewHarness.textElement(showing: "Maya Chen", in: svg))
        #expect(sender.contains("text-anchor=\"end\"") && !sender.contains("direction=\"rtl\""))
    }
}
