import MastheadGeometry

/// Every part's frame and opacity at each frame of an export, taken straight from the geometry, by the part's
/// name in the geometry document: `header`, `bar`, `hairline`, `back`, `title`, `subtitle`, `largeTitle`,
/// `largeSubtitle`, `actions/<n>`, `edgeEffect` and `content` (the sample content, from `contentTop` down).
///
/// A part missing from the geometry at a frame has no sample there (nil); the page shows it at opacity 0 then.
struct PartSamples {
    /// One part's frame and opacity at one frame.
    struct Sample: Hashable {
        var frame: Rect
        var opacity: Double
    }

    /// The parts in paint order (content first), each with one sample per frame.
    private(set) var parts: [(name: String, samples: [Sample?])] = []
    private(set) var frameCount = 0

    /// Adds the next frame's geometry.
    mutating func add(_ layout: HeaderLayout, contentHeight: Double) {
        var found: [(String, Sample)] = []
        func add(_ name: String, _ frame: Rect?, _ opacity: Double = 1) {
            if let frame { found.append((name, Sample(frame: frame, opacity: opacity))) }
        }
        let width = layout.viewport.width
        add("content", Rect(x: 0, y: layout.contentTop, width: width, height: contentHeight))
        add("largeTitle", layout.largeTitle?.line.frame, layout.largeTitle?.opacity ?? 0)
        add("largeSubtitle", layout.largeTitle?.subtitle?.frame)
        add("edgeEffect", layout.edgeEffect?.frame, layout.edgeEffect?.opacity ?? 0)
        add("header", layout.header.frame, layout.header.backgroundOpacity)
        add("bar", layout.bar)
        add("hairline", layout.hairline?.frame, layout.hairline?.opacity ?? 0)
        add("back", layout.back?.frame)
        add("title", layout.title?.line.frame, layout.title?.opacity ?? 0)
        add("subtitle", layout.title?.subtitle?.frame, layout.title?.opacity ?? 0)
        for (index, action) in layout.actions.enumerated() { add("actions/" + String(index), action.frame) }
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
