import MastheadFormat

/// The clock of the animated SVG: frames `0 … n−1` forward, then `n−2 … 1` back, each for the same slice of
/// `duration` seconds, looping; and SMIL's discrete `values`/`keyTimes` lists for a value that follows the frames.
struct SMILTimeline {
    /// How many frames the export has (at least 1).
    let frames: Int
    /// Seconds from `from` to `to` and back.
    let duration: Double

    /// The slots of one loop: `2n − 2` (one for a single frame).
    var slots: Int { max(1, 2 * frames - 2) }

    /// The frame shown in slot `k`.
    func frame(atSlot k: Int) -> Int { k < frames ? k : 2 * frames - 2 - k }

    /// The `values` and `keyTimes` of a discrete animation of `value(frame)`, or nil when it never changes.
    func discrete(_ value: (Int) -> String) -> (values: String, keyTimes: String)? {
        var values: [String] = []
        var times: [String] = []
        var last: String?
        for slot in 0..<slots {
            let current = value(frame(atSlot: slot))
            guard current != last else { continue }
            values.append(current)
            times.append(NumberFormat.string(Double(slot) / Double(slots)))
            last = current
        }
        guard values.count > 1 else { return nil }
        return (values.joined(separator: ";"), times.joined(separator: ";"))
    }
}
