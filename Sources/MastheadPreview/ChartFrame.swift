import MastheadFormat
import MastheadGeometry
import SVGWriter

/// The parts of the curves chart around its data: axes with ticks and labels, threshold lines, series paths and
/// the legend, all placed through two ``ChartScale``s. Threshold labels right of the plot's middle are anchored at
/// their end, so they never run into the legend.
struct ChartFrame {
    /// Offsets to x.
    let x: ChartScale
    /// Normalised values to y.
    let y: ChartScale
    /// Colours of the appearance.
    let palette: ColorPalette

    /// Tick and axis label font: 11-point regular.
    static let font = FontSpec(size: 11, weight: 400)

    /// Grid lines, both axes, their ticks and labels, and the axis titles.
    mutating func axes(canvas: inout PreviewCanvas) -> [Node] {
        let grid = AttributeValue.text(palette.separator.css)
        let ink = AttributeValue.text(palette.labelSecondary.css)
        let (left, right, top, bottom) = (x.start, x.end, y.end, y.start)
        var nodes: [Node] = []
        for value in [0.0, 0.25, 0.5, 0.75, 1] {
            let py = y.position(value)
            nodes.append(.line(x1: left, y1: py, x2: right, y2: py, stroke: grid, strokeWidth: 0.5))
            nodes.append(
                canvas.text(
                    NumberFormat.string(value), font: Self.font, x: left - 8, baseline: py + 4,
                    fill: palette.labelSecondary, anchor: .end))
        }
        for value in x.ticks() {
            let px = x.position(value)
            nodes.append(.line(x1: px, y1: bottom, x2: px, y2: bottom + 5, stroke: ink, strokeWidth: 1))
            nodes.append(
                canvas.text(
                    NumberFormat.string(value), font: Self.font, x: px, baseline: bottom + 19,
                    fill: palette.labelSecondary, anchor: .middle))
        }
        nodes.append(.line(x1: left, y1: bottom, x2: right, y2: bottom, stroke: ink, strokeWidth: 1))
        nodes.append(.line(x1: left, y1: top, x2: left, y2: bottom, stroke: ink, strokeWidth: 1))
        nodes.append(
            canvas.text(
                "offset (pt)", font: Self.font, x: (left + right) / 2, baseline: bottom + 40,
                fill: palette.labelSecondary, anchor: .middle))
        nodes.append(
            Node.g(
                transform: Transform.translate(x: left - 40, y: (top + bottom) / 2).rotate(-90),
                [
                    canvas.text(
                        "value (normalised)", font: Self.font, x: 0, baseline: 0, fill: palette.labelSecondary,
                        anchor: .middle)
                ]))
        return [Node.g(nodes).id("axes")]
    }

    /// One dashed vertical line per distinct threshold offset inside the range, labelled with every threshold
    /// name at that offset and its value.
    mutating func thresholds(_ thresholds: Thresholds, canvas: inout PreviewCanvas) -> [Node] {
        let named: [(String, Double?)] = [
            ("titleVisible", thresholds.titleVisible), ("hairlineVisible", thresholds.hairlineVisible),
            ("hairlineOpaque", thresholds.hairlineOpaque),
            ("collapsed", thresholds.collapsed),
        ]
        var groups: [(value: Double, names: [String])] = []
        for case (let name, let value?) in named {
            if let index = groups.firstIndex(where: { abs($0.value - value) < 1e-9 }) {
                groups[index].names.append(name)
            } else {
                groups.append((value, [name]))
            }
        }
        var nodes: [Node] = []
        let ink = palette.labelSecondary
        for (index, group) in groups.sorted(by: { $0.value < $1.value }).enumerated()
        where group.value >= x.lower && group.value <= x.upper {
            let px = x.position(group.value)
            nodes.append(
                Node.line(x1: px, y1: y.start, x2: px, y2: y.end, stroke: .text(ink.css), strokeWidth: 1)
                    .attribute("stroke-dasharray", .numbers([4, 4])))
            let label = group.names.joined(separator: ", ") + " = " + NumberFormat.string(group.value)
            let rightHalf = px > (x.start + x.end) / 2
            nodes.append(
                canvas.text(
                    label, font: Self.font, x: rightHalf ? px - 4 : px + 4,
                    baseline: y.end + 12 + Double(index) * 14, fill: ink, anchor: rightHalf ? .end : .start))
        }
        return [Node.g(nodes).id("thresholds")]
    }

    /// The series as a path; runs of collinear samples are merged and nil samples break the line.
    ///
    /// `strokeWidth` should shrink from the first series to the last, so series that coincide (progress and the
    /// opacities that equal it) show as nested bands rather than hiding each other.
    func polyline(_ series: CurveSeries, offsets: [Double], strokeWidth: Double) -> Node {
        var data = PathData(capacity: 256)
        var run: [(Double, Double)] = []
        func flush() {
            guard let first = run.first else { return }
            data.moveTo(x: first.0, y: first.1)
            for point in run.dropFirst() { data.lineTo(x: point.0, y: point.1) }
            if run.count == 1 { data.lineTo(x: first.0, y: first.1) }
            run.removeAll(keepingCapacity: true)
        }
        for (offset, value) in zip(offsets, series.values) {
            guard let value else {
                flush()
                continue
            }
            let point = (x.position(offset), y.position(value))
            if run.count >= 2 {
                let a = run[run.count - 2]
                let b = run[run.count - 1]
                let cross = (b.0 - a.0) * (point.1 - a.1) - (b.1 - a.1) * (point.0 - a.0)
                if abs(cross) < 1e-6 { run[run.count - 1] = point } else { run.append(point) }
            } else {
                run.append(point)
            }
        }
        flush()
        return .path(
            data, fill: "none", stroke: .text(series.color.css), strokeWidth: strokeWidth, lineCap: .round,
            lineJoin: .round)
    }

    /// The legend: a colour swatch and the name of each series, top to bottom from `origin`.
    mutating func legend(_ series: [CurveSeries], at origin: Point, canvas: inout PreviewCanvas) -> [Node] {
        var nodes: [Node] = []
        for (index, line) in series.enumerated() {
            let top = origin.y + Double(index) * 22
            nodes.append(.rect(x: origin.x, y: top + 4, width: 14, height: 4, rx: 2, fill: .text(line.color.css)))
            nodes.append(
                canvas.text(line.name, font: Self.font, x: origin.x + 20, baseline: top + 10, fill: palette.label))
        }
        return [Node.g(nodes).id("legend")]
    }
}
