import Foundation
import MastheadGeometry
import SVGWriter

/// What each box of the scroll page holds and how it is painted, from the first frame the part appears in: the
/// texts in their fonts and colours, the back chevron and the action icons as inline SVG (the preview's own
/// outlines), the header's backing, the hairline and the edge effect's ramp, and the sample content (drawn by the
/// preview's painter, given as `content`).
///
/// The colours are the resolved scene's (``HeaderLayout/scene``), as the preview paints them; a Material bar's
/// actions are Material Symbols or LabelLarge labels, and its container takes its colour from the keyframes
/// (``PartSamples``), as the `collapsible` band's items do theirs (`currentColor`).
///
/// Every string from the request is escaped for HTML; every number goes through the one number formatter.
enum ScrollPartContent {
    /// The inline style and inner HTML of the part `name` in `layout`.
    static func html(_ name: PartName, layout: HeaderLayout, palette: ColorPalette, content: String) -> (
        style: String, inner: String
    ) {
        let scene = layout.scene
        switch name {
        case .content:
            return ("", content)
        case .largeTitle:
            // In a box of its own, which carries the pull-down scale (``ScrollCSS/scaledClass``).
            guard let entry = scene[name], let line = entry.text, let ink = entry.ink else { return ("", "") }
            let (style, inner) = text(line, color: ink)
            return (style, "<span class=\"" + ScrollCSS.scaledClass + "\">" + inner + "</span>")
        case .largeTitleSubtitle, .title, .titleSubtitle, .searchPlaceholder:
            guard let entry = scene[name], let line = entry.text, let ink = entry.ink else { return ("", "") }
            return text(line, color: ink)
        case .header:
            if layout.style.isMaterial { return ("", "") }
            if layout.drawsUIKitMaterial {
                // UIKit's material as ``HeaderPainter`` draws it: what is behind blurred, under the bar colour.
                return (
                    "background: " + Metrics.uikitBarBackground(layout.appearance).css + "; backdrop-filter: blur("
                        + ScrollCSS.px(Metrics.uikitBarBlurDeviation) + ");", ""
                )
            }
            let band = HeaderPainter.collapsibleBand(palette)
            let fill =
                layout.style == .collapsible
                ? "linear-gradient(" + band.top.css + ", " + band.bottom.css + ")" : palette.surface.css
            return ("background: " + fill + ";", "")
        case .hairline:
            return ("background: " + palette.separator.css + ";", "")
        case .edgeEffect:
            return ("", edgeEffect(layout.edgeEffect, palette: palette))
        case .back:
            guard let back = layout.back, let entry = scene[name] else { return ("", "") }
            let tint = ink(entry, layout: layout)
            let box = back.chevronFrame
            let scaleX = back.chevronMirrored ? -1.0 : 1.0
            var inner =
                "<svg aria-hidden=\"true\" style=\"position: absolute; left: "
                + ScrollCSS.px(box.x - back.frame.x) + "; top: " + ScrollCSS.px(box.y - back.frame.y) + "\" width=\""
                + ScrollCSS.number(box.width) + "\" height=\"" + ScrollCSS.number(box.height) + "\" viewBox=\"0 0 "
                + ScrollCSS.number(Metrics.chevronWidth) + " " + ScrollCSS.number(Metrics.chevronHeight)
                + "\"><path transform=\"" + (scaleX < 0 ? "translate(13 0) scale(-1 1)" : "") + "\" d=\""
                + IconPaths.chevron.string + "\" fill=\"none\" stroke=\"" + tint
                + "\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
            if let label = back.label, !label.text.isEmpty {
                inner +=
                    "<span style=\"position: absolute; left: " + ScrollCSS.px(label.frame.x - back.frame.x)
                    + "; top: " + ScrollCSS.px(label.frame.y - back.frame.y) + "; " + font(label, css: tint)
                    + "\">" + PageEscaping.html(label.text) + "</span>"
            }
            return (glass(back.frame, layout: layout, palette: palette), inner)
        case .platter(let index):
            guard index < layout.platters.count else { return ("", "") }
            return (liquidGlass(layout.platters[index], palette: palette), "")
        case .navigation, .leading, .trailing:
            guard let part = layout.actions.first(where: { $0.name == name }), let entry = scene[name] else {
                return ("", "")
            }
            if layout.style.isMaterial { return materialAction(part, ink: entry.ink ?? palette.label, layout: layout) }
            let color = ink(entry, layout: layout)
            let glass = glass(part.frame, layout: layout, palette: palette)
            if let icon = part.icon {
                let size = layout.style == .scrollEdge ? Metrics.scrollEdgeGlyphSize : Metrics.iconGlyphSize
                return (centred + glass, strokedIcon(icon, label: part.label, size: size, css: color))
            }
            return (
                centred + " font: 600 17px Inter, system-ui, sans-serif; color: " + color + ";" + plaintext + glass,
                PageEscaping.html(part.label)
            )
        case .search:
            guard let search = layout.search, let fill = scene[name]?.fill else { return ("", "") }
            return ("background: " + fill.css + "; border-radius: " + ScrollCSS.px(search.cornerRadius) + ";", "")
        case .searchIcon:
            guard let search = layout.search, let ink = scene[name]?.ink else { return ("", "") }
            guard layout.style.isMaterial, let symbol = MaterialSymbols.path("search") else {
                return (centred, strokedIcon("search", label: nil, size: search.icon.width, css: ink.css))
            }
            let size = ScrollCSS.number(search.icon.width)
            let grid = ScrollCSS.number(MaterialSymbols.grid)
            return (
                centred,
                "<svg aria-hidden=\"true\" width=\"" + size + "\" height=\"" + size + "\" viewBox=\"0 -" + grid + " "
                    + grid + " " + grid + "\"><path d=\"" + symbol + "\" fill=\"" + ink.css + "\"/></svg>"
            )
        case .tabs, .tabDivider:
            guard let fill = scene[name]?.fill else { return ("", "") }
            let radius = name == .tabs ? layout.tabs?.controlCornerRadius ?? 0 : 0
            return (
                "background: " + fill.css + ";" + (radius > 0 ? " border-radius: " + ScrollCSS.px(radius) + ";" : ""),
                ""
            )
        case .tabIndicator:
            guard let tabs = layout.tabs, let fill = scene[name]?.fill else { return ("", "") }
            let radius = ScrollCSS.px(tabs.indicatorCornerRadius)
            // A Material indicator's top corners are round; a segmented control's thumb is round at all four.
            let corners = tabs.style == .segmented ? radius : radius + " " + radius + " 0 0"
            return ("background: " + fill.css + "; border-radius: " + corners + ";", "")
        case .tab(let index):
            guard let items = layout.tabs?.items, index < items.count, let ink = scene[name]?.ink else {
                return ("", "")
            }
            return ("", tabContent(items[index], ink: ink, stroked: layout.tabs?.style == .segmented))
        case .image:
            return image(layout, palette: palette)
        case .scrim:
            guard let fill = scene[name]?.fill else { return ("", "") }
            return ("background: " + fill.css + ";", "")
        case .screen, .bar, .statusBar, .contentItem:
            // Drawn by the page itself (the screen, the status bar), by the sample content, or not at all (the bar
            // is a frame the items sit in). Every part is listed: a new one must say here how the page draws it.
            return ("", "")
        }
    }

