import MastheadGeometry

/// `safe-area`: a shown text or button whose frame reaches above the top safe-area inset, into the status bar or
/// the sensor housing (notch, Dynamic Island, camera cutout). `measured` is how far in, in points; `threshold` 0.
///
/// The back chevron and the search magnifier are not checked apart from the button or field whose frame holds them.
enum SafeAreaRule {
    /// Less than this far in is rounding, not a finding.
    static let tolerance = 0.5

    static func check(_ frame: FrameContext) -> [Observation] {
        let top = frame.layout.viewport.safeAreaTop
        return frame.parts.compactMap { part in
            if case .chevron = part.kind { return nil }
            if case .fieldIcon = part.kind { return nil }
            guard frame.isShown(part), let visible = frame.visibleFrame(part) else { return nil }
            let depth = top - visible.y
            guard depth > tolerance, visible.maxY > 0 else { return nil }
            return Observation(.safeArea, part: part, measured: min(depth, visible.height), threshold: 0)
        }
    }
}
