import Testing

@testable import MastheadGeometry

/// Which family, Material form and look each style has, declared once (``HeaderStyle/family``,
/// ``HeaderStyle/materialForm``, ``Fidelity/styles``), and what a configuration resolves to for its family.
struct FamilyConfigurationTests {
    @Test("the style lists the parameter table reads come from the families and forms")
    func styleLists() {
        #expect(HeaderStyle.ios == [.compact, .large, .scrollEdge, .inlineTitle, .collapsible])
        #expect(
            HeaderStyle.material == [
                .m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible, .m3Search,
                .sliverAppBar, .collapsingToolbar,
            ])
        // Compose's bars take tabs and every scrollBehavior; Flutter's SliverAppBar has its own pinned and floating,
        // Android's CollapsingToolbarLayout the app bar's two scroll flags.
        #expect(HeaderStyle.compose == HeaderStyle.material.filter { $0 != .sliverAppBar && $0 != .collapsingToolbar })
        #expect(HeaderStyle.takingImage == [.collapsible, .sliverAppBar, .collapsingToolbar])
        #expect(HeaderStyle.expanding == [.sliverAppBar, .collapsingToolbar])
        // AppBar.kt: TopAppBar(title, subtitle), CenterAlignedTopAppBar(title, subtitle) and the flexible bars take a
        // subtitle; MediumTopAppBar and LargeTopAppBar do not.
        #expect(HeaderStyle.materialWithSubtitle == [.m3Small, .m3CenterAligned, .m3MediumFlexible, .m3LargeFlexible])
        // titleHorizontalAlignment: TopAppBar and the flexible bars.
        // FlexibleSpaceBar's centerTitle too.
        #expect(HeaderStyle.materialAligned == [.m3Small, .m3MediumFlexible, .m3LargeFlexible, .sliverAppBar])
        #expect(Fidelity.choosableStyles == [.compact, .large, .inlineTitle])
    }

    @Test("a configuration resolves to its style's family", arguments: HeaderStyle.allCases)
    func resolves(style: HeaderStyle) {
        let configuration = HeaderConfiguration(style: style, headerHeight: 300, collapseDistance: 120, parallax: 0.5)
        switch configuration.familyConfiguration {
        case .iosBar(let bar):
            #expect(style.family == .iosBar && bar.style == style)
            #expect(style.materialForm == nil && style.typeface == .inter)
        case .materialBar(let bar):
            #expect(style.family == .materialBar && bar.form == style.materialForm)
            #expect(style.typeface == .roboto)
        case .collapsible(let header):
            #expect(style == .collapsible && style.family == .collapsible)
            #expect(header.headerHeight == 300 && header.collapseDistance == 120 && header.parallax == 0.5)
        }
    }

    @Test("a fidelity gives a style its look only where it has a form of it")
    func looks() {
        for style in HeaderStyle.allCases {
            for fidelity in Fidelity.allCases {
                let configuration = HeaderConfiguration(style: style, fidelity: fidelity)
                let expected: IOSBarLook =
                    switch fidelity {
                    case .uikit where [.compact, .large].contains(style): .uikit
                    case .ios26 where [.compact, .large, .inlineTitle].contains(style): .glass
                    default: .kit
                    }
                #expect(configuration.iosBarLook == expected, "\(style) \(fidelity)")
                #expect(configuration.familyConfiguration.look == expected, "\(style) \(fidelity)")
                #expect(configuration.followsUIKit == (expected == .uikit))
                #expect(configuration.isGlass == (expected == .glass))
            }
        }
    }

    @Test("a Material bar centres its title as its form says, and shows a subtitle only where it takes one")
    func materialBars() {
        let centred: [HeaderStyle: (start: Bool, center: Bool)] = [
            .m3Small: (false, true), .m3CenterAligned: (true, true), .m3Medium: (false, false),
            .m3Large: (false, false), .m3MediumFlexible: (false, true), .m3LargeFlexible: (false, true),
            .m3Search: (false, false), .sliverAppBar: (false, true), .collapsingToolbar: (false, false),
        ]
        for style in HeaderStyle.material {
            for alignment in TitleAlignment.allCases {
                var configuration = HeaderConfiguration(style: style, subtitle: "Sub")
                configuration.titleAlignment = alignment
                let bar = configuration.materialBar
                let expected = centred[style].map { alignment == .center ? $0.center : $0.start }
                #expect(bar.centred == expected, "\(style) \(alignment)")
                #expect(bar.showsSubtitle == HeaderStyle.materialWithSubtitle.contains(style))
                #expect(
                    MaterialBarSpec(bar).singleRow
                        == [.m3Small, .m3CenterAligned, .m3Search, .sliverAppBar, .collapsingToolbar].contains(style))
            }
        }
    }

    @Test("a style that is not a Material bar is measured as the small bar where one is needed")
    func smallBarReading() {
        let bar = HeaderConfiguration(style: .large, subtitle: "Sub").materialBar
        #expect(bar.form == .small && bar.showsSubtitle)
        #expect(MaterialBarSpec(bar).expandedHeight == Metrics.m3SmallHeight)
    }
}
