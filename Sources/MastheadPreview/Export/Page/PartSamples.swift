import MastheadGeometry

/// Every part's frame and opacity at each frame of an export, read from the layout's resolved scene
/// (``HeaderLayout/scene``) under the scene's names (`header`, `bar`, `hairline`, `back`, `title`,
/// `title.subtitle`, `largeTitle`, `largeTitle.subtitle`, `platters[n]`, `navigation`, `leading[i]`, `trailing[i]`,
/// `edgeEffect`), with `content` (the sample content, from `contentTop` down).
///
/// A part missing from the scene at a frame has no sample there (nil); the page shows it at opacity 0 then.
///
/// The parts are in the scene's paint order, and clipped where the scene clips them (UIKit's large title below the
/// bar's bottom edge; a Material bar's items to the bar and its expanded title to its bottom row). A Material bar's
/// container also carries its colour at each frame (the scene's fill for `header`), which changes as content
/// scrolls under it, and the `collapsible` band's back button and actions the colour they turn from the tint to
/// white in as it collapses.
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
        /// The large title's scale (UIKit's pull-down, the expanded title of `sliverAppBar` and `collapsingToolbar`);
        /// nil for other parts.
        var scale: Scale? = nil
    }

    /// A scale `factor` about `anchor` (screen points).
    struct Scale: Hashable {
        var factor: Double
        var anchor: Point
    }

    /// The parts in paint order (content first), each with one sample per frame.
    private(set) var parts: [(name: PartName, samples: [Sample?])] = []
    private(set) var frameCount = 0

    /// Adds the next frame's geometry.
    mutating func add(_ layout: HeaderLayout, contentHeight: Double) {
        let content = Rect(x: 0, y: layout.contentTop, width: layout.viewport.width, height: contentHeight)
        var found: [(PartName, Sample)] = [(.content, Sample(frame: content, opacity: 1))]
        let (material, collapsible) = (layout.style.isMaterial, layout.style == .collapsible)
        for entry in layout.scene.entries {
            var sample = Sample(frame: entry.frame, opacity: entry.opacity, clip: entry.clip)
            if material && (entry.name == .header || entry.name == .scrim) { sample.background = entry.fill }
            if collapsible && entry.name.isInteractive { sample.foreground = entry.ink }
            // The large title's scale: UIKit's pull-down, `sliverAppBar`'s flexible title, `collapsingToolbar`'s in
            // `scale` mode; a Compose bar's does not.
            if entry.name == .largeTitle, layout.style.materialForm?.drawsOwnExpandedTitle != false,
                let anchor = entry.anchor
            {
                sample.scale = Scale(factor: entry.scale, anchor: anchor)
            }
            found.append((entry.name, sample))
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
