import MastheadGeometry
import MastheadHTTP
import MaterialColor

/// The header configuration and scroll offset of a request, decoded and validated.
///
/// Every endpoint that draws or measures a header reads these same parameters, so a playground can send one state
/// to all of them.
package struct HeaderRequest: Hashable {
    package var configuration: HeaderConfiguration
    package var offset: Double

    package init(_ reader: ParameterReader) throws(HTTPError) {
        let table = ParameterTable.self
        let deviceID = try table.device.text(reader) ?? DevicePreset.default.id
        guard let device = DevicePreset.named(deviceID) else {
            let allowed = DevicePreset.all.map(\.id)
            throw HTTPError.badRequest(
                "device must be one of \(allowed.joined(separator: ", ")); got '\(ParameterReader.clipped(deviceID))'"
                    + ParameterReader.didYouMean(deviceID, among: allowed), parameter: "device", allowed: allowed)
        }
        let viewport = Viewport(
            preset: device,
            width: try table.width.optionalNumber(reader),
            height: try table.height.optionalNumber(reader),
            scale: try table.scale.optionalNumber(reader),
            safeAreaTop: try table.safeAreaTop.optionalNumber(reader))
        guard viewport.safeAreaTop < viewport.height else {
            throw HTTPError.badRequest("safeAreaTop must be less than the screen height", parameter: "safeAreaTop")
        }
        // A parameter that the style does not use (the table's `styles`) is checked, then left at its default.
        let style = try table.style.choice(reader, as: HeaderStyle.self)
        let leading = try ActionList.read("leading", side: .leading, from: reader)
        configuration = HeaderConfiguration(
            style: style,
            title: try table.title.text(reader) ?? "",
            subtitle: try table.subtitle.text(reader, for: style),
            back: try table.back.text(reader, for: style),
            backFallback: try table.backFallback.choice(reader, as: BackFallback.self, for: style),
            leading: table.leading.isUsed(by: style) ? leading : [],
            trailing: try ActionList.read("trailing", side: .trailing, from: reader),
            device: device, viewport: viewport,
            appearance: try table.appearance.choice(reader, as: Appearance.self),
            direction: try table.direction.choice(reader, as: LayoutDirection.self),
            edge: try table.edge.choice(reader, as: EdgeStyle.self, for: style),
            headerHeight: try table.headerHeight.number(reader, for: style),
            collapseDistance: try table.collapseDistance.number(reader, for: style),
            parallax: try table.parallax.number(reader, for: style),
            fidelity: try table.fidelity.choice(reader, as: Fidelity.self, for: style),
            textSize: try table.textSize.choice(reader, as: TextSize.self, for: style),
            scrollBehavior: try table.scrollBehavior.choice(reader, as: ScrollBehavior.self, for: style),
            navigation: try table.navigation.choice(reader, as: NavigationIcon.self, for: style),
            seedColor: try SeedColor.read(reader),
            colorSpec: try table.colorSpec.choice(reader, as: ColorSpec.self, for: style),
            schemeVariant: try table.schemeVariant.choice(reader, as: SchemeVariant.self, for: style),
            contrastLevel: try table.contrastLevel.number(reader, for: style))
        configuration.titleAlignment = try table.titleAlignment.choice(reader, as: TitleAlignment.self, for: style)
        configuration.fontScale = try table.fontScale.number(reader, for: style)
        configuration.search = try table.search.strictText(reader, for: style)
        configuration.searchBehavior = try table.searchBehavior.choice(reader, as: SearchBehavior.self, for: style)
        try HeaderRequest.readTabs(reader, style: style, into: &configuration)
        try HeaderRequest.readExpandingHeader(reader, style: style, into: &configuration)
        configuration.image = try HeaderImageReading.read(reader, style: style)
        HeaderRequest.keepLiquidGlassApart(&configuration)
        if case .some = configuration.search, configuration.isGlass {
            throw HTTPError.badRequest(
                "search is not drawn with fidelity=ios26: iOS 26 moves an iPhone's search into the bottom toolbar "
                    + "(searchBarPlacementAllowsToolbarIntegration) and Apple publishes no geometry for it; use "
                    + "fidelity=kit or uikit for the search band under the bar", parameter: "search")
        }
        if configuration.search == nil { configuration.searchBehavior = .default }
        if style == .m3Search {
            // The bar is its field: the platform's placeholder without one. It has no collapsed form.
            configuration.search = configuration.search ?? ""
            if configuration.scrollBehavior == .exitUntilCollapsed {
                throw HTTPError.badRequest(
                    "scrollBehavior=exitUntilCollapsed does not apply to style=m3Search: AppBarWithSearch has no "
                        + "collapsed form; use pinned or enterAlways", parameter: "scrollBehavior",
                    allowed: [ScrollBehavior.pinned.rawValue, ScrollBehavior.enterAlways.rawValue])
            }
        }
        let path = try ScrollPath.read(reader)
        configuration.path = path ?? []
        if let last = path?.last {
            offset = last
        } else {
            offset = try HeaderRequest.offset(reader)
        }
    }

    /// Reads `tabs`, `selectedTab`, `tabStyle` and `tabMode`. Tabs on a style that does not lay them out are refused
    /// (never accepted and ignored); without tabs the other three are checked and left at their defaults, so the
    /// request answers, and is keyed, as without them.
    static func readTabs(
        _ reader: ParameterReader, style: HeaderStyle, into configuration: inout HeaderConfiguration
    ) throws(HTTPError) {
        let table = ParameterTable.self
        let tabs = try TabList.read(from: reader)
        let selected = try table.selectedTab.integer(reader) ?? 0
        let tabStyle = try table.tabStyle.choice(reader, as: TabStyle.self)
        let tabMode = try table.tabMode.choice(reader, as: TabMode.self)
        guard !tabs.isEmpty else { return }
        guard table.tabs.isUsed(by: style) else {
            let takers = HeaderStyle.takingTabs.map(\.rawValue).joined(separator: ", ")
            throw HTTPError.badRequest(
                "tabs are laid out by the styles \(takers); style=\(style.rawValue) takes none", parameter: "tabs")
        }
        guard !configuration.isGlass else {
            throw HTTPError.badRequest(
                "tabs are not laid out under the Liquid Glass bar of fidelity=ios26 (its segmented control is not "
                    + "sourced); use fidelity=kit or uikit", parameter: "tabs")
        }
        guard selected < tabs.count else {
            throw HTTPError.badRequest(
                "selectedTab must be less than the number of tabs (\(tabs.count)), got \(selected)",
                parameter: "selectedTab")
        }
        configuration.tabs = tabs
        configuration.selectedTab = selected
        configuration.tabStyle = tabStyle
        configuration.tabMode = tabMode
    }

    /// Reads the parameters of the headers that expand under a toolbar, checked for every style and left at their
    /// defaults for the others: `expandedHeight` and `collapseMode` (``HeaderStyle/expanding``), `sliverAppBar`'s
    /// Flutter flags `pinned`, `floating`, `snap` (refused without `floating`, as Flutter asserts), `stretch` and
    /// `stretchModes` (left at the default without `stretch`, which alone reads them), and `collapsingToolbar`'s
    /// `titleCollapseMode` and scroll flags (`exitUntilCollapsed` unless the request says `enterAlways`; `pinned`
    /// refused: an app bar that does not scroll has nothing to collapse).
    static func readExpandingHeader(
        _ reader: ParameterReader, style: HeaderStyle, into configuration: inout HeaderConfiguration
    ) throws(HTTPError) {
        let table = ParameterTable.self
        configuration.expandedHeight = try table.expandedHeight.number(reader, for: style)
        let flags = (
            pinned: try table.pinned.bool(reader), floating: try table.floating.bool(reader),
            snap: try table.snap.bool(reader), stretch: try table.stretch.bool(reader)
        )
        configuration.collapseMode = try table.collapseMode.choice(reader, as: CollapseMode.self, for: style)
        configuration.titleCollapseMode = try table.titleCollapseMode.choice(
            reader, as: TitleCollapseMode.self, for: style)
        let modes = try table.stretchModes.choices(reader)
        if style == .collapsingToolbar {
            let sent = try reader.string(table.scrollBehavior.name, maxLength: 64)
            if sent == nil {
                configuration.scrollBehavior = .exitUntilCollapsed
            } else if configuration.scrollBehavior == .pinned {
                throw HTTPError.badRequest(
                    "scrollBehavior=pinned does not apply to style=collapsingToolbar: its app bar collapses as the "
                        + "content scrolls (scroll|exitUntilCollapsed) or scrolls away (scroll|enterAlways)",
                    parameter: "scrollBehavior",
                    allowed: [ScrollBehavior.exitUntilCollapsed.rawValue, ScrollBehavior.enterAlways.rawValue])
            }
        }
        guard style == .sliverAppBar else { return }
        if flags.snap && !flags.floating {
            throw HTTPError.badRequest(
                "snap needs floating=true: Flutter's SliverAppBar snaps only a floating bar", parameter: "snap")
        }
        configuration.pinned = flags.pinned
        configuration.floating = flags.floating
        configuration.snap = flags.snap
        configuration.stretch = flags.stretch
        if flags.stretch, let modes { configuration.stretchModes = modes.compactMap(StretchMode.init(rawValue:)) }
    }

    /// Leaves what only `fidelity=ios26` reads at its default elsewhere, so that those requests answer (and are
    /// keyed) as without it: a fidelity with no form of a style that takes one (`uikit` on `inlineTitle`) is the
    /// kit's, `edge` is `scrollEdge`'s outside the glass bar, and spacers and prominence are drawn by the glass bar
    /// alone.
    static func keepLiquidGlassApart(_ configuration: inout HeaderConfiguration) {
        let style = configuration.style
        if Fidelity.choosableStyles.contains(style), !configuration.fidelity.serves(style) {
            configuration.fidelity = .kit
        }
        let glass = configuration.isGlass
        if !glass, style != .scrollEdge { configuration.edge = .default }
        if !glass, configuration.actions.contains(where: { $0.prominent || $0.spacedBefore }) {
            configuration.leading = configuration.leading.map(\.plain)
            configuration.trailing = configuration.trailing.map(\.plain)
        }
    }

    /// The offset laid out: the last point of `path` when there is one, else the `offset` parameter, 0 when
    /// absent; -0 and 0 are one request.
    package static func offset(_ reader: ParameterReader) throws(HTTPError) -> Double {
        if let last = try ScrollPath.read(reader)?.last { return last }
        let offset = try ParameterTable.offset.number(reader)
        return offset == 0 ? 0 : offset
    }
}
