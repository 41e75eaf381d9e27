import MastheadGeometry
import MastheadPreview

/// Audits one header: lays it out at every text size and offset checked, runs every rule on every frame, and
/// merges what the rules find on one part in neighbouring frames into findings (``AuditReport``).
///
/// The work is one ``LayoutPlan`` a text size, then one layout an offset (two where the next offset checked is not
/// 1 point further, for ``MotionRule``): proportional to offsets × sizes. Requested texts are measured once a size.
public enum Audit {
    /// Runs the audit, measuring text with `measurer`.
    public static func run(_ request: AuditRequest, measurer base: any TextMeasuring) -> AuditReport {
        let measurer = MeasurementMemo(base: base)
        let configurations = request.variants.map { $0.applied(to: request.configuration) }
        let plans = configurations.map { LayoutPlan(configuration: $0, measurer: measurer) }
        let thresholds = plans.map(\.thresholds)
        let (from, to, step, _) = request.steppedRange(thresholds: thresholds)
        let offsets = AuditRequest.offsets(from: from, to: to, step: step, thresholds: thresholds)
        var grid = ObservationGrid(offsetCount: offsets.count)
        // Frames alike get the same observations: a settled bar at the previous offset, the same bar at the previous
        // text size. Compared, not hashed: a signature differs from another at its first part, most of the time.
        var previousSize: [(FrameSignature, [ObservationGrid.Handle])?] = Array(repeating: nil, count: offsets.count)
        for (variant, plan) in plans.enumerated() {
            var previous: (FrameSignature, [ObservationGrid.Handle])?
            let widths = WidthMemo(measurer: measurer, direction: plan.configuration.direction)
            let frame = { (offset: Double) in
                let layout = plan.layout(at: offset)
                return FrameContext(
                    layout: layout, configuration: plan.configuration, options: request.options, measurer: measurer,
                    naturalWidth: widths.width)
            }
            var current = offsets.isEmpty ? nil : frame(offsets[0])
            for (index, offset) in offsets.enumerated() {
                guard let this = current else { break }
                let signature = FrameSignature(this)
                let handles: [ObservationGrid.Handle]
                if let seen = previous, seen.0 == signature {
                    handles = seen.1
                } else if let seen = previousSize[index], seen.0 == signature {
                    handles = seen.1
                } else {
                    var observations = TruncationRule.check(this) + CollisionRule.check(this)
                    observations += TargetSizeRule.check(this) + ContrastRule.check(this) + SafeAreaRule.check(this)
                    handles = grid.record(observations)
                }
                grid.place(handles, variant: variant, offset: index)
                previous = (signature, handles)
                previousSize[index] = previous
                let following = index + 1 < offsets.count ? frame(offsets[index + 1]) : nil
                let isNeighbour = following.map { abs($0.layout.offset - offset - 1) < 1e-9 } ?? false
                let next = isNeighbour ? following : frame(offset + 1)
                if let next {
                    grid.place(grid.record(MotionRule.check(this, next: next)), variant: variant, offset: index)
                }
                current = following
            }
        }
        return AuditReport(
            findings: grid.findings(offsets: offsets, variants: request.variants), offsets: offsets, from: from, to: to,
            variants: request.variants)
    }
}

/// The natural widths of the requested texts of one configuration, measured once each.
final class WidthMemo {
    private let measurer: any TextMeasuring
    private let direction: LayoutDirection
    private var widths: [String: [FontSpec: Double]] = [:]

    init(measurer: any TextMeasuring, direction: LayoutDirection) {
        self.measurer = measurer
        self.direction = direction
    }

    /// The width of `text` in `font`.
    func width(_ text: String, _ font: FontSpec) -> Double {
        if let known = widths[text]?[font] { return known }
        let width = measurer.measure(text, font: font, direction: direction).width
        widths[text, default: [:]][font] = width
        return width
    }
}
