import MastheadGeometry

/// What each box of the scroll page holds and how it is painted, from the first frame the part appears in: the
/// texts in their fonts and colours, the back chevron and the action icons as inline SVG (the preview's own
/// outlines), the header's backing, the hairline and the edge effect's ramp, and rows of sample messages.
///
/// Every string from the request is escaped for HTML; every number goes through the one number formatter.
enum ScrollPartContent {
    /// The inline style and inner HTML of the part `name` in `layout`.
    static func html(_ name: String, layout: HeaderLayout, palette: ColorPalette, rows: Int) -> (
        style: String, inner: String
    ) {
        switch name {
        case "content":
            return ("", messageRows(rows, layout: layout, palette: palette))
        case "largeTitle":
            return layout.largeTitle.map { text($0.line, color: palette.label) } ?? ("", "")
        case "largeSubtitle":
            return layout.largeTitle?.subtitle.map { text($0, color: palette.labelSecondary) } ?? ("", "")
        case "title":
            return layout.title.map { text($0.line, color: layout.style == .collapsible ? .white : palette.label) }
                ?? ("", "")
        case "subtitle":
            return layout.title?.subtitle.map { text($0, color: palette.labelSecondary) } ?? ("", "")
        case "header":
            let fill =
                layout.style == .collapsible
                ? "linear-gradient(" + palette.link.css + ", " + ColorPalette.cardColors[6].color.css + ")"
                : palette.surface.css
            return ("background: " + fill + ";", "")
        case "hairline":
            return ("background: " + palette.separator.css + ";", "")
        case "edgeEffect":
            let stops = (layout.edgeEffect?.stops ?? []).map { stop in
                palette.surface.withAlpha(min(max(stop.opacity, 0), 1)).css + " "
                    + ScrollCSS.number(stop.at * 100) + "%"
            }
            return stops.count > 1
                ? ("background: linear-gradient(" + stops.joined(separator: ", ") + ");", "") : ("", "")
        case "back":
            guard let back = layout.back else { return ("", "") }
            let box = back.chevronFrame
            let scaleX = back.chevronMirrored ? -1.0 : 1.0
            var inner =
                "<svg aria-hidden=\"true\" style=\"position: absolute; left: "
                + ScrollCSS.px(box.x - back.frame.x) + "; top: " + ScrollCSS.px(box.y - back.frame.y) + "\" width=\""
                + ScrollCSS.number(box.width) + "\" height=\"" + ScrollCSS.number(box.height) + "\" viewBox=\"0 0 "
                + ScrollCSS.number(Metrics.chevronWidth) + " " + ScrollCSS.number(Metrics.chevronHeight)
                + "\"><path transform=\"" + (scaleX < 0 ? "translate(13 0) scale(-1 1)" : "") + "\" d=\""
                + IconPaths.chevron.string + "\" fill=\"none\" stroke=\"" + palette.link.css
                + "\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
            if let label = back.label, !label.text.isEmpty {
                inner +=
                    "<span style=\"position: absolute; left: " + ScrollCSS.px(label.frame.x - back.frame.x)
                    + "; top: " + ScrollCSS.px(label.frame.y - back.frame.y) + "; " + font(label, color: palette.link)
                    + "\">" + PageEscaping.html(label.text) + "</span>"
            }
            return ("", inner)
        case let action where action.hasPrefix("actions/"):
            guard let index = Int(action.dropFirst("actions/".count)), index < layout.actions.count else {
                return ("", "")
            }
            let part = layout.actions[index]
            let color = palette.link
            if let icon = part.icon {
                let size = Metrics.iconGlyphSize
                return (
                    "display: flex; align-items: center; justify-content: center;",
                    "<svg role=\"img\" aria-label=\"" + PageEscaping.html(part.label) + "\" width=\""
                        + ScrollCSS.number(size) + "\" height=\"" + ScrollCSS.number(size) + "\" viewBox=\"0 0 24 24\">"
                        + "<path d=\"" + IconPaths.path(icon).string + "\" fill=\"none\" stroke=\"" + color.css
                        + "\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
                )
            }
            return (
                "display: flex; align-items: center; justify-content: center; "
                    + "font: 600 17px Inter, system-ui, sans-serif; color: " + color.css + ";",
                PageEscaping.html(part.label)
            )
        default:
            return ("", "")
        }
    }

    private static func text(_ line: TextLine, color: Color) -> (style: String, inner: String) {
        (font(line, color: color) + " text-overflow: ellipsis;", PageEscaping.html(line.text))
    }

    private static func font(_ line: TextLine, color: Color) -> String {
        "font: " + String(line.font.weight) + " " + ScrollCSS.px(line.font.size) + "/" + ScrollCSS.px(line.frame.height)
            + " '" + line.font.family + "', Inter, system-ui, sans-serif; color: " + color.css + ";"
    }

    private static func messageRows(_ rows: Int, layout: HeaderLayout, palette: ColorPalette) -> String {
        var html = ""
        let messages = SampleMessages.messages
        for index in 0..<rows where !messages.isEmpty {
            let message = messages[index % messages.count]
            html +=
                "<div style=\"height: 88px; box-sizing: border-box; padding: 12px 16px; border-bottom: "
                + ScrollCSS.px(layout.viewport.hairlineThickness) + " solid " + palette.separator.css
                + "; font: 15px/20px Inter, system-ui, sans-serif; color: " + palette.label.css + "\"><b>"
                + PageEscaping.html(message.sender) + "</b><br>" + PageEscaping.html(message.subject)
                + "<br><span style=\"color: " + palette.labelSecondary.css + "\">" + PageEscaping.html(message.preview)
                + "</span></div>"
        }
        return html
    }
}
