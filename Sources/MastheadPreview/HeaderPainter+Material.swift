import MastheadGeometry
import SVGWriter

extension HeaderPainter {
    /// The Material 3 bars: the container over the status bar and the bar in its current colour (the layout's
    /// `container` role), then, clipped to the container as Compose clips `TopAppBarLayout` (`clipToBounds`), the
    /// navigation icon in `onSurface`, the titles in `onSurface` and their subtitles in `onSurfaceVariant`
    /// (`AppBarTokens.SubtitleColor`) at their alphas, and the actions: Material
    /// Symbols in `onSurfaceVariant`, text buttons' LabelLarge labels in `primary`.
    func materialNodes(canvas: inout PreviewCanvas) -> [Node] {
        let parts = materialParts(canvas: &canvas)
        guard let bar = layout.bar, bar.height > 0 else { return [parts.container] }
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
    }

    /// The Material bar's drawing in parts, for ``materialNodes(canvas:)`` and the exports: the container, and the
    /// items in paint order, each with its id, the frame the geometry gives it, and for the expanded title the
    /// bottom row it is also clipped to (every item is clipped to the bar). No items when the bar has no height.
    func materialParts(
        canvas: inout PreviewCanvas
    ) -> (container: Node, items: [(node: Node, frame: Rect, rowClip: Rect?)]) {
        let fallback = canvas.palette.surface
        let role = { (name: String) in layout.color(role: name) ?? fallback }
        let header = layout.header.frame
        let container = Node.rect(
            x: header.x, y: header.y, width: header.width, height: header.height, fill: .text(role("container").css)
        ).id(prefix + "header-background")
        guard let bar = layout.bar, bar.height > 0 else { return (container, []) }
        var items: [(node: Node, frame: Rect, rowClip: Rect?)] = []
        if let largeTitle = layout.largeTitle, largeTitle.opacity > 0, let row = layout.largeTitleClip {
            let line = canvas.line(largeTitle.line, fill: role("onSurface"), id: prefix + "large-title-text")
            items.append(
                (Node.g(opacity: largeTitle.opacity, [line]).id(prefix + "large-title"), largeTitle.line.frame, row))
            if let subtitle = largeTitle.subtitle {
                let second = canvas.line(subtitle, fill: role("onSurfaceVariant"), id: prefix + "large-subtitle-text")
                items.append(
                    (Node.g(opacity: largeTitle.opacity, [second]).id(prefix + "large-subtitle"), subtitle.frame, row))
            }
        }
        if let title = layout.title, title.opacity > 0 {
            let node = titleNode(title, color: role("onSurface"), secondary: role("onSurfaceVariant"), canvas: &canvas)
            items.append((node, title.subtitle.map { Self.union(title.line.frame, $0.frame) } ?? title.line.frame, nil))
        }
        for (index, action) in layout.actions.enumerated() {
            let node: Node
            if let icon = action.icon {
                let color = action.side == .leading ? role("onSurface") : role("onSurfaceVariant")
                node = canvas.materialIcon(icon, centredIn: action.frame, size: Metrics.m3IconSize, color: color)
            } else {
                node = materialLabel(action, color: role("primary"), canvas: &canvas)
            }
            items.append((node.id(prefix + "action-" + String(index)), action.frame, nil))
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
