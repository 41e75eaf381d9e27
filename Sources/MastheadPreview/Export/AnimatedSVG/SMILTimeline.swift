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

    /// The `values` and `keyTimes` of a discrete animation of a value that holds `changes[i].value` from frame
    /// `changes[i].frame` on (the first change at frame 0 or before), or nil when it never changes.
    ///
    /// Going forward the value changes at each change's frame `c`, in slot `c`; coming back it takes the value
    /// before, in the slot that shows frame `c − 1` (`2n − 1 − c`). Work is in proportion to the changes, not to
    /// the frames.
    func discrete(_ changes: [(frame: Int, value: String)]) -> (values: String, keyTimes: String)? {
        var entries: [(slot: Int, value: String)] = []
        // The first value holds from the start of the loop.
        for (index, change) in changes.enumerated() { entries.append((index == 0 ? 0 : change.frame, change.value)) }
        if frames > 1 {
            for index in stride(from: changes.count - 1, through: 1, by: -1) {
                let slot = 2 * frames - 1 - changes[index].frame
                if slot < slots { entries.append((slot, changes[index - 1].value)) }
            }
        }
        var values: [String] = []
        var times: [String] = []
        var lastSlot = -1
        for entry in entries where entry.slot < slots {
            if entry.slot == lastSlot, !values.isEmpty {
                values[values.count - 1] = entry.value
                continue
            }
            if values.last == entry.value { continue }
            values.append(entry.value)
            times.append(NumberFormat.string(Double(entry.slot) / Double(slots)))
            lastSlot = entry.slot
        }
        guard values.count > 1 else { return nil }
        return (values.joined(separator: ";"), times.joined(separator: ";"))
    }
}
