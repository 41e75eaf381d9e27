import MastheadGeometry
import SVGWriter

/// A Pixel-like Android status bar inside the top inset, in the scheme's `onSurface`: the clock at the start, a
/// punch-hole camera in the middle, and Wi-Fi, signal and an upright battery at the end.
///
/// The positions follow a Pixel 8 screenshot's proportions: the clock's start 16 from the edge, the cluster 16
/// from the other edge, everything centred on the inset's middle; the camera hole is 12 across. Where the
/// display's rounded corner would cut them, both move in by ``sideInset(width:safeAreaTop:cornerRadius:)``, as
/// SystemUI lays its row out. Right-to-left swaps the two sides without mirroring the glyphs, and the clock still
/// reads "9:41". An inset under 12 points has no room and draws nothing.
struct MaterialStatusBarPainter {
    /// The screen width.
    let width: Double
    /// The top inset.
    let safeAreaTop: Double
    /// The radius of the display's corners (``Viewport/displayCornerRadius``).
    let cornerRadius: Double
    /// The layout's colour roles; the glyphs are `onSurface`.
    let color: [ColorRole]
    /// Prepended to the group's id.
    let prefix: String

    /// The status bar's group, `prefix` + `status-bar`, or nothing when the inset is too small.
    func nodes(canvas: inout PreviewCanvas) -> [Node] {
        guard safeAreaTop >= 12, width >= 120 else { return [] }
        let ink = color.first { $0.name == "onSurface" }?.color ?? canvas.palette.label
        let fill = AttributeValue.text(ink.css)
        let midY = safeAreaTop / 2
        let font = FontSpec(size: 14, weight: 500, typeface: .roboto)
        let metrics = canvas.measure("9:41", font: font)
        let rtl = canvas.direction == .rtl
        let inset = Self.sideInset(width: width, safeAreaTop: safeAreaTop, cornerRadius: cornerRadius)
        let timeX = rtl ? width - inset - metrics.width : inset
        var nodes: [Node] = [
            canvas.text(
                "9:41", font: font, x: timeX, baseline: midY + (metrics.ascent - metrics.descent) / 2, fill: ink,
                direction: .ltr),
            .circle(cx: width / 2, cy: midY, r: 6, fill: "#000000"),
        ]
        let clusterX = rtl ? inset : width - inset - MaterialStatusBarPainter.clusterWidth
        let placement = Transform.translate(x: clusterX, y: midY - 8)
        nodes.append(Node.g(transform: placement, MaterialStatusBarPainter.cluster(fill)))
        return [Node.g(nodes).id(prefix + "status-bar")]
    }

    /// The width of the cluster: Wi-Fi 16, signal 14, battery 8, 4 between them.
    static let clusterWidth: Double = 46

    /// The height of the row the clock and the cluster are centred in: the cluster's 16.
    static let rowHeight: Double = 16

    /// The least distance of the clock and the cluster from the sides: 16, a Pixel 8 screenshot's proportions.
    static let minimumSideInset: Double = 16

    /// SystemUI's `status_bar_padding_start` and `status_bar_padding_end`, 8 dp: AOSP
    /// `frameworks/base/packages/SystemUI/res/values/dimens.xml`.
    static let statusBarPadding: Double = 8

    /// How far the clock and the cluster stand from the sides: 16, or, where the rounded corner reaches further
    /// into the row, the corner's width at the row's top plus `statusBarPadding`.
    ///
    /// SystemUI lays the row out between `rounded_corner_content_padding` from either side (the device overlay
    /// sets it to what its corners need; AOSP's default is 0) and pads it by `status_bar_padding_start` and
    /// `_end` (`StatusBarContentInsetsProvider.getStatusBarContentBounds`, `PhoneStatusBarView`). The preview's
    /// inset is the preset's, often shorter than the device's own bar (the Pixel 8's is 132 pixels, 50 dp), so
    /// the content padding is worked out from the corner: where a circle of `cornerRadius` crosses the row's top
    /// edge. A square corner, or a row below the curve, needs none.
    static func sideInset(width: Double, safeAreaTop: Double, cornerRadius: Double) -> Double {
        let radius = min(max(cornerRadius, 0), width / 2)
        let top = max(safeAreaTop / 2 - rowHeight / 2, 0)
        guard top < radius else { return minimumSideInset }
        let rise = radius - top
        let cornerWidth = radius - (radius * radius - rise * rise).squareRoot()
        return max(minimumSideInset, cornerWidth + statusBarPadding)
    }

    /// Wi-Fi (a filled fan), signal (a filled right triangle) and an upright battery on a 46 x 16 box.
    private static func cluster(_ fill: AttributeValue) -> [Node] {
        var wifi = PathData(capacity: 64)
        wifi.moveTo(x: 8, y: 14)
        wifi.lineTo(x: 0, y: 5)
        wifi.arc(rx: 11.3, ry: 11.3, x: 16, y: 5)
        wifi.close()
        var signal = PathData(capacity: 32)
        signal.moveTo(x: 20, y: 14)
        signal.lineTo(x: 34, y: 14)
        signal.lineTo(x: 34, y: 1)
        signal.close()
        return [
            .path(wifi, fill: fill),
            .path(signal, fill: fill),
            .rect(x: 40, y: 2.5, width: 6, height: 12.5, rx: 1, fill: fill),
            .rect(x: 41.5, y: 1, width: 3, height: 2, fill: fill),
        ]
    }
}
