import MastheadGeometry

/// `target-size`: the back button's and every action's hit area (the geometry's `touchTarget`: Compose's 48-dp
/// minimum interactive size around a 40-dp button, UIKit's 44-point item slot) against the platform's
/// minimum, 44 x 44 pt on iOS (Apple HIG) and 48 x 48 dp on Material (Material 3 accessibility), a warning; and
/// against WCAG 2.2's 24 x 24 minimum (2.5.8), an error. `measured` is the touch target's smaller side.
enum TargetSizeRule {
    static func check(_ frame: FrameContext) -> [Observation] {
        let platform =
            frame.layout.style.isMaterial ? AuditStandard.materialMinimumTarget : AuditStandard.appleMinimumTarget
        return frame.parts.compactMap { part in
            guard part.isInteractive else { return nil }
            let target = part.touchTarget ?? part.frame
            let side = min(target.width, target.height)
            if side < AuditStandard.wcagMinimumTarget - 1e-9 {
                return Observation(
                    .targetSize, severity: .error, part: part, measured: side,
                    threshold: AuditStandard.wcagMinimumTarget)
            }
            if side < platform - 1e-9 {
                return Observation(.targetSize, part: part, measured: side, threshold: platform)
            }
            return nil
        }
    }
}
