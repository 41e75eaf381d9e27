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
        // One string grown in place: this runs for every preview, and joined temporaries cost more than the text.
        var text = "A "
        text.reserveCapacity(320)
        NumberFormat.append(viewport.width, to: &text)
        text += " × "
        NumberFormat.append(viewport.height, to: &text)
        text += " " + device + " screen, " + layout.appearance.rawValue + " appearance, "
        text += layout.direction == .rtl ? "right-to-left. " : "left-to-right. "
        var first = true
        func part(_ label: String, _ value: Double) {
            if !first { text += "; " }
            first = false
            text += label
            NumberFormat.append(value, to: &text)
        }
        part("progress ", layout.progress)
        if let title = layout.title { part("title opacity ", title.opacity) }
        if let large = layout.largeTitle {
            part("large title opacity ", large.opacity)
            part("large title scale ", large.scale)
        }
        if let hairline = layout.hairline { part("hairline opacity ", hairline.opacity) }
        part("header background opacity ", layout.header.backgroundOpacity)
        if layout.style == .collapsible { part("header height ", layout.header.frame.height) }
        if let effect = layout.edgeEffect {
            part(effect.style.rawValue + " scroll edge effect opacity ", effect.opacity)
        }
        part("content starts at ", layout.contentTop)
        return text + "."
    }
}
