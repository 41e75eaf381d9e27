import Testing

@testable import MastheadGeometry

/// `m3Search`: Compose's `AppBarWithSearch` (`SearchBar.kt`), each number checked against the constant it cites.
struct MaterialSearchBarTests {
    private func bar(
        _ placeholder: String? = nil, navigation: NavigationIcon = .menu, trailing: [Action] = [.icon("person")],
        behavior: ScrollBehavior = .pinned, direction: LayoutDirection = .ltr, device: DevicePreset = .pixel8
    ) -> HeaderConfiguration {
        var configuration = HeaderConfiguration(
            style: .m3Search, trailing: trailing, device: device, direction: direction, scrollBehavior: behavior,
            navigation: navigation)
        configuration.search = placeholder ?? ""
        return configuration
    }

    @Test("a 64 bar: the 56 field with 4 above and below, 8 beside it, between the 4 + 48 icon boxes")
    func row() throws {
        #expect(Metrics.m3SearchFieldHeight + 2 * Metrics.m3SearchVerticalPadding == Metrics.m3SmallHeight)
        let laid = layout(bar(), at: 0)
        let search = try #require(laid.search)
        let top = laid.viewport.safeAreaTop
        #expect(laid.bar == Rect(x: 0, y: top, width: 412, height: 64))
        #expect(search.frame == Rect(x: 52, y: top, width: 412 - 52 - 52, height: 64))
        #expect(search.field == Rect(x: 60, y: top + 4, width: 412 - 52 - 52 - 16, height: 56))
        #expect(search.cornerRadius == 28)
        // The magnifier 4 + (48 - 24) / 2 = 16 in, the placeholder after the 48 slot and 4.
        #expect(search.icon == Rect(x: 76, y: top + 4 + 16, width: 24, height: 24))
        #expect(search.placeholder.frame.x == 60 + 48 + 4)
        #expect(search.placeholder.text == "Search" && search.placeholder.font == Fonts.m3BodyLarge)
        #expect(search.touchTarget == search.field)
        #expect(laid.title == nil && laid.largeTitle == nil)
        #expect(laid.contentTop == top + 64)
    }

    @Test("without a navigation icon or actions the field takes their room; on a tablet it is at most 720, centred")
    func widths() throws {
        let bare = try #require(layout(bar(navigation: .none, trailing: []), at: 0).search)
        #expect(bare.field.x == 8 && bare.field.width == 412 - 16)
        let tablet = try #require(layout(bar(navigation: .none, trailing: [], device: .pixelTablet), at: 0).search)
        #expect(tablet.field.width == Metrics.m3SearchFieldMaxWidth)
        #expect(isApproximatelyEqual(tablet.field.midX, tablet.frame.midX))
    }

    @Test("enterAlways slides the whole row up by the replayed heightOffset and cuts it to the container")
    func enterAlways() throws {
        let rest = try #require(layout(bar(behavior: .enterAlways), at: 0).search)
        let laid = layout(bar(behavior: .enterAlways), at: 20)
        let search = try #require(laid.search)
        #expect(search.field.y == rest.field.y - 20)
        #expect(laid.bar?.height == 44 && search.clip == laid.bar)
        #expect(laid.thresholds.collapsed == 64 && isApproximatelyEqual(laid.progress, 20 / 64))
        let hidden = layout(bar(behavior: .enterAlways), at: 200)
        #expect(hidden.bar?.height == 0)
        var back = bar(behavior: .enterAlways)
        back.path = [0, 200, 170]
        #expect(layout(back, at: 170).bar?.height == 30)
    }

    @Test("the container and field darken once content is under the bar (appBarWithSearchColors)")
    func colours() throws {
        let rest = layout(bar(), at: 0)
        let scrolled = layout(bar(), at: 10)
        let field = try #require(rest.color(role: "searchField"))
        #expect(rest.fill(of: .search) == field)
        #expect(scrolled.fill(of: .search) != field)
        #expect(rest.color(role: "container") != scrolled.color(role: "container"))
        #expect(rest.ink(of: .searchIcon) == rest.color(role: "onSurface"))
        #expect(rest.ink(of: .searchPlaceholder) == rest.color(role: "onSurfaceVariant"))
    }

    @Test("right-to-left mirrors the row")
    func rightToLeft() throws {
        let search = try #require(layout(bar(direction: .rtl), at: 0).search)
        #expect(search.icon.x == 412 - 76 - 24)
        #expect(search.placeholder.frame.maxX == 412 - 60 - 48 - 4)
    }

    @Test("the form has no title, subtitle or alignment, and takes search but not searchBehavior")
    func form() throws {
        let form = try #require(HeaderStyle.m3Search.materialForm)
        #expect(form.search && form.singleRow && !form.takesSubtitle && !form.takesTitleAlignment)
        #expect(HeaderStyle.m3Search.family == .materialBar)
        #expect(HeaderStyle.searchable.contains(.m3Search) && !HeaderStyle.searchBanded.contains(.m3Search))
    }
}
