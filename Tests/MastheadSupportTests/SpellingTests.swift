import Testing

@testable import MastheadSupport

struct SpellingTests {
    static let parameters = [
        "appearance", "back", "backFallback", "content", "device", "direction", "offset", "rows", "style", "subtitle",
        "text", "title", "trailing", "leading", "navigation", "path",
    ]

    @Test(
        "a misspelt word finds the word it meant",
        arguments: [
            ("tittle", "title"), ("ofset", "offset"), ("offest", "offset"), ("Offset", "offset"),
            ("navigaton", "navigation"), ("trialing", "trailing"), ("apperance", "appearance"),
            ("backfallback", "backFallback"), ("stlye", "style"), ("sutbitle", "subtitle"), ("tex", "text"),
        ])
    func suggests(typed: String, meant: String) {
        #expect(Spelling.closest(to: typed, among: Self.parameters) == meant)
    }

    @Test(
        "a word close to nothing, or equally close to two, gets no suggestion",
        arguments: ["x", "from", "zoom", "", String(repeating: "a", count: 65)])
    func staysSilent(typed: String) {
        #expect(Spelling.closest(to: typed, among: Self.parameters) == nil)
    }

    @Test func caseAloneAlwaysMatches() {
        #expect(Spelling.closest(to: "M3MEDIUM", among: ["m3Small", "m3Medium", "m3Large"]) == "m3Medium")
        #expect(Spelling.closest(to: "Large", among: ["compact", "large"]) == "large")
    }

    @Test func aTieIsNoSuggestion() {
        #expect(Spelling.closest(to: "ab", among: ["aa", "bb"]) == nil)
        #expect(Spelling.closest(to: "ab", among: ["aa", "xy"]) == "aa")
    }

    @Test func distanceCountsASwapAsOneEdit() {
        let distance = { (a: String, b: String) in
            Spelling.distance(Spelling.folded(a), Spelling.folded(b), limit: 5)
        }
        #expect(distance("serach", "search") == 1)
        #expect(distance("title", "title") == 0)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ca", "abc") == 3)  // the restricted distance: no edit inside a swapped pair
        #expect(Spelling.distance(Spelling.folded("abcdefgh"), Spelling.folded("zyxwvuts"), limit: 2) == 3)
    }
}
