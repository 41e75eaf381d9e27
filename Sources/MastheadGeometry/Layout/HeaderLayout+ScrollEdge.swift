extension HeaderLayout {
    /// `scrollEdge`: the iOS 26 custom header in a safe-area bar at `y = S`, which never moves.
    ///
    /// - One row, 20 from each screen edge: leading glass buttons, the 34 bold title over the 15 medium subtitle,
    ///   then the trailing glass buttons; 10 below the row. The row is as tall as the taller of the title block and
    ///   the 48-point buttons, and both are centred in it (SwiftUI's `HStack` default).
    /// - `headerHeight` is that row plus the 10 below; the edge effect covers `0 ... S + headerHeight`; content
    ///   starts at `S + headerHeight` and scrolls beneath.
    /// - Silent in the spec: buttons are 48 x 48 circles 8 apart (text actions are 48-tall capsules with 16 padding,
    ///   at least 48 wide); a back button is a glass circle with the chevron centred and no drawn label (as iOS 26
    ///   draws it), its label kept for accessibility; the title keeps 16 from the buttons and is truncated to fit.
    /// - Edge effect and `progress`: `clamp(offset / F, 0, 1)`. `header.backgroundOpacity` is 0: the header is
    ///   glass, and the edge effect is its backing. A hard edge adds its dividing line as `hairline`.
    static func scrollEdge(_ input: LayoutInput) -> HeaderLayout {
        let configuration = input.configuration
        let fitter = input.fitter
        let padding = Metrics.scrollEdgeHorizontalPadding
        let spacing = Metrics.scrollEdgeButtonSpacing
        let size = Metrics.scrollEdgeButtonSize
        let leading = configuration.leading.map { ($0, glassWidth($0, fitter)) }
        let trailing = configuration.trailing.map { ($0, glassWidth($0, fitter)) }
        let hasBack = configuration.back != nil
        let leadingWidths = (hasBack ? [size] : []) + leading.map(\.1)
        let leadingRun = run(leadingWidths, spacing)
        let trailingRun = run(trailing.map(\.1), spacing)
        let titleX = padding + (leadingRun > 0 ? leadingRun + Metrics.scrollEdgeTitleGap : 0)
        let titleEnd = input.width - padding - (trailingRun > 0 ? trailingRun + Metrics.scrollEdgeTitleGap : 0)
        let title = fitter.fit(configuration.title, font: Fonts.scrollEdgeTitle, maxWidth: titleEnd - titleX)
        let subtitle = configuration.subtitle.map {
            fitter.fit($0, font: Fonts.scrollEdgeSubtitle, maxWidth: titleEnd - titleX)
        }
        let blockHeight = title.metrics.lineHeight + (subtitle?.metrics.lineHeight ?? 0)
        let rowHeight = max(blockHeight, leadingRun + trailingRun > 0 ? size : 0)
        let headerHeight = rowHeight + Metrics.scrollEdgeBottomPadding
        let top = input.safeTop
        let buttonY = top + (rowHeight - size) / 2
        let titleLine = title.line(x: titleX, top: top + (rowHeight - blockHeight) / 2)
        let bottom = top + headerHeight
        let fade = input.hairlineFade

        var layout = input.layout(
            progress: fade,
            header: HeaderPart(frame: Rect(x: 0, y: 0, width: input.width, height: bottom), backgroundOpacity: 0),
            contentTop: bottom - input.offset,
            thresholds: input.thresholds)
        layout.bar = Rect(x: 0, y: top, width: input.width, height: headerHeight)
        layout.title = TitlePart(
            line: titleLine, opacity: 1, subtitle: subtitle?.line(x: titleX, top: titleLine.frame.maxY))
        var cursor = padding
        if let label = configuration.back {
            let circle = Rect(x: cursor, y: buttonY, width: size, height: size)
            let chevron = Rect(
                x: circle.midX - Metrics.chevronWidth / 2, y: circle.midY - Metrics.chevronHeight / 2,
                width: Metrics.chevronWidth, height: Metrics.chevronHeight)
            layout.back = BackPart(
                frame: circle, chevronFrame: chevron, chevronMirrored: false, label: nil,
                accessibilityLabel: label.isEmpty ? Metrics.systemBackLabel : label)
            cursor += size + spacing
        }
        cursor = place(leading, from: cursor, y: buttonY, into: &layout.actions)
        _ = place(trailing, from: input.width - padding - trailingRun, y: buttonY, into: &layout.actions)
        let stops = configuration.edge == .soft ? EdgeEffectPart.softStops : EdgeEffectPart.hardStops
        layout.edgeEffect = EdgeEffectPart(
            style: configuration.edge, frame: Rect(x: 0, y: 0, width: input.width, height: bottom), opacity: fade,
            blur: configuration.edge == .soft ? Metrics.softEdgeBlur : 0, stops: stops)
        if configuration.edge == .hard { layout.hairline = input.hairline(below: bottom, opacity: fade) }
        return layout
    }

    /// A glass button's width: 48 for an icon; a text capsule's label plus 16 each side, at least 48.
    private static func glassWidth(_ action: Action, _ fitter: TextFitter) -> Double {
        guard case .text(let label) = action.content else { return Metrics.scrollEdgeButtonSize }
        let width = fitter.natural(label, font: Fonts.textAction).width + 2 * Metrics.scrollEdgeTextPadding
        return max(Metrics.scrollEdgeButtonSize, width)
    }

    /// The total width of buttons laid out `spacing` apart (0 for none).
    private static func run(_ widths: [Double], _ spacing: Double) -> Double {
        widths.isEmpty ? 0 : widths.reduce(0, +) + spacing * Double(widths.count - 1)
    }

    /// Appends glass buttons left to right from `x`; returns where the next one would start.
    private static func place(
        _ actions: [(Action, Double)], from x: Double, y: Double, into parts: inout [ActionPart]
    ) -> Double {
        var cursor = x
        for (action, width) in actions {
            parts.append(
                ActionPart(
                    side: action.side, kind: action.kind, icon: action.iconName, label: action.label,
                    frame: Rect(x: cursor, y: y, width: width, height: Metrics.scrollEdgeButtonSize)))
            cursor += width + Metrics.scrollEdgeButtonSpacing
        }
        return cursor
    }
}
