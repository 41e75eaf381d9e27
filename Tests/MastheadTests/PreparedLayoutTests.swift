import MastheadGeometry
import MastheadText
import Testing

@testable import MastheadEndpoints

/// A prepared layout (its plan made once, with the measurements of its first layout recorded) gives at every offset
/// the layout of computing the configuration afresh with the shaper itself.
struct PreparedLayoutTests {
    static let shaper = try! TextShaper(folders: FontFolders())

    static let configurations: [HeaderConfiguration] = HeaderStyle.allCases.flatMap { style in
        [LayoutDirection.ltr, .rtl].flatMap { direction -> [HeaderConfiguration] in
            var quickReturn = HeaderConfiguration(
                style: style, title: "Inbox", back: "Mailboxes", trailing: [.icon("search"), .icon("plus")],
                direction: direction)
            // A bar that scrolls away and back (`enterAlways` along a path): its slots move with it.
            quickReturn.scrollBehavior = .enterAlways
            quickReturn.path = [0, 80, 30]
            var uikit = HeaderConfiguration(
                style: style, title: "A title long enough to be truncated in the bar", subtitle: "12 unread",
                back: "A very long previous screen title", leading: [.text("Edit")], trailing: [.text("Done")],
                device: .iphoneSE, direction: direction)
            uikit.fidelity = .uikit
            return [quickReturn, uikit]
        }
    }

    @Test(arguments: configurations)
    func everyOffsetIsTheFreshLayout(configuration: HeaderConfiguration) {
        let prepared = PreparedLayout(configuration, at: 26, base: Self.shaper)
        for offset in [-120.0, -3, 0, 0.5, 10, 26, 41.9, 42, 51.999, 52, 57, 62, 80, 140, 400, 100_000] {
            let fresh = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: Self.shaper)
            #expect(prepared.layout(at: offset) == fresh, "offset \(offset)")
        }
    }

    /// The plan's bar is not used where the bar has moved: at the path's end the quick-return bar is partly
    /// scrolled away, and its back button moved with it.
    @Test func aMovedBarHasItsOwnSlots() {
        var configuration = HeaderConfiguration(style: .compact, title: "Inbox", back: "Mailboxes")
        configuration.scrollBehavior = .enterAlways
        configuration.path = [0, 30]
        let prepared = PreparedLayout(configuration, at: 0, base: Self.shaper)
        let resting = prepared.layout(at: 0)
        let moved = prepared.layout(at: 30)
        let restingBar = try! #require(resting.bar)
        let movedBar = try! #require(moved.bar)
        #expect(movedBar.y < restingBar.y)
        let restingBack = try! #require(resting.back)
        let movedBack = try! #require(moved.back)
        #expect(abs((restingBack.frame.y - restingBar.y) - (movedBack.frame.y - movedBar.y)) < 1e-9)
    }

    /// A single-row Material bar scrolled half away keeps its row centred in what is left of it: the planned row, made
    /// for the resting height, is not used at another height.
    @Test(arguments: [HeaderStyle.m3Small, .m3CenterAligned])
    func aShrunkMaterialRowIsCentredInTheBar(style: HeaderStyle) throws {
        var configuration = HeaderConfiguration(style: style, title: "Inbox", trailing: [.icon("search")])
        configuration.scrollBehavior = .enterAlways
        configuration.path = [0, 32]
        let prepared = PreparedLayout(configuration, at: 0, base: Self.shaper)
        let layout = prepared.layout(at: 32)
        let bar = try #require(layout.bar)
        let title = try #require(layout.title)
        #expect(bar.height < 64)
        #expect(abs(title.line.frame.midY - bar.midY) < 0.01)
        for action in layout.actions { #expect(abs(action.frame.midY - bar.midY) < 0.01) }
    }
}
