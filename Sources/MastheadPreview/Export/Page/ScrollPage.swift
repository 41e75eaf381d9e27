import MastheadGeometry

/// `/v1/scroll.html`: a self-contained page, no script, in which the header is real elements moved by the page's
/// scroll through the keyframes of ``ScrollCSS``.
///
/// Each part is a `div` with `id="mh-<n>"`, class ``ScrollCSS/partClass`` and `data-part` holding its name in the
/// geometry document, inside a fixed screen the device's size, with the status bar (`statusBar`, markup) fixed
/// over them as the preview draws it last; `dir` gives the layout direction, and the title is the document's
/// `<title>`. Every request string is escaped for HTML (and, in the style sheet, for CSS).
enum ScrollPage {
    /// The page's UTF-8 bytes.
    static func html(
        css: String, samples: PartSamples, contentOf: (PartName) -> (style: String, inner: String),
        statusBar: String, title: String, direction: LayoutDirection, screen: (width: Double, height: Double)
    ) -> [UInt8] {
        var html = "<!DOCTYPE html>\n<html lang=\"en\" dir=\"" + (direction == .rtl ? "rtl" : "ltr") + "\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>" + PageEscaping.html(title) + "</title>\n"
        // A style sheet holds no "</style": every request string in it is a CSS string with `<` escaped.
        html += "<style>\n" + css + "</style>\n</head>\n<body>\n"
        html += "<main class=\"mh-screen\" aria-label=\"" + PageEscaping.html(title) + "\">\n"
        for (index, part) in samples.parts.enumerated() {
            let content = contentOf(part.name)
            html +=
                "<div id=\"mh-" + String(index) + "\" class=\"" + ScrollCSS.partClass + "\" data-part=\""
                + PageEscaping.html(part.name.path) + "\""
            if !content.style.isEmpty { html += " style=\"" + PageEscaping.html(content.style) + "\"" }
            html += ">" + content.inner + "</div>\n"
        }
        html += "<div class=\"mh-status-bar\">" + statusBar + "</div>\n"
        html += "</main>\n</body>\n</html>\n"
        return Array(html.utf8)
    }
}
