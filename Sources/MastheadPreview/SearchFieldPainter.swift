import MastheadGeometry
import SVGWriter

/// An iOS bar's search field drawn from its ``SearchPart`` in the scene's colours: the rounded field in
/// `tertiarySystemFill`, the magnifier and the placeholder in `secondaryLabel` at the part's fading opacity.
///
/// Drawn over the header's backing (the field belongs to the navigation bar, whose backing extends under a pinned
/// band), as three elements whose ids are the parts' names, so the exports split them out. A squeezed field is
/// drawn at its squeezed height; its magnifier and placeholder fit inside it until they have faded out, and are
/// left out from then on.
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
        guard opacity > 0, let ink = layout.ink(of: .searchPlaceholder) else { return nodes }
        let faded = opacity < 1 ? opacity : nil
        nodes.append(
            canvas.icon("search", centredIn: search.icon, size: search.icon.width, color: ink, opacity: faded)
                .id(prefix + PartName.searchIcon.elementID))
        nodes.append(
            canvas.line(
                search.placeholder, fill: ink, opacity: faded, id: prefix + PartName.searchPlaceholder.elementID))
        return nodes
    }
}
