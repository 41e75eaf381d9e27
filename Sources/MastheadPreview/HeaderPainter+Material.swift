import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// The Material 3 bars: the container over the status bar and the bar in its current colour (the layout's
    /// `container` role), then, clipped to the container as Compose clips `TopAppBarLayout` (`clipToBounds`), the
    /// navigation icon in `onSurface`, the titles in `onSurface` and their subtitles in `onSurfaceVariant`
    /// (`AppBarTokens.SubtitleColor`) at their alphas, and the actions: Material
    /// Symbols in `onSurfaceVariant`, text buttons' LabelLarge labels in `primary`; then the tab row under the bar
    /// (``tabNodes(canvas:)``), which stays when the bar has scrolled away.
    func materialNodes(canvas: inout PreviewCanvas) -> [Node] {
        let parts = materialParts(canvas: &canvas)
        guard let bar = layout.bar, bar.height > 0 else { return [parts.container] + tabNodes(canvas: &canvas) }
        let clip = prefix + "bar-clip"
        var clips: [Node] = [.clipPath(id: clip, [.rect(x: bar.x, y: bar.y, width: bar.width, height: bar.height)])]
        var items: [Node] = []
        for item in parts.items {
            guard let row = item.rowClip else {
                items.append(item.node)
                continue
            }
            let rowClip = prefix + "bottom-row-clip"
            clips.append(.clipPath(id: rowClip, [.rect(x: row.x, y: row.y, width: row.width, height: row.height)]))
            items.append(item.node.attribute("clip-path", .url(rowClip)))
        }
        return [parts.container, .defs(clips), Node.g(items).attribute("clip-path", .url(clip))]
            + tabNodes(canvas: &canvas)
    }

    /// The Material bar's drawing in parts, for ``materialNodes(canvas:)`` and the exports: the container, and the
    /// items in paint order, each with its id, the frame the geometry gives it, and for the expanded title the
    /// bottom row it is also clipped to (every item is clipped to the bar). No items when the bar has no height.
    func materialParts(
        canvas: inout PreviewCanvas
    ) -> (container: Node, items: [(node: Node, frame: Rect, rowClip: Rect?)]) {
        let fallback = canvas.palette.surface
        let ink = { (name: PartName) in layout.ink(of: name) ?? fallback }
        let header = layout.header.frame
        let container = Node.rect(
            x: header.x, y: header.y, width: header.width, height: header.height,
            fill: .text((layout.fill(of: .header) ?? fallback).css)
        ).id(prefix + PartName.header.elementID)
        guard let bar = layout.bar, bar.height > 0 else { return (container, []) }
        var items: [(node: Node, frame: Rect, rowClip: Rect?)] = []
        // `sliverAppBar`'s and `collapsingToolbar`'s expanded title belongs to the space behind the toolbar, drawn
        // by ``imageHeaderNodes(canvas:)``.
        if layout.style.materialForm?.drawsOwnExpandedTitle == false, let largeTitle = layout.largeTitle,
            largeTitle.opacity > 0, let row = layout.largeTitleClip
        {
            let line = canvas.line(largeTitle.line, fill: ink(.largeTitle), id: prefix + "large-title-text")
            let title = Node.g(opacity: largeTitle.opacity, [line]).id(prefix + PartName.largeTitle.elementID)
            items.append((title, largeTitle.line.frame, row))
            if let subtitle = largeTitle.subtitle {
                let second = canvas.line(subtitle, fill: ink(.largeTitleSubtitle), id: prefix + "large-subtitle-text")
                let node = Node.g(opacity: largeTitle.opacity, [second])
                items.append((node.id(prefix + PartName.largeTitleSubtitle.elementID), subtitle.frame, row))
            }
        }
        if let title = layout.title, title.opacity > 0 {
            let node = titleNode(title, canvas: &canvas)
            items.append((node, title.subtitle.map { Self.union(title.line.frame, $0.frame) } ?? title.line.frame, nil))
        }
        if let search = layout.search {
            let frames = [search.field, search.icon, search.placeholder.frame]
            let nodes = SearchFieldPainter(layout: layout, prefix: prefix).nodes(canvas: &canvas)
            for (node, frame) in zip(nodes, frames) { items.append((node, frame, nil)) }
        }
        for action in layout.actions {
            let color = ink(action.name)
            let node =
                action.icon.map {
                    canvas.materialIcon($0, centredIn: action.frame, size: Metrics.m3IconSize, color: color)
                } ?? materialLabel(action, color: color, canvas: &canvas)
            items.append((node.id(prefix + action.name.elementID), action.frame, nil))
        }
        return (container, items)
    }

    /// A text button's LabelLarge label centred in its frame.
    private func materialLabel(_ action: ActionPart, color: Color, canvas: inout PreviewCanvas) -> Node {
        let font = layout.textActionFont
        let metrics = canvas.measure(action.label, font: font)
        let baseline = action.frame.midY + (metrics.ascent - metrics.descent) / 2
        return canvas.text(
            action.label, font: font, x: action.frame.midX, baseline: baseline, fill: color, anchor: .middle)
    }

    /// The smallest rectangle holding `a` and `b`.
    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}
