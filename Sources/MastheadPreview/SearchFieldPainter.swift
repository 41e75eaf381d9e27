import MastheadGeometry
import SVGWriter

/// A search field drawn from its ``SearchPart`` in the scene's colours: on an iOS bar the rounded field in
/// `tertiarySystemFill`, the magnifier and the placeholder in `secondaryLabel` at the part's fading opacity; on
/// `m3Search` the full-rounded field in its `searchField` role, the Material Symbol magnifier in `onSurface` and the
/// placeholder in `onSurfaceVariant` (drawn with the bar's items, cut to the bar).
///
/// An iOS field is drawn over the header's backing (the field belongs to the navigation bar, whose backing extends
/// under a pinned band). Each is three elements whose ids are the parts' names, so the exports split them out. A
/// squeezed field is drawn at its squeezed height; its magnifier and placeholder fit inside it until they have
/// faded out, and are left out from then on.
struct SearchFieldPainter {
    /// The layout whose search field is drawn.
    let layout: HeaderLayout
    /// Prepended to every id.
    let prefix: String

    /// The field, its magnifier and its placeholder, in paint order; none without a field or once it has collapsed.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        guard let search = layout.search, search.field.height > 0, let fill = layout.fill(of: .search) else {
            return []
        }
        let field = search.field
        var nodes = [
            Node.rect(
                x: field.x, y: field.y, width: field.width, height: field.height, rx: search.cornerRadius,
                fill: .text(fill.css), opacity: search.opacity < 1 ? search.opacity : nil
            ).id(prefix + PartName.search.elementID)
        ]
        let opacity = search.opacity * search.contentOpacity
        guard opacity > 0, let ink = layout.ink(of: .searchPlaceholder), let iconInk = layout.ink(of: .searchIcon)
        else { return nodes }
        let faded = opacity < 1 ? opacity : nil
        let icon =
            layout.style.isMaterial
            ? canvas.materialIcon("search", centredIn: search.icon, size: search.icon.width, color: iconInk)
            : canvas.icon("search", centredIn: search.icon, size: search.icon.width, color: iconInk, opacity: faded)
        nodes.append(icon.id(prefix + PartName.searchIcon.elementID))
        nodes.append(
            canvas.line(
                search.placeholder, fill: ink, opacity: faded, id: prefix + PartName.searchPlaceholder.elementID))
        return nodes
    }
}
