import MastheadFormat
import Testing

@testable import MastheadGeometry

struct CatalogTests {
    @Test(
        "colour tokens are GEOMETRY.md's",
        arguments: [
            (Appearance.light, ["#FFFFFF", "#F5F5F7", "#1D1D1F", "#6E6E73", "rgba(0,0,0,0.15)", "#007AFF"]),
            (.dark, ["#000000", "#161617", "#F5F5F7", "#A1A1A6", "rgba(255,255,255,0.18)", "#0A84FF"]),
        ])
    func tokens(appearance: Appearance, expected: [String]) {
        let palette = ColorPalette.forAppearance(appearance)
        #expect(
            palette.tokens.map(\.name) == [
                "surface", "surfaceSecondary", "label", "labelSecondary", "separator", "link",
            ])
        #expect(palette.tokens.map(\.color.css) == expected)
    }

    @Test func cardColors() {
        #expect(
            ColorPalette.cardColors.map(\.color.css) == [
                "#FF2D55", "#FF9500", "#FFCC00", "#34C759", "#30B0C7", "#007AFF", "#5856D6", "#AF52DE",
            ])
    }

    @Test(
        "icons are lowercase, unique and labelled",
        arguments: [
            "search", "plus", "more", "menu", "share", "edit", "close", "settings", "filter", "compose", "bell",
            "trash",
            "bookmark", "info", "person", "heart",
        ])
    func icon(name: String) throws {
        let label = try #require(IconCatalog.label(for: name))
        #expect(!label.isEmpty)
        #expect(name == name.lowercased())
        #expect(IconCatalog.icons.filter { $0.name == name }.count == 1)
    }

    @Test(
        "content kinds and their default rows",
        arguments: [
            (ContentKind.messages, 15), (.cards, 30), (ContentKind.none, 0),
        ])
    func contentKinds(kind: ContentKind, rows: Int) {
        #expect(kind.defaultRows == rows)
    }

    @Test(
        "every preset has its display's corner radius, and a viewport made from it keeps it",
        arguments: [
            ("iphone-se", 0.0), ("iphone-13-mini", 44), ("iphone-15", 55), ("iphone-16-pro", 62),
            ("iphone-16-pro-max", 62), ("ipad-air", 18), ("pixel-8", 104 / 2.625), ("pixel-tablet", 14),
        ])
    func displayCornerRadius(id: String, radius: Double) throws {
        let preset = try #require(DevicePreset.named(id))
        #expect(isApproximatelyEqual(preset.displayCornerRadius, radius))
        #expect(preset.displayCornerRadius < min(preset.width, preset.height) / 2)
        #expect(isApproximatelyEqual(Viewport(preset: preset, width: 300).displayCornerRadius, radius))
    }

    @Test("the catalog document lists every table")
    func document() {
        var json = JSONWriter()
        Catalog.writeJSON(into: &json)
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(
            text.hasPrefix(
                #"{"styles":{"values":["compact","large","scrollEdge","inlineTitle","collapsible","m3Small","#
                    + #""m3CenterAligned","m3Medium","m3Large","m3MediumFlexible","m3LargeFlexible","m3Search","#
                    + #""sliverAppBar","collapsingToolbar"],"#
                    + #""default":"large"}"#
            )
        )
        #expect(
            text.contains(
                #"{"id":"pixel-8","width":412,"height":915,"scale":2.625,"safeAreaTop":24,"barHeight":44,"#
                    + #""displayCornerRadius":39.619,"default":false}"#))
        #expect(text.contains(#""m3TitleLarge":{"family":"Roboto","weight":400,"size":22}"#))
        #expect(
            text.contains(
                #"{"id":"ipad-air","width":820,"height":1180,"scale":2,"safeAreaTop":24,"barHeight":50,"#
                    + #""displayCornerRadius":18,"default":false}"#
            ))
        #expect(
            text.contains(
                #"{"id":"iphone-15","width":393,"height":852,"scale":3,"safeAreaTop":59,"barHeight":44,"#
                    + #""displayCornerRadius":55,"default":true}"#
            ))
        #expect(text.contains(#"{"name":"plus","label":"Add"}"#))
        #expect(text.contains(#""separator":"rgba(255,255,255,0.18)""#))
        #expect(text.contains(#""barEdgePadding":16"#) && text.contains(#""hardEdgeOpacity":0.95"#))
        #expect(text.contains(#""barEdgePaddingPad":20"#) && text.contains(#""largeTitleBottomPadding":8"#))
        #expect(text.contains(#""uikitShowLargeTitleThreshold":10,"uikitTitleFadeDuration":0.15"#))
        #expect(text.contains(#""largeTitle":{"family":"Inter Display","weight":700,"size":34}"#))
        #expect(text.contains(#""defaults":{"style":"large","offset":0,"title":"Inbox""#))
        #expect(text.hasSuffix("}}"))
    }
}
