import MastheadFormat
import MastheadGeometry

/// The accessible name and description of a preview, from the geometry it draws.
///
/// The title reads like "Inbox — large header at offset 26"; the description lists the screen and every animated
/// value at that offset. Numbers go through `NumberFormat`; the user's title is included as given and escaped by
/// the SVG writer.
enum PreviewCaption {
    /// "Inbox — large header at offset 26"; an empty title reads "Untitled".
    static func title(_ layout: HeaderLayout, titleText: String) -> String {
        let name = titleText.isEmpty ? "Untitled" : titleText
        return name + " — " + layout.style.rawValue + " header at offset " + NumberFormat.string(layout.offset)
    }

    /// The state in a sentence or two: screen, appearance, direction, then the animated values.
    static func description(_ layout: HeaderLayout, device: String) -> String {
        let viewport = layout.viewport
        var parts: [String] = []
        parts.append("progress " + NumberFormat.string(layout.progress))
        if let title = layout.title { parts.append("title opacity " + NumberFormat.string(title.opacity)) }
        if let large = layout.largeTitle {
            parts.append("large title opacity " + NumberFormat.string(large.opacity))
            parts.append("large title scale " + NumberFormat.string(large.scale))
        }
        if let hairline = layout.hairline { parts.append("hairline opacity " + NumberFormat.string(hairline.opacity)) }
        parts.append("header background opacity " + NumberFormat.string(layout.header.backgroundOpacity))
        if layout.style == .collapsible {
            parts.append("header height " + NumberFormat.string(layout.header.frame.height))
        }
        if let effect = layout.edgeEffect {
            parts.append(effect.style.rawValue + " scroll edge effect opacity " + NumberFormat.string(effect.opacity))
        }
        parts.append("content starts at " + NumberFormat.string(layout.contentTop))
        let screen =
            "A " + NumberFormat.string(viewport.width) + " × " + NumberFormat.string(viewport.height) + " "
            + device + " screen, " + layout.appearance.rawValue + " appearance, "
            + (layout.direction == .rtl ? "right-to-left" : "left-to-right") + ". "
        return screen + parts.joined(separator: "; ") + "."
    }
}
