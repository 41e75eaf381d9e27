import Testing

@testable import MastheadGeometry

struct ConfigurationTests {
    @Test("defaults follow API.md")
    func defaults() {
        let configuration = HeaderConfiguration()
        #expect(configuration.style == .large)
        #expect(configuration.title == "Inbox")
        #expect(configuration.subtitle == nil)
        #expect(configuration.back == nil)
        #expect(configuration.backFallback == .truncate)
        #expect(configuration.device == "iphone-15")
        #expect(
            configuration.viewport
                == Viewport(
                    width: 393, height: 852, scale: 3, safeAreaTop: 59, barHeight: 44,
                    displayCornerRadius: DisplayCornerRadius.iphone15))
        #expect(configuration.appearance == .light)
        #expect(configuration.direction == .ltr)
        #expect(configuration.edge == .soft)
        #expect(configuration.headerHeight == 140)
        #expect(configuration.collapseDistance == 120)
        #expect(configuration.parallax == 0.4)
        #expect(configuration.actions.isEmpty)
    }

    @Test(
        "style raw values are the API names",
        arguments: [
            (HeaderStyle.compact, "compact"), (.large, "large"), (.scrollEdge, "scrollEdge"),
            (.inlineTitle, "inlineTitle"), (.collapsible, "collapsible"),
        ])
    func styleNames(style: HeaderStyle, name: String) {
        #expect(style.rawValue == name)
        #expect(HeaderStyle(rawValue: name) == style)
    }

    @Test(
        "device presets match GEOMETRY.md",
        arguments: [
            ("iphone-se", 375.0, 667.0, 2.0, 20.0, 44.0), ("iphone-13-mini", 375, 812, 3, 50, 44),
            ("iphone-15", 393, 852, 3, 59, 44), ("iphone-16-pro", 402, 874, 3, 62, 44),
            ("iphone-16-pro-max", 440, 956, 3, 62, 44), ("ipad-air", 820, 1180, 2, 24, 50),
        ])
    func presets(id: String, width: Double, height: Double, scale: Double, safeTop: Double, bar: Double) throws {
        let preset = try #require(DevicePreset.named(id))
        #expect(preset.width == width && preset.height == height && preset.scale == scale)
        #expect(preset.safeAreaTop == safeTop && preset.barHeight == bar)
    }

    @Test func unknownPresetIsNil() {
        #expect(DevicePreset.named("pixel-9") == nil)
        #expect(DevicePreset.named("IPHONE-15") == nil)
        #expect(DevicePreset.named("Pixel-8") == nil)
        #expect(DevicePreset.all.count == 8)
    }

    @Test("overrides replace only what they name; the bar height stays the preset's")
    func overrides() {
        let viewport = Viewport(preset: .ipadAir, width: 1024, safeAreaTop: 0)
        #expect(
            viewport
                == Viewport(
                    width: 1024, height: 1180, scale: 2, safeAreaTop: 0, barHeight: 50,
                    displayCornerRadius: DisplayCornerRadius.ipadAir))
        let configuration = HeaderConfiguration(style: .compact, device: .ipadAir, viewport: viewport)
        #expect(configuration.device == "ipad-air")
        let result = layout(configuration, at: 0)
        #expect(result.bar == rect(0, 0, 1024, 50))
    }

    @Test("actions take their side from the list they are passed in")
    func actionSides() {
        var configuration = HeaderConfiguration(
            leading: [.icon("menu", side: .trailing)], trailing: [.icon("search", side: .leading), .text("Done")])
        #expect(configuration.leading.map(\.side) == [.leading])
        #expect(configuration.trailing.map(\.side) == [.trailing, .trailing])
        #expect(configuration.trailing.map(\.label) == ["Search", "Done"])
        configuration.leading = [.text("Edit", side: .trailing)]
        #expect(configuration.actions.map(\.side) == [.leading, .trailing, .trailing])
    }

    @Test(
        "icon actions take their label from the catalog, else their name",
        arguments: [
            ("search", "Search"), ("plus", "Add"), ("more", "More"), ("rocket", "rocket"),
        ])
    func iconLabels(name: String, label: String) {
        let action = Action.icon(name)
        #expect(action.label == label)
        #expect(action.kind == .icon)
        #expect(action.iconName == name)
    }

    @Test func hairlineThicknessIsOnePhysicalPixel() {
        #expect(isApproximatelyEqual(Viewport(preset: .iphone15).hairlineThickness, 1.0 / 3))
        #expect(Viewport(preset: .iphone15, scale: 0).hairlineThickness == 1)
    }
}
