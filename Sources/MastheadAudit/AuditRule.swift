/// One of the audit's checks: its id (API.md, "The audit document"), its severity, what it checks and its source.
public enum AuditRule: String, Sendable, Hashable, CaseIterable {
    case textTruncated = "text-truncated"
    case partsCollide = "parts-collide"
    case targetSize = "target-size"
    case contrastText = "contrast-text"
    case contrastIcon = "contrast-icon"
    case safeArea = "safe-area"
    case motionJump = "motion-jump"

    /// The rule's severity. `target-size` is a warning under the platform's size and an error under WCAG's
    /// minimum; every other rule always has this one.
    public var severity: AuditSeverity {
        switch self {
        case .textTruncated, .partsCollide, .contrastText, .contrastIcon, .safeArea: .error
        case .targetSize: .warning
        case .motionJump: .notice
        }
    }

    /// Where the rule comes from, as written in every finding.
    public var source: String {
        switch self {
        case .textTruncated: "Apple HIG, Typography (Dynamic Type); Material 3, Accessibility: text resizing"
        case .partsCollide: "Apple HIG, Layout; Material 3, Top app bar"
        case .targetSize:
            "Apple HIG, Accessibility (44 x 44 pt); Material 3, Accessibility basics (48 x 48 dp); "
                + "WCAG 2.2, 2.5.8 Target Size (Minimum)"
        case .contrastText: "WCAG 2.2, 1.4.3 Contrast (Minimum)"
        case .contrastIcon: "WCAG 2.2, 1.4.11 Non-text Contrast"
        case .safeArea: "Apple HIG, Layout (safe areas); Android, Window insets (status bar, display cutout)"
        case .motionJump: "Apple HIG, Motion; Material 3, Motion"
        }
    }

    /// What the rule checks, in one sentence for the catalog.
    public var summary: String {
        switch self {
        case .textTruncated:
            "The title, subtitle, large title, back label or a text action is cut short (with “…”) or left out."
        case .partsCollide:
            "The title overlaps the back button or an action, two buttons overlap, or an action is left out for "
                + "lack of room."
        case .targetSize:
            "A button's hit area is under 44 x 44 pt (iOS) or 48 x 48 dp (Material): a warning; under WCAG's "
                + "24 x 24: an error."
        case .contrastText:
            "Text against what is behind it is under 4.5:1, or 3:1 for large text, where it is fully shown."
        case .contrastIcon: "An icon or the back chevron against what is behind it is under 3:1."
        case .safeArea: "Text or a button reaches into the status bar or the sensor housing."
        case .motionJump:
            "A part moves more than 4 points or changes its opacity by more than a third between two offsets 1 "
                + "point apart, with no animated transition covering it."
        }
    }
}
