import Testing

@testable import MastheadGeometry

/// Parse-free checks of the geometry document's text.
struct DocumentTests {
    static let order = [
        "\"version\":", "\"style\":", "\"offset\":", "\"direction\":", "\"appearance\":", "\"viewport\":",
        "\"progress\":", "\"header\":", "\"bar\":", "\"hairline\":", "\"back\":", "\"title\":", "\"largeTitle\":",
        "\"actions\":", "\"edgeEffect\":", "\"content\":", "\"thresholds\":",
        // The header's own transition (a part's, such as the scrim's, begins with its property).
        "\"transition\":{\"curve\"",
    ]

    func document(_ style: HeaderStyle, offset: Double, direction: LayoutDirection = .ltr) -> String {
        json(
            layout(
                HeaderConfiguration(
                    style: style, subtitle: "3 unread", back: "Mailboxes", trailing: [.icon("search")],
                    direction: direction),
                at: offset))
    }

    @Test("API.md's example opening, at offset 26 of the large style")
    func opening() {
        let text = json(layout(HeaderConfiguration(), at: 26))
        #expect(
            text.hasPrefix(
                #"{"version":1,"style":"large","offset":26,"direction":"ltr","appearance":"light","#
                    + #""viewport":{"width":393,"height":852,"scale":3,"safeAreaTop":59},"progress":0.5,"#
                    + #""header":{"frame":{"x":0,"y":0,"width":393,"height":103},"backgroundOpacity":0.5},"#
                    + #""bar":{"frame":{"x":0,"y":59,"width":393,"height":44}},"#
                    + #""hairline":{"frame":{"x":0,"y":103,"width":393,"height":0.333},"opacity":0.5},"#))
        #expect(text.contains(#""font":{"family":"Inter","weight":600,"size":17},"accessibility":{"role":"heading"}"#))
        #expect(text.contains(#""largeTitle":{"text":"Inbox","frame":"#))
        #expect(text.contains(#""opacity":1,"scale":1,"anchor":{"x":16,"y":114.2}"#))
        #expect(text.contains(#""font":{"family":"Inter Display","weight":700,"size":34}"#))
        #expect(
            text.hasSuffix(
                #""actions":[],"content":{"top":129},"#
                    + #""thresholds":{"titleVisible":52,"hairlineVisible":52,"collapsed":52}}"#))
    }

    @Test("members appear in API.md's order, absent parts left out", arguments: HeaderStyle.allCases)
    func memberOrder(style: HeaderStyle) throws {
        let text = document(style, offset: 13)
        var last = text.startIndex
        for member in Self.order {
            guard let range = text.firstRange(of: member) else { continue }
            #expect(range.lowerBound >= last, "\(member) out of order")
            last = range.lowerBound
        }
        let expandedTitle =
            [
                .large, .inlineTitle, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .sliverAppBar,
                .collapsingToolbar,
            ].contains(style)
        #expect(text.contains("\"largeTitle\":") == expandedTitle)
        #expect(text.contains("\"edgeEffect\":") == (style == .scrollEdge))
        #expect(text.contains("\"transition\":{\"curve\":\"easeOut\",\"duration\":0.2}") == (style == .collapsible))
        #expect(text.contains("\"hairline\":") == (style != .scrollEdge && style != .collapsible && !style.isMaterial))
        #expect(text.contains("\"colors\":") == style.isMaterial)
        #expect(text.contains("\"scrollFrame\":") == (style == .inlineTitle))
    }

    @Test("back, actions and edge effect members", arguments: [LayoutDirection.ltr, .rtl])
    func partMembers(direction: LayoutDirection) {
        let bar = document(.compact, offset: 0, direction: direction)
        #expect(bar.contains(#""chevron":{"frame":"#))
        #expect(bar.contains(#""mirrored":\#(direction == .rtl)},"label":{"text":"Mailboxes","frame":"#))
        #expect(bar.contains(#""accessibility":{"role":"button","label":"Mailboxes"}"#))
        let action = #""actions":[{"name":"trailing[0]","side":"trailing","kind":"icon","icon":"search","#
        #expect(bar.contains(action + #""label":"Search","frame":"#))
        // A 36-point button takes touches over UIKit's 44-point slot around it (Metrics.iosTouchTargetSize).
        let x = direction == .rtl ? 12 : 337
        #expect(bar.contains(#""touchTarget":{"x":\#(x),"y":59,"width":44,"height":44}}]"#))
        #expect(bar.contains(#""subtitle":{"text":"3 unread","frame":"#))
        let edge = document(.scrollEdge, offset: 5, direction: direction)
        #expect(edge.contains(#""edgeEffect":{"style":"soft","frame":"#))
        #expect(
            edge.contains(
                #""opacity":0.5,"blur":8,"stops":[{"at":0,"opacity":1},{"at":0.6,"opacity":0.85},"#
                    + #"{"at":1,"opacity":0}]}"#
            ))
    }

    @Test(
        "numbers never carry -0, an exponent or more than 3 decimals", arguments: HeaderStyle.allCases,
        [0.0, -0.0, 1.0 / 3, -44, -200, 100_000, -100_000, 1e-7])
    func numbers(style: HeaderStyle, offset: Double) {
        let text = document(style, offset: offset)
        #expect(!text.contains("-0,") && !text.contains("-0}") && !text.contains("-0]"))
        // Colours (`"#FEF7FF"`) are strings, not numbers: left out of the exponent check.
        let characters = Array(text.replacing(#/"#[0-9A-F]{6}"/#, with: "\"#\""))
        for index in characters.indices.dropFirst() where characters[index] == "e" || characters[index] == "E" {
            #expect(!characters[index - 1].isNumber, "exponent in \(text)")
        }
        var decimals = 0
        var inNumber = false
        for character in text {
            if character == "." {
                inNumber = true
                decimals = 0
                continue
            }
            if inNumber && character.isNumber { decimals += 1 } else { inNumber = false }
            #expect(decimals <= 3)
        }
    }

    @Test("a non-finite offset is laid out and written as 0")
    func nonFiniteOffset() {
        let text = json(layout(HeaderConfiguration(), at: .nan))
        #expect(text.contains(#""offset":0,"#))
        #expect(!text.contains("nan"))
    }
}
