import MastheadGeometry

/// Every part's frame and opacity at each frame of an export, taken straight from the geometry, by the part's
/// name in the geometry document: `header`, `bar`, `hairline`, `back`, `title`, `subtitle`, `largeTitle`,
/// `largeSubtitle`, `platters/<n>` (`fidelity=ios26`'s glass), `actions/<n>`, `edgeEffect` and `content` (the
/// sample content, from `contentTop` down).
///
/// A part missing from the geometry at a frame has no sample there (nil); the page shows it at opacity 0 then.
///
/// The parts are in the preview's paint order, and cut where the preview cuts them: UIKit's large title (and its
/// subtitle) below the bar's bottom edge; in a Material bar, which draws its titles and actions over its
/// container, everything inside the bar and the expanded title (and subtitle) inside its bottom row as well. A
/// Material bar's container also carries its colour at each frame (the layout's `container` role), which changes
/// as content scrolls under it, and the `collapsible` band's back button and actions the colour they turn from the
/// tint to white in as it collapses.
struct PartSamples {
    /// One part's frame and opacity at one frame; where the preview cuts the part, the rectangle (in screen
    /// points) it is cut to; for a Material bar's container its colour (`background`), and for a part whose ink
    /// changes colour, that colour (`foreground`).
    struct Sample: Hashable {
        var frame: Rect
        var opacity: Double
        var clip: Rect? = nil
        var background: Color? = nil
        var foreground: Color? = nil
        /// UIKit's pull-down scale of the large title; nil for other parts.
        var scale: Scale? = nil
    }

    /// A scale `factor` about `anchor` (screen points).
    struct Scale: Hashable {
        var factor: Double
        var anchor: Point
    }

    /// The parts in paint order (content first), each with one sample per frame.
    private(set) var parts: [(name: String, samples: [Sample?])] = []
    private(set) var frameCount = 0

    /// Adds the next frame's geometry.
    mutating func add(_ layout: HeaderLayout, contentHeight: Double, palette: ColorPalette) {
        var found: [(String, Sample)] = []
        func add(
            _ name: String, _ frame: Rect?, _ opacity: Double = 1, clip: Rect? = nil, background: Color? = nil,
            foreground: Color? = nil, scale: Scale? = nil
        ) {
            guard let frame else { return }
            let sample = Sample(
                frame: frame, opacity: opacity, clip: clip, background: background, foreground: foreground,
                scale: scale)
            found.append((name, sample))
        }
        let width = layout.viewport.width
        add("content", Rect(x: 0, y: layout.contentTop, width: width, height: contentHeight))
        if layout.style.isMaterial {
            let bar = layout.bar ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let row = layout.largeTitleClip
            let container = layout.color(role: "container")
            add("header", layout.header.frame, layout.header.backgroundOpacity, background: container)
            add("bar", layout.bar)
            add("largeTitle", layout.largeTitle?.line.frame, layout.largeTitle?.opacity ?? 0, clip: row)
            add("largeSubtitle", layout.largeTitle?.subtitle?.frame, layout.largeTitle?.opacity ?? 0, clip: row)
            add("title", layout.title?.line.frame, layout.title?.opacity ?? 0, clip: bar)
            add("subtitle", layout.title?.subtitle?.frame, layout.title?.opacity ?? 0, clip: bar)
            for (index, action) in layout.actions.enumerated() {
                add("actions/" + String(index), action.frame, clip: bar)
            }
        } else {
            let below =
                layout.style == .large
                ? layout.bar.map { bar in
                    Rect(x: 0, y: bar.maxY, width: width, height: max(0, layout.viewport.height - bar.maxY))
                } : nil
            add(
                "largeTitle", layout.largeTitle?.line.frame, layout.largeTitle?.opacity ?? 0, clip: below,
                scale: layout.largeTitle.map { Scale(factor: $0.scale, anchor: $0.anchor) })
            add("largeSubtitle", layout.largeTitle?.subtitle?.frame, clip: below)
            add("edgeEffect", layout.edgeEffect?.frame, layout.edgeEffect?.opacity ?? 0)
            add("header", layout.header.frame, layout.header.backgroundOpacity)
            add("bar", layout.bar)
            add("hairline", layout.hairline?.frame, layout.hairline?.opacity ?? 0)
            for (index, platter) in layout.platters.enumerated() {
                add("platters/" + String(index), platter.frame, platter.opacity)
            }
            let ink =
                layout.style == .collapsible
                ? HeaderPainter.collapsibleItemColor(palette, progress: layout.progress) : nil
            add("back", layout.back?.frame, foreground: ink)
            add("title", layout.title?.line.frame, layout.title?.opacity ?? 0)
            add("subtitle", layout.title?.subtitle?.frame, layout.title?.opacity ?? 0)
            for (index, action) in layout.actions.enumerated() {
                add("actions/" + String(index), action.frame, foreground: ink)
            }
        }
        var below: Int?
        for (name, sample) in found {
            var index = parts.firstIndex { $0.name == name }
            if index == nil {
                // After the part found before it in this frame: one paint order that agrees with every frame.
                let position = below.map { $0 + 1 } ?? 0
                parts.insert((name, Array(repeating: nil, count: frameCount)), at: position)
                index = position
            }
            parts[index!].samples.append(sample)
            below = index
        }
        frameCount += 1
        for index in parts.indices where parts[index].samples.count < frameCount {
            parts[index].samples.append(nil)
        }
    }
}