    /// An image header's picture filling its box: a sent PNG or JPEG as the box's background, cropped to cover it
    /// (`background-size: cover`), or the sample illustration as inline SVG stretched over it, as the preview
    /// draws them; blurred with a CSS filter where the geometry blurs it.
    private static func image(_ layout: HeaderLayout, palette: ColorPalette) -> (style: String, inner: String) {
        guard let image = layout.image else { return ("", "") }
        let blur = image.blur > 0 ? " filter: blur(" + ScrollCSS.px(image.blur) + ");" : ""
        if let uri = layout.imageSource?.dataURI {
            return ("background: url(\"" + uri + "\") center / cover no-repeat;" + blur, "")
        }
        let frame = image.frame
        let drawing = Node.g(
            SampleIllustration.nodes(in: frame, colors: SampleIllustration.Colors(layout, palette: palette)))
        let svg =
            "<svg aria-hidden=\"true\" width=\"100%\" height=\"100%\" preserveAspectRatio=\"none\" viewBox=\""
            + ScrollCSS.number(frame.x) + " " + ScrollCSS.number(frame.y) + " " + ScrollCSS.number(frame.width) + " "
            + ScrollCSS.number(frame.height) + "\">" + drawing.rendered() + "</svg>"
        return (blur.isEmpty ? "" : String(blur.dropFirst()), svg)
    }

