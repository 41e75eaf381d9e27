import MastheadGeometry
import MastheadPreview

/// What an audit checks: one header configuration, the sample content under it (for contrast), the offsets and the
/// text sizes.
public struct AuditRequest: Sendable {
    public var configuration: HeaderConfiguration
    public var options: PreviewOptions
    /// The first and last offsets checked; nil for the style's whole range (``defaultRange(thresholds:)``).
    public var from: Double?
    public var to: Double?
    /// Points between two offsets checked; nil for 1, or more when the range would give over ``maximumOffsets``.
    public var step: Double?
    /// The text sizes checked, in the order of their enumeration.
    public var variants: [AuditVariant]

    /// The most offsets a range gives (the style's switch points are added on top).
    public static let maximumOffsets = 2001

    /// Creates a request; `variants` nil checks every size the style has (``AuditVariant/all(for:)``).
    public init(
        configuration: HeaderConfiguration, options: PreviewOptions, from: Double? = nil, to: Double? = nil,
        step: Double? = nil, variants: [AuditVariant]? = nil
    ) {
        self.configuration = configuration
        self.options = options
        self.from = from
        self.to = to
        self.step = step
        self.variants = variants ?? AuditVariant.all(for: configuration.style)
    }

    /// The offsets from `from` to `to` by `step` with every switch point of `thresholds` within the range added,
    /// ascending and without repeats, so that no threshold is stepped over.
    static func offsets(from: Double, to: Double, step: Double, thresholds: [Thresholds]) -> [Double] {
        let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        var offsets = (0..<count).map { from + Double($0) * step }
        for point in thresholds.flatMap(\.switchPoints) where point >= from && point <= to {
            offsets.append(point)
        }
        offsets.sort()
        var unique: [Double] = []
        unique.reserveCapacity(offsets.count)
        for offset in offsets where unique.last.map({ abs($0 - offset) > 1e-9 }) ?? true { unique.append(offset) }
        return unique
    }

    /// The range a request without `from` and `to` checks: a 60-point pull-down to one and a half times the
    /// largest threshold of any size checked (at least 60), as `/v1/curves.svg` draws it.
    static func defaultRange(thresholds: [Thresholds]) -> (from: Double, to: Double) {
        let largest = thresholds.compactMap(\.largest).max() ?? 0
        return (-60, max(60, 1.5 * largest))
    }

    /// The step a request without one takes: 1, or the step that keeps the range within ``maximumOffsets``.
    static func defaultStep(from: Double, to: Double) -> Double {
        max(1, (to - from) / Double(maximumOffsets - 1))
    }
}

extension Thresholds {
    /// Every offset at which one of the style's animations finishes.
    var switchPoints: [Double] {
        [titleVisible, hairlineVisible, hairlineOpaque, collapsed].compactMap { $0 }
    }
}
