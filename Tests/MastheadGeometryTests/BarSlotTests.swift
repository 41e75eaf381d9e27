import Testing

@testable import MastheadGeometry

/// The seed kit's three-slot bar: equal side slots, the title centred whatever the sides hold.
struct BarSlotTests {
    @Test(
        "the title stays centred with unequal sides",
        arguments: [
            ([Action](), [Action.icon("search")]),
            ([.icon("menu")], [.icon("search"), .icon("plus"), .icon("more")]),
            ([.text("Edit")], [.text("Done")]),
            ([], [.icon("search"), .icon("plus"), .icon("more")]),
        ])
    func titleCentred(leading: [Action], trailing: [Action]) throws {
        let configuration = HeaderConfiguration(style: .compact, back: "Mail", leading: leading, trailing: trailing)
        let title = try #require(layout(configuration, at: 0).title)
        #expect(isApproximatelyEqual(title.line.frame.midX, 196.5))
        #expect(!title.line.truncated)
    }

    @Test("actions sit in reading order: leading after the back button, trailing against the end edge")
    func actionPositions() throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: "", leading: [.icon("menu")], trailing: [.text("Done"), .icon("plus")])
        let result = layout(configuration, at: 0)
        let back = try #require(result.back)
        #expect(isApproximatelyEqual(back.frame, rect(16, 59, 13, 44)))
        #expect(back.label == nil)
        let frames = result.actions.map(\.frame)
        #expect(result.actions.map(\.side) == [.leading, .trailing, .trailing])
        #expect(isApproximatelyEqual(frames[0], rect(33, 63, 36, 36)))
        let doneWidth = 4 * 8.5 + 16
        #expect(isApproximatelyEqual(frames[2], rect(341, 63, 36, 36)))
        #expect(isApproximatelyEqual(frames[1], rect(341 - 4 - doneWidth, 65, doneWidth, 32)))
        #expect(result.actions[1].kind == .text && result.actions[1].icon == nil && result.actions[1].label == "Done")
    }

    @Test(
        "actions that would overlap the other side's are left out, the wider side's innermost first",
        arguments: [Fidelity.kit, .uikit])
    func overflowingActionsAreLeftOut(fidelity: Fidelity) throws {
        let leading: [Action] = ["Cancel all", "Archive", "Select", "Edit"].map { .text($0) }
        let trailing: [Action] = ["Done now", "Share", "Send", "Save"].map { .text($0) }
        let configuration = HeaderConfiguration(
            style: .compact, back: "Mailboxes", leading: leading, trailing: trailing, fidelity: fidelity)
        let result = layout(configuration, at: 0)
        let shownLeading = result.actions.filter { $0.side == .leading }
        let shownTrailing = result.actions.filter { $0.side == .trailing }
        // What is kept is the outer end of each side, in order: the first leading actions, the last trailing ones.
        #expect(!shownLeading.isEmpty && shownLeading.count < 4)
        #expect(!shownTrailing.isEmpty && shownTrailing.count < 4)
        #expect(shownLeading.map(\.label) == leading.prefix(shownLeading.count).map(\.label))
        #expect(shownTrailing.map(\.label) == trailing.suffix(shownTrailing.count).map(\.label))
        let back = try #require(result.back)
        let startEnd = max(back.frame.maxX, shownLeading.map(\.frame.maxX).max() ?? 0)
        let endStart = try #require(shownTrailing.map(\.frame.x).min())
        #expect(startEnd + Metrics.actionSpacing <= endStart + 1e-9)
        #expect(endStart + 1e-9 >= back.frame.maxX)
        #expect(try #require(shownTrailing.last).frame.maxX <= 393 - 16 + 1e-9)
        // One more leading action would not have fitted: nothing is left out that had room.
        let oneMore = leading.prefix(shownLeading.count + 1).map { $0 }
        let wider = layout(
            HeaderConfiguration(
                style: .compact, back: "Mailboxes", leading: oneMore,
                trailing: Array(trailing.suffix(shownTrailing.count)),
                fidelity: fidelity),
            at: 0)
        #expect(wider.actions.count < oneMore.count + shownTrailing.count)
    }

    @Test("the back label never runs into an end side that reaches past the centre", arguments: [Fidelity.kit, .uikit])
    func backLabelStopsAtTheEndSide(fidelity: Fidelity) throws {
        let trailing: [Action] = ["Share all", "Send", "Save"].map { .text($0) }
        let configuration = HeaderConfiguration(
            style: .compact, back: "Mailboxes", leading: [.text("Cancel all")], trailing: trailing,
            device: try #require(DevicePreset.all.first { $0.id == "iphone-se" }), fidelity: fidelity)
        let result = layout(configuration, at: 0)
        let startEnd = try #require(result.actions.filter { $0.side == .leading }.map(\.frame.maxX).max())
        let endStart = try #require(result.actions.filter { $0.side == .trailing }.map(\.frame.x).min())
        #expect(result.actions.count == 4)
        #expect(startEnd + Metrics.actionSpacing <= endStart + 1e-9)
    }

    @Test("a side wider than its share narrows and truncates the title, which stays centred")
    func narrowsTitle() throws {
        let trailing: [Action] = [.icon("search"), .icon("plus"), .icon("more"), .icon("share")]
        let configuration = HeaderConfiguration(
            style: .compact, title: "A very long inbox title for testing", trailing: trailing)
        let result = layout(configuration, at: 0)
        let title = try #require(result.title)
        // End slot: 4 x 36 + 3 x 4 = 156, plus the 8-point gap; the title gets 361 - 2 x 164 = 33.
        #expect(title.line.truncated)
        #expect(title.line.text == "A…")
        #expect(isApproximatelyEqual(title.line.frame.midX, 196.5))
        let firstTrailing = try #require(result.actions.first)
        #expect(title.line.frame.maxX + 8 <= firstTrailing.frame.x + 1e-9)
    }

    @Test("with no room at all the title is empty but still centred")
    func noRoom() throws {
        let trailing = (0..<4).map { _ in Action.text("Wide action") }
        let configuration = HeaderConfiguration(style: .compact, trailing: trailing)
        let title = try #require(layout(configuration, at: 0).title)
        #expect(title.line.text == "" && title.line.truncated)
        #expect(isApproximatelyEqual(title.line.frame.midX, 196.5))
    }
}
