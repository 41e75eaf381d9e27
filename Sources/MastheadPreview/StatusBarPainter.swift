import MastheadGeometry
import MastheadSupport
import MastheadText
import SVGWriter

/// The iOS status bar inside the top safe area: "9:41" on the leading side, signal, Wi-Fi and battery on the
/// trailing side, in the label colour; the Dynamic Island between them on devices whose safe area is 59 points or
/// more.
///
/// Right-to-left layout swaps the two sides, as iOS does, without flipping the glyphs themselves. Safe areas of 44
/// points or more get the notched layout (17-point time centred in the leading "ear"); smaller ones (iPhone SE,
/// iPad) a 12-point time on the leading side. A safe area under 12 points has no room and draws nothing.
struct StatusBarPainter {
    /// The screen width.
    let width: Double
    /// The top safe-area inset `S`.
    let safeAreaTop: Double
    /// Prepended to the group's id.
    let prefix: String

    /// The width of the trailing cluster: signal 17, Wi-Fi 15, battery 27, 6 between them.
    static let clusterWidth: Double = 71

    /// Writes the status bar's group, `prefix` + `status-bar`, or nothing when the safe area is too small.
    ///
    /// With `text=text` the drawing is rendered once per width, safe area, palette and direction and kept in
    /// ``PaintCaches/statusBars``; it carries no ids, so only the group around it is named per screen.
    func write(into stream: inout SVGStream, canvas: inout PreviewCanvas) {
        guard safeAreaTop >= 12, width >= 120 else { return }
        guard canvas.textMode == .text else {
            stream.write(Node.g(drawing(canvas: &canvas)).id(prefix + "status-bar"))
            return
        }
        let key = Key(width: width, safeAreaTop: safeAreaTop, direction: canvas.direction, palette: canvas.palette)
        let markup = canvas.caches.statusBars.value(for: key) {
            var scratch = canvas
            return Node.inlineMarkup(drawing(canvas: &scratch))
        }
        stream.open("g")
        stream.attribute("id", .text(prefix + "status-bar"))
        stream.raw(markup)
        stream.close("g")
    }

    /// What the status bar's drawing depends on.
    struct Key: Hashable, Sendable {
        let width: Double
        let safeAreaTop: Double
        let direction: LayoutDirection
        let palette: ColorPalette
    }

    /// The island, the clock and the cluster, in screen coordinates.
    func drawing(canvas: inout PreviewCanvas) -> [Node] {
        let color = canvas.palette.label
        let notched = safeAreaTop >= 44
        let centreY = notched ? min(safeAreaTop / 2, 30) : safeAreaTop / 2
        let font = FontSpec(size: notched ? 17 : 12, weight: 600)
        let ear = notched ? (width / 2 - 63) / 2 + 6 : 0
        let metrics = canvas.shaper.measure("9:41", font: font, direction: .ltr)
        let baseline = centreY + (metrics.ascent - metrics.descent) / 2
        let clusterScale = notched ? 1 : 0.8
        let cluster = Self.clusterWidth * clusterScale
        let timeX = notched ? ear - metrics.width / 2 : 8
        let clusterX = notched ? width - ear - cluster / 2 : width - 8 - cluster

        var nodes: [Node] = []
        if safeAreaTop >= 59 {
            nodes.append(.rect(x: width / 2 - 63, y: 11, width: 126, height: 37, rx: 18.5, fill: "#000000"))
        }
        let rtl = canvas.direction == .rtl
        let mirroredTimeX = rtl ? width - timeX - metrics.width : timeX
        // The clock moves to the other side in right-to-left, but the time itself always reads left to right:
        // drawn right-to-left, "9:41" would come out as "41:9".
        nodes.append(
            canvas.text("9:41", font: font, x: mirroredTimeX, baseline: baseline, fill: color, direction: .ltr, id: nil)
        )
        let x = rtl ? width - clusterX - cluster : clusterX
        let placement = Transform.translate(x: x, y: centreY - 6 * clusterScale).scale(clusterScale)
        nodes.append(Node.g(transform: placement, Self.cluster(color: color)))
        return nodes
    }

    /// Signal bars, Wi-Fi and battery on a 71 x 12 box.
    private static func cluster(color: Color) -> [Node] {
        let fill = AttributeValue.text(color.css)
        var nodes: [Node] = []
        for (index, height) in [4.0, 6, 8.5, 11].enumerated() {
            nodes.append(.rect(x: Double(index) * 4.67, y: 11.5 - height, width: 3, height: height, rx: 1, fill: fill))
        }
        var wifi = PathData(capacity: 96)
        wifi.moveTo(x: 23.78, y: 5.28)
        wifi.arc(rx: 9.5, ry: 9.5, x: 37.22, y: 5.28)
        wifi.moveTo(x: 26.61, y: 8.11)
        wifi.arc(rx: 5.5, ry: 5.5, x: 34.39, y: 8.11)
        nodes.append(.path(wifi, fill: "none", stroke: fill, strokeWidth: 2, lineCap: .round))
        nodes.append(.circle(cx: 30.5, cy: 10.5, r: 1.6, fill: fill))
        nodes.append(
            .rect(
                x: 44, y: 0, width: 24.5, height: 12, rx: 3.8, fill: "none", stroke: fill, strokeWidth: 1,
                opacity: 0.35))
        nodes.append(.rect(x: 46, y: 2, width: 20.5, height: 8, rx: 2.2, fill: fill))
        nodes.append(.rect(x: 69.5, y: 4, width: 1.5, height: 4, rx: 0.7, fill: fill, opacity: 0.4))
        return nodes
    }
}
