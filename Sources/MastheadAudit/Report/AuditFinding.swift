import MastheadGeometry

/// What one rule found on one part over a run of neighbouring offsets and text sizes (API.md, "The audit
/// document").
public struct AuditFinding: Sendable, Hashable {
    /// What a finding's message is written against: every offset and size the audit checked.
    struct Checked {
        let offsets: [Double]
        let variants: [AuditVariant]
    }

    /// Where a finding's measured value was taken: one offset at one text size or font scale.
    public struct Place: Sendable, Hashable {
        public let offset: Double
        public let variant: AuditVariant
    }

    public let rule: AuditRule
    public let severity: AuditSeverity
    /// The part, named as the geometry names it (`title`, `largeTitle`, `subtitle`, `back`, `leading[i]`, …).
    public let part: String
    /// The other part of a collision.
    public let with: String?
    /// The first and last offsets where it holds.
    public let offsets: (from: Double, to: Double)
    /// The text sizes where it holds, in the order checked.
    public let variants: [AuditVariant]
    /// The worst value measured over the run, and the rule's threshold for it.
    public let measured: Double
    public let threshold: Double
    /// Where ``measured`` was taken, so that a designer (and the playground) can go straight there.
    public let worst: Place
    /// One line a designer understands.
    public let message: String
    /// Contrast: the composited colours of the worst frame.
    public let foreground: Color?
    public let background: Color?

    init(
        _ worst: Observation, at place: Place, offsets: (Double, Double), variants: [AuditVariant], context: Checked
    ) {
        rule = worst.key.rule
        severity = worst.key.severity
        part = worst.key.part
        with = worst.key.with
        self.offsets = offsets
        self.variants = variants
        measured = worst.measured
        threshold = worst.threshold
        self.worst = place
        foreground = worst.foreground
        background = worst.background
        message = AuditFinding.message(worst, offsets: offsets, variants: variants, checked: context)
    }

    /// The source of the rule.
    public var source: String { rule.source }

    public static func == (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.part == rhs.part && lhs.with == rhs.with
            && lhs.offsets == rhs.offsets && lhs.variants == rhs.variants && lhs.measured == rhs.measured
            && lhs.threshold == rhs.threshold && lhs.worst == rhs.worst && lhs.foreground == rhs.foreground
            && lhs.background == rhs.background
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(part)
        hasher.combine(offsets.from)
        hasher.combine(offsets.to)
    }
}