    /// The edge effect's layers (``ScrollCSS/layerClass``) as ``EdgeEffectPainter`` draws them: for an effect with a
    /// blur, what lies behind blurred by the painter's deviation and shown through the effect's ramp (a mask), so the
    /// content grows blurrier toward the top; over it, the surface colour in the same ramp. The part's opacity is
    /// animated on these layers (``ScrollCSS/fadesItsLayers``): on the part itself it would leave the blur nothing
    /// to blur, since an element with a changing opacity is the backdrop root of what it holds.
    private static func edgeEffect(_ effect: EdgeEffectPart?, palette: ColorPalette) -> String {
        guard let effect, effect.stops.count > 1 else { return "" }
        func ramp(_ color: Color) -> String {
            let stops = effect.stops.map { stop in
                color.withAlpha(min(max(stop.opacity, 0), 1)).css + " " + ScrollCSS.number(stop.at * 100) + "%"
            }
            return "linear-gradient(" + stops.joined(separator: ", ") + ")"
        }
        let layer = "<div class=\"" + ScrollCSS.layerClass + "\" style=\""
        var layers = ""
        if effect.blur > 0 {
            let mask = ramp(.black)
            layers +=
                layer + "backdrop-filter: blur(" + ScrollCSS.px(EdgeEffectPainter.deviation(of: effect))
                + "); -webkit-mask-image: " + mask
                + "; mask-image: " + mask + "\"></div>"
        }
        return layers + layer + "background: " + ramp(palette.surface) + "\"></div>"
    }

    /// The colour of the back button's and an action's drawing: the scene's, or `currentColor` on the
    /// `collapsible` band, whose keyframes animate it.
    private static func ink(_ entry: SceneEntry, layout: HeaderLayout) -> String {
        layout.style == .collapsible ? "currentColor" : (entry.ink ?? .black).css
    }

    /// A box that centres what it holds (an action's icon or label).
    private static let centred = "display: flex; align-items: center; justify-content: center;"

    /// The catalog's stroked drawing of `icon`, `size` points square, in the colour `css`, named `label` for
    /// assistive technology (hidden from it when `label` is nil: a decoration, such as the search field's magnifier).
    private static func strokedIcon(_ icon: String, label: String?, size: Double, css: String) -> String {
        let name = label.map { "role=\"img\" aria-label=\"" + PageEscaping.html($0) + "\"" } ?? "aria-hidden=\"true\""
        return "<svg " + name + " width=\"" + ScrollCSS.number(size)
            + "\" height=\"" + ScrollCSS.number(size) + "\" viewBox=\"0 0 24 24\"><path d=\""
            + IconPaths.path(icon).string
            + "\" fill=\"none\" stroke=\"" + css
            + "\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
    }

    /// The glass capsule `scrollEdge` puts behind its back button and actions (as ``HeaderPainter`` draws it), as
    /// style declarations; none for the other styles.
    private static func glass(_ frame: Rect, layout: HeaderLayout, palette: ColorPalette) -> String {
        guard layout.style == .scrollEdge else { return "" }
        let colors = HeaderPainter.glassColors(palette)
        return " background: " + colors.fill.css + "; border-radius: " + ScrollCSS.px(frame.height / 2)
            + "; box-shadow: inset 0 0 0 " + ScrollCSS.px(HeaderPainter.glassRimWidth / 2) + " " + colors.rim.css + ";"
    }

    /// A `fidelity=ios26` platter as ``HeaderPainter`` draws it (``GlassLook``): what lies behind blurred (not under
    /// a prominent item's tint), the translucent fill, the outer edge and the light inner rim, and the soft shadow.
    private static func liquidGlass(_ platter: PlatterPart, palette: ColorPalette) -> String {
        let look = GlassLook(palette, prominent: platter.prominent)
        let blur =
            platter.prominent ? "" : " backdrop-filter: blur(" + ScrollCSS.px(GlassLook.blurDeviation) + ");"
        return "background: " + look.fill.css + "; border-radius: " + ScrollCSS.px(platter.cornerRadius) + ";" + blur
            + " box-shadow: 0 0 0 " + ScrollCSS.px(GlassLook.edgeWidth) + " " + look.edge.css + ", inset 0 0 0 "
            + ScrollCSS.px(GlassLook.rimInset + GlassLook.rimWidth / 2) + " " + look.rim.css + ", 0 1px 1px "
            + GlassLook.shadowInner.css + ", 0 2px 2px " + GlassLook.shadowOuter.css + ";"
    }

