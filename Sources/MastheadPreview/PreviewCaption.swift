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
        var text = ByteWriter(capacity: titleText.utf8.count + 64)
        text.write(utf8: titleText.isEmpty ? "Untitled" : titleText)
        text.write(" — ")
        text.write(utf8: layout.style.rawValue)
        text.write(" header at offset ")
        text.write(number: layout.offset)
        return text.string()
    }

    /// The state in a sentence or two: screen, appearance, direction, then the animated values.
    static func description(_ layout: HeaderLayout, device: String) -> String {
        let viewport = layout.viewport
        // Written as bytes and made a string once: this runs for every preview, and growing a string piece by
        // piece cost more than the rest of the caption.
        var text = ByteWriter(capacity: 384)
        text.write("A ")
        text.write(number: viewport.width)
        text.write(" × ")
        text.write(number: viewport.height)
        text.write(" ")
        text.write(utf8: device)
        text.write(" screen, ")
        text.write(utf8: layout.appearance.rawValue)
        text.write(" appearance, ")
        text.write(layout.direction == .rtl ? "right-to-left. " : "left-to-right. ")
        var first = true
        func part(_ label: StaticString, _ value: Double, prefix: String = "") {
            if !first { text.write("; ") }
            first = false
            text.write(utf8: prefix)
            text.write(label)
            text.write(number: value)
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
            part(" scroll edge effect opacity ", effect.opacity, prefix: effect.style.rawValue)
        }
        part("content starts at ", layout.contentTop)
        text.write(".")
        return text.string()
    }
}
