import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// The tab row in the scene's paint order and colours (``HeaderLayout/scene``): its container, each tab (its
    /// 24-point icon as a Material Symbol and its titleSmall label), the divider, then the indicator (the primary
    /// one with rounded top corners), each with its name's id, its frame, and the row it is cut to where a
    /// scrollable row's tab reaches past the screen. Empty without tabs.
    func tabParts(canvas: inout PreviewCanvas) -> [(node: Node, frame: Rect, clip: Rect?)] {
        guard let tabs = layout.tabs else { return [] }
        if tabs.style == .segmented { return segmentedParts(tabs, canvas: &canvas) }
        let fallback = canvas.palette.surface
        var parts: [(node: Node, frame: Rect, clip: Rect?)] = []
        parts.reserveCapacity(tabs.items.count + 3)
        let row = tabs.frame
        parts.append((filled(row, layout.fill(of: .tabs) ?? fallback, .tabs), row, nil))
        appendItems(of: tabs, to: &parts, canvas: &canvas)
        if let divider = tabs.divider {
            parts.append((filled(divider, layout.fill(of: .tabDivider) ?? fallback, .tabDivider), divider, nil))
        }
        let indicator = tabs.indicator
        let color = layout.fill(of: .tabIndicator) ?? fallback
        let node =
            tabs.indicatorCornerRadius > 0
            ? Node.path(Self.topRounded(indicator, radius: tabs.indicatorCornerRadius), fill: .text(color.css))
            : Node.rect(
                x: indicator.x, y: indicator.y, width: indicator.width, height: indicator.height, fill: .text(color.css)
            )
        parts.append((node.id(prefix + PartName.tabIndicator.elementID), indicator, nil))
        return parts
    }

    /// An iOS segmented control as Flutter's `CupertinoSlidingSegmentedControl` paints it: the rounded background
    /// with the separators between segments the thumb does not touch, the thumb, then each segment's icon (the
    /// catalog's stroked glyph) and label in the scene's colours.
    private func segmentedParts(
        _ tabs: TabsPart, canvas: inout PreviewCanvas
    ) -> [(node: Node, frame: Rect, clip: Rect?)] {
        guard let control = tabs.control else { return [] }
        let background = layout.fill(of: .tabs) ?? canvas.palette.surfaceSecondary
        var shapes = [
            Node.rect(
                x: control.x, y: control.y, width: control.width, height: control.height,
                rx: tabs.controlCornerRadius, fill: .text(background.css))
        ]
        let selected = tabs.items.firstIndex(where: \.selected)
        for index in tabs.items.indices.dropFirst() where index != selected && index - 1 != selected {
            // In the gap between the two segments, whichever side the first one is on (right-to-left mirrors them).
            let (one, other) = (tabs.items[index - 1].frame, tabs.items[index].frame)
            let segment = one.x < other.x ? other : one
            shapes.append(
                Node.rect(
                    x: segment.x - Metrics.segmentedSeparatorWidth, y: segment.y + Metrics.segmentedSeparatorInset,
                    width: Metrics.segmentedSeparatorWidth,
                    height: segment.height - 2 * Metrics.segmentedSeparatorInset,
                    fill: .text(ColorPalette.segmentedSeparator.css)))
        }
        var parts: [(node: Node, frame: Rect, clip: Rect?)] = [
            (Node.g(shapes).id(prefix + PartName.tabs.elementID), control, nil)
        ]
        if selected != nil {
            let thumb = tabs.indicator
            let color = layout.fill(of: .tabIndicator) ?? canvas.palette.surface
            let node = Node.rect(
                x: thumb.x, y: thumb.y, width: thumb.width, height: thumb.height, rx: tabs.indicatorCornerRadius,
                fill: .text(color.css))
            parts.append((node.id(prefix + PartName.tabIndicator.elementID), thumb, nil))
        }
        appendItems(of: tabs, to: &parts, canvas: &canvas)
        return parts
    }

    /// Each tab of `tabs` as one part with its name's id: its icon (a Material Symbol on a Material row, the
    /// catalog's stroked glyph in an iOS segment) and its label, in the scene's ink for it.
    private func appendItems(
        of tabs: TabsPart, to parts: inout [(node: Node, frame: Rect, clip: Rect?)], canvas: inout PreviewCanvas
    ) {
        let segmented = tabs.style == .segmented
        for (index, tab) in tabs.items.enumerated() {
            let name = PartName.tab(index)
            let ink = layout.ink(of: name) ?? canvas.palette.label
            var children: [Node] = []
            if let icon = tab.icon, let box = tab.iconFrame {
                children.append(
                    segmented
                        ? canvas.icon(icon, centredIn: box, size: Metrics.segmentedIconSize, color: ink)
                        : canvas.materialIcon(icon, centredIn: box, size: Metrics.m3TabIconSize, color: ink))
            }
            if !tab.label.text.isEmpty {
                children.append(canvas.line(tab.label, fill: ink, id: prefix + name.elementID + "-label"))
            }
            parts.append((Node.g(children).id(prefix + name.elementID), tab.frame, tab.clip))
        }
    }

    /// The tab row's nodes for the preview (the screen's edges cut a scrollable row's outer tabs).
    func tabNodes(canvas: inout PreviewCanvas) -> [Node] {
        tabParts(canvas: &canvas).map(\.node)
    }

    /// A rectangle filling `frame` in `color`, with `name`'s id.
    private func filled(_ frame: Rect, _ color: Color, _ name: PartName) -> Node {
        Node.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: .text(color.css))
            .id(prefix + name.elementID)
    }

    /// `frame` with its top corners rounded by `radius` (at most half its width and its height) and square bottom
    /// corners: Compose's `RoundedCornerShape(topStart = 3.dp, topEnd = 3.dp)`.
    static func topRounded(_ frame: Rect, radius: Double) -> PathData {
        let r = max(0, min(radius, frame.width / 2, frame.height))
        // The control points of a quarter circle drawn as one cubic curve.
        let k = r * 0.552_284_749_8
        var path = PathData()
        path.moveTo(x: frame.x, y: frame.maxY)
        path.lineTo(x: frame.x, y: frame.y + r)
        path.curveTo(c1x: frame.x, c1y: frame.y + r - k, c2x: frame.x + r - k, c2y: frame.y, x: frame.x + r, y: frame.y)
        path.lineTo(x: frame.maxX - r, y: frame.y)
        path.curveTo(
            c1x: frame.maxX - r + k, c1y: frame.y, c2x: frame.maxX, c2y: frame.y + r - k, x: frame.maxX, y: frame.y + r)
        path.lineTo(x: frame.maxX, y: frame.maxY)
        path.close()
        return path
    }
}
