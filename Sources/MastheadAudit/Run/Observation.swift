import MastheadGeometry

/// One rule's result on one part in one frame (one offset at one text size), before merging into a finding.
struct Observation {
    /// What the merge groups by: observations with equal keys in neighbouring frames become one finding.
    struct Key: Hashable {
        let rule: AuditRule
        let severity: AuditSeverity
        let part: String
        let with: String?
    }

    let key: Key
    /// How a message names the part, and the other part of a collision.
    let spoken: String
    var spokenWith: String? = nil
    /// The value measured (a width, a ratio, a distance) and the rule's threshold for it.
    let measured: Double
    let threshold: Double
    /// Contrast: the composited text (or icon) colour and the colour behind it.
    var foreground: Color? = nil
    var background: Color? = nil
    /// What kind of finding within the rule, for its message (`text-truncated`: "left out" rather than cut short).
    var variety: String? = nil

    init(
        _ rule: AuditRule, severity: AuditSeverity? = nil, part: AuditedPart, with other: AuditedPart? = nil,
        measured: Double, threshold: Double
    ) {
        key = Key(rule: rule, severity: severity ?? rule.severity, part: part.name, with: other?.name)
        spoken = part.spoken
        spokenWith = other?.spoken
        self.measured = measured
        self.threshold = threshold
    }

    init(_ rule: AuditRule, part: String, spoken: String, with: String?, measured: Double, threshold: Double) {
        key = Key(rule: rule, severity: rule.severity, part: part, with: with)
        self.spoken = spoken
        self.measured = measured
        self.threshold = threshold
    }

    /// Whether `other` is worse than this one: a lower value for the rules with a minimum (contrast, target
    /// size), a higher one for the others.
    func isBetter(than other: Observation) -> Bool {
        key.rule.hasMinimum ? measured > other.measured : measured < other.measured
    }
}

extension AuditRule {
    /// Whether the threshold is a minimum the measured value must reach (contrast ratios, target sizes) rather
    /// than a maximum it must stay under (widths beyond the room, overlaps, distances).
    var hasMinimum: Bool {
        self == .targetSize || self == .contrastText || self == .contrastIcon
    }
}