    /// A Material bar's action as the preview draws it (``HeaderPainter/materialParts(canvas:)``).
    private static func materialAction(_ part: ActionPart, ink color: Color, layout: HeaderLayout) -> (
        style: String, inner: String
    ) {
        guard let icon = part.icon else {
            let font = layout.textActionFont
            return (
                centred + " font: " + String(font.weight) + " " + ScrollCSS.px(font.size) + " 'Roboto', system-ui, "
                    + "sans-serif; color: " + color.css + ";" + plaintext,
                PageEscaping.html(part.label)
            )
        }
        guard let symbol = MaterialSymbols.path(icon) else {
            // A name with no Material Symbol: the preview's own outline, as the preview falls back to.
            return (centred, strokedIcon(icon, label: part.label, size: Metrics.m3IconSize, css: color.css))
        }
        let size = ScrollCSS.number(Metrics.m3IconSize)
        let grid = ScrollCSS.number(MaterialSymbols.grid)
        return (
            centred,
            "<svg role=\"img\" aria-label=\"" + PageEscaping.html(part.label) + "\" width=\"" + size + "\" height=\""
                + size + "\" viewBox=\"0 -" + grid + " " + grid + " " + grid + "\"><path d=\"" + symbol + "\" fill=\""
                + color.css + "\"/></svg>"
        )
    }

    /// A tab's icon (the Material Symbol the preview draws, or for a segment of an iOS segmented control the
    /// catalog's stroked glyph) and label, each placed in the tab's box where the geometry puts them.
    private static func tabContent(_ tab: TabPart, ink: Color, stroked: Bool) -> String {
        var inner = ""
        if let icon = tab.icon, let box = tab.iconFrame {
            let size = ScrollCSS.number(box.width)
            let place =
                "position: absolute; left: " + ScrollCSS.px(box.x - tab.frame.x) + "; top: "
                + ScrollCSS.px(box.y - tab.frame.y) + ";"
            if !stroked, let symbol = MaterialSymbols.path(icon) {
                let grid = ScrollCSS.number(MaterialSymbols.grid)
                inner +=
                    "<svg aria-hidden=\"true\" style=\"" + place + "\" width=\"" + size + "\" height=\"" + size
                    + "\" viewBox=\"0 -" + grid + " " + grid + " " + grid + "\"><path d=\"" + symbol + "\" fill=\""
                    + ink.css + "\"/></svg>"
            } else {
                inner +=
                    "<span style=\"" + place + "\">"
                    + strokedIcon(icon, label: icon, size: box.width, css: ink.css) + "</span>"
            }
        }
        if !tab.label.text.isEmpty {
            let line = tab.label
            inner +=
                "<span style=\"position: absolute; left: " + ScrollCSS.px(line.frame.x - tab.frame.x) + "; top: "
                + ScrollCSS.px(line.frame.y - tab.frame.y) + "; " + font(line, css: ink.css) + " white-space: pre;\">"
                + PageEscaping.html(line.text) + "</span>"
        }
        return inner
    }

    private static func text(_ line: TextLine, color: Color) -> (style: String, inner: String) {
        // The geometry has fitted the line (and truncated it, ellipsis included, where it must): a browser's
        // measure a hair wider must not cut it again.
        (font(line, css: color.css) + " overflow: visible;", PageEscaping.html(line.text))
    }

    /// A line's font and colour, and its direction: that of its first strong character, whatever the page's
    /// (`unicode-bidi: plaintext`), as the preview draws it.
    private static func font(_ line: TextLine, css color: String) -> String {
        "font: " + String(line.font.weight) + " " + ScrollCSS.px(line.font.size) + "/" + ScrollCSS.px(line.frame.height)
            + " '" + line.font.family + "', Inter, system-ui, sans-serif; color: " + color + ";" + plaintext
    }

    /// Lets a line of text take its own direction from its first strong character.
    private static let plaintext = " unicode-bidi: plaintext;"
}
