import MastheadGeometry
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters

/// Decoding `tabs`, `selectedTab`, `tabStyle` and `tabMode`, their `400`s and their canonical key.
struct TabParameterTests {
    let decoding = ParameterDecodingTests()

    @Test func queryLabelsBecomeTabs() throws {
        let request = try decoding.header(
            query: "style=m3Small&tabs=Inbox,Sent,Drafts&selectedTab=2&tabStyle=secondary&tabMode=scrollable")
        let configuration = request.configuration
        #expect(configuration.tabs.map(\.text) == ["Inbox", "Sent", "Drafts"])
        #expect(configuration.tabs.allSatisfy { $0.icon == nil })
        #expect(configuration.selectedTab == 2)
        #expect(configuration.tabStyle == .secondary)
        #expect(configuration.tabMode == .scrollable)
    }

    @Test func jsonTabsTakeLabelsIconsOrBoth() throws {
        let request = try decoding.header(
            body: #"{"style":"m3Large","tabs":["Inbox",{"text":"Sent","icon":"share"},{"icon":"bell"}]}"#)
        #expect(
            request.configuration.tabs == [
                TabItem(text: "Inbox"), TabItem(text: "Sent", icon: "share"), TabItem(text: "", icon: "bell"),
            ])
        #expect(request.configuration.tabStyle == .primary && request.configuration.tabMode == .fixed)
    }

    @Test(
        "bad tabs are a 400 naming the parameter",
        arguments: [
            ("style=m3Small&tabs=" + (1...9).map { "T\($0)" }.joined(separator: ","), "tabs"),
            ("style=m3Small&tabs=Inbox,Sent&selectedTab=2", "selectedTab"),
            ("style=m3Small&tabs=Inbox&selectedTab=-1", "selectedTab"),
            ("style=m3Small&tabs=Inbox&selectedTab=1.5", "selectedTab"),
            ("style=m3Small&tabs=" + String(repeating: "a", count: 41), "tabs"),
            ("style=scrollEdge&tabs=Inbox,Sent", "tabs"), ("style=large&fidelity=ios26&tabs=Inbox", "tabs"),
            ("style=collapsible&tabs=Inbox", "tabs"), ("style=m3Small&tabs=Inbox&tabStyle=tertiary", "tabStyle"),
            ("style=m3Small&tabs=Inbox&tabMode=wrap", "tabMode"),
        ])
    func refusesBadQuery(query: String, parameter: String) throws {
        let error = try #require(decoding.failure(query: query))
        #expect(error.status == 400)
        #expect(error.parameter == parameter)
    }

    @Test(
        "bad JSON tabs are a 400 naming tabs",
        arguments: [
            #"{"style":"m3Small","tabs":[{"icon":"rocket"}]}"#, #"{"style":"m3Small","tabs":[{"text":"A","x":1}]}"#,
            #"{"style":"m3Small","tabs":[{}]}"#, #"{"style":"m3Small","tabs":[3]}"#,
            #"{"style":"m3Small","tabs":{"text":"A"}}"#, #"{"style":"m3Small","tabs":[""]}"#,
            #"{"style":"m3Small","tabs":["1","2","3","4","5","6","7","8","9"]}"#,
            #"{"style":"m3Small","tabs":[{"text":"A","icon":3}]}"#,
        ])
    func refusesBadBody(body: String) throws {
        let error = try #require(decoding.failure(body: body))
        #expect(error.status == 400)
        #expect(error.parameter == "tabs")
    }

    @Test func anUnknownIconListsTheCatalog() throws {
        let error = try #require(decoding.failure(body: #"{"style":"m3Small","tabs":[{"icon":"serach"}]}"#))
        #expect(error.allowed?.contains("search") == true)
        #expect(error.detail.contains("serach"))
    }

    @Test func theLimitsHold() throws {
        let eight = (1...8).map { "T\($0)" }.joined(separator: ",")
        #expect(try decoding.header(query: "style=m3Small&tabs=" + eight).configuration.tabs.count == 8)
        let forty = String(repeating: "ש", count: 40)
        #expect(try decoding.header(query: "style=m3Small&tabs=" + forty).configuration.tabs[0].text == forty)
        #expect(try decoding.header(query: "style=m3Small&tabs=A,B&selectedTab=1").configuration.selectedTab == 1)
    }

    @Test func withoutTabsTheOthersAreIgnoredAndTheKeyIsUnchanged() throws {
        let plain = try decoding.header(query: "style=m3Small")
        let others = try decoding.header(query: "style=m3Small&selectedTab=3&tabStyle=secondary&tabMode=scrollable")
        #expect(others == plain)
        var a = CanonicalKey(endpoint: "/v1/geometry")
        a.add(plain)
        var b = CanonicalKey(endpoint: "/v1/geometry")
        b.add(others)
        #expect(a.bytes == b.bytes)
        #expect(!a.text.contains("tab"))
        let empty = try decoding.header(query: "style=large&tabs=")
        #expect(empty.configuration.tabs.isEmpty)
    }

    @Test func tabsAreKeyed() throws {
        func key(_ query: String) throws -> [UInt8] {
            var key = CanonicalKey(endpoint: "/v1/geometry")
            key.add(try decoding.header(query: query))
            return key.bytes
        }
        let base = try key("style=m3Small&tabs=Inbox,Sent")
        #expect(try key("style=m3Small&tabs=Inbox,Sent&selectedTab=0&tabStyle=primary&tabMode=fixed") == base)
        #expect(try key("style=m3Small&tabs=Inbox,Sent&selectedTab=1") != base)
        #expect(try key("style=m3Small&tabs=Inbox,Sen") != base)
        #expect(try key("style=m3Small&tabs=Inbox,Sent&tabMode=scrollable") != base)
        #expect(try key("style=m3Small&tabs=Inbox,Sent&tabStyle=secondary") != base)
        let json = try decoding.header(body: #"{"style":"m3Small","tabs":["Inbox","Sent"]}"#)
        var fromJSON = CanonicalKey(endpoint: "/v1/geometry")
        fromJSON.add(json)
        #expect(fromJSON.bytes == base)
    }
}
