import Testing

@testable import MastheadGeometry

struct BackButtonTests {
    /// Title "Inbox" (42.5) leaves each side 159.25; the label gets 159.25 - 8 - 13 - 6 = 132.25.
    func back(_ label: String, fallback: BackFallback = .truncate, title: String = "Inbox") throws -> BackPart {
        let configuration = HeaderConfiguration(style: .compact, title: title, back: label, backFallback: fallback)
        return try #require(layout(configuration, at: 0).back)
    }

    @Test("chevron 13 x 21 centred in the bar, label 6 after it")
    func geometry() throws {
        let back = try back("Mailboxes")
        #expect(isApproximatelyEqual(back.chevronFrame, rect(16, 70.5, 13, 21)))
        #expect(!back.chevronMirrored)
        let label = try #require(back.label)
        #expect(isApproximatelyEqual(label.frame, rect(35, 70.8, 76.5, 20.4)))
        #expect(label.font == FontSpec(size: 17, weight: 400))
        #expect(!label.truncated && label.text == "Mailboxes")
        #expect(isApproximatelyEqual(back.frame, rect(16, 59, 13 + 6 + 76.5, 44)))
        #expect(back.accessibilityLabel == "Mailboxes")
    }

    @Test(
        "truncate keeps the longest prefix that fits with an ellipsis",
        arguments: [
            ("Mailboxes and Archive Folders", "Mailboxes and…"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ABCDEFGHIJKLMN…"),
            ("Short", "Short"),
        ])
    func truncates(label: String, shown: String) throws {
        let back = try back(label)
        let line = try #require(back.label)
        #expect(line.text == shown)
        #expect(line.truncated == (label != shown))
        #expect(line.frame.width <= 132.25 + 1e-9)
        #expect(back.accessibilityLabel == label)
    }

    @Test("truncate never leaves an ellipsis alone: with no character left, the chevron stands alone")
    func truncateGivesWayEntirely() throws {
        // Each longer title takes about 4.5 from the label's room, so the sweep passes every room from a few
        // characters down to none, the ones that would hold "…" and nothing else among them.
        var shortest = Int.max
        for length in 1...40 {
            let back = try back("Mailboxes and Archive Folders", title: String(repeating: "T", count: length))
            guard let line = back.label else {
                #expect(isApproximatelyEqual(back.frame.width, 13), "title of \(length)")
                continue
            }
            #expect(line.text != "…", "title of \(length)")
            #expect(line.text.count >= (line.truncated ? 2 : 1), "title of \(length)")
            shortest = min(shortest, line.text.count)
        }
        #expect(shortest == 2)
    }

    @Test(
        "system fallback: full label, then Back, then the chevron alone",
        arguments: [
            ("Mailboxes", "Inbox", "Mailboxes", false),
            ("Mailboxes and Archive Folders", "Inbox", "Back", true),
            ("Mailboxes and Archive Folders", String(repeating: "T", count: 40), "", true),
        ])
    func systemFallback(label: String, title: String, shown: String, truncated: Bool) throws {
        let back = try back(label, fallback: .system, title: title)
        #expect(back.accessibilityLabel == label)
        if shown.isEmpty {
            // Nothing fits: the label is left out and the chevron stands alone.
            #expect(back.label == nil)
            #expect(isApproximatelyEqual(back.frame.width, 13))
            return
        }
        let line = try #require(back.label)
        #expect(line.text == shown)
        #expect(line.truncated == truncated)
    }

    @Test("the title keeps its width before the back label does")
    func titleHasPriority() throws {
        let back = try back("Mailboxes", title: String(repeating: "T", count: 40))
        #expect(back.label == nil)
        #expect(isApproximatelyEqual(back.frame.width, 13))
    }

    @Test("chevron only: no label, accessibility label Back")
    func chevronOnly() throws {
        let back = try back("")
        #expect(back.label == nil)
        #expect(back.accessibilityLabel == "Back")
    }

    @Test func noBackButton() {
        #expect(layout(HeaderConfiguration(style: .compact), at: 0).back == nil)
    }
}
