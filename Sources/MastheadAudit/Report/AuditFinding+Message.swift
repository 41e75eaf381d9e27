import MastheadFormat
import MastheadGeometry

extension AuditFinding {
    /// The finding's one line: what happens to which part, and where (the sizes and offsets, left out when it
    /// holds at every one checked). "the title truncates from xxLarge up".
    static func message(
        _ worst: Observation, offsets: (Double, Double), variants: [AuditVariant], checked: Checked
    ) -> String {
        let n = { (value: Double) in NumberFormat.string(value) }
        // Two decimals, as ratios are usually quoted ("4.02:1"), unless rounding would reach the threshold.
        let ratio = { (value: Double) in
            let rounded = (value * 100).rounded() / 100
            return NumberFormat.string(rounded >= worst.threshold ? value : rounded)
        }
        let with = worst.spokenWith ?? "the bar's other side"
        let what: String
        switch worst.key.rule {
        case .textTruncated:
            what =
                worst.variety == "left out"
                ? "\(worst.spoken) is left out"
                : "\(worst.spoken) truncates (\(n(worst.measured)) pt of text in "
                    + "\(n(worst.threshold)) pt)"
        case .partsCollide:
            what =
                worst.variety == "left out"
                ? "\(worst.spoken) does not fit beside \(with) and is left out"
                : "\(worst.spoken) overlaps \(with) by \(n(worst.measured)) pt"
        case .targetSize:
            what = "\(worst.spoken) is \(n(worst.measured)) pt across, under the \(n(worst.threshold)) pt minimum"
        case .contrastText, .contrastIcon:
            what = "\(worst.spoken) has a contrast of \(ratio(worst.measured)):1, under \(n(worst.threshold)):1"
        case .safeArea:
            what = "\(worst.spoken) reaches \(n(worst.measured)) pt into the status bar"
        case .motionJump:
            what =
                worst.variety == "opacity"
                ? "\(worst.spoken) changes its opacity by \(n(worst.measured)) in 1 pt of scroll"
                : "\(worst.spoken) jumps \(n(worst.measured)) pt in 1 pt of scroll"
        }
        return what + sizes(variants, checked: checked.variants) + offsetsPhrase(offsets, checked: checked.offsets)
    }

    /// " from xxLarge up", " up to small", " at AX1 to AX3", " at large"; empty when every size checked holds it.
    private static func sizes(_ variants: [AuditVariant], checked: [AuditVariant]) -> String {
        let names = variants.map(\.name)
        guard variants.count < checked.count, let first = names.first, let last = names.last else { return "" }
        let indices = variants.compactMap { checked.firstIndex(of: $0) }
        let contiguous = indices.last.map { $0 - indices[0] + 1 == indices.count } ?? false
        if names.count == 1 { return " at \(first)" }
        if contiguous && variants.last == checked.last { return " from \(first) up" }
        if contiguous && variants.first == checked.first { return " up to \(last)" }
        if contiguous { return " from \(first) to \(last)" }
        return " at " + names.joined(separator: ", ")
    }

    /// " at offsets -60 to 52", " at offset 26"; empty when it holds over every offset checked.
    private static func offsetsPhrase(_ offsets: (Double, Double), checked: [Double]) -> String {
        if offsets.0 == checked.first && offsets.1 == checked.last { return "" }
        if offsets.0 == offsets.1 { return " at offset \(NumberFormat.string(offsets.0))" }
        return " at offsets \(NumberFormat.string(offsets.0)) to \(NumberFormat.string(offsets.1))"
    }
}
