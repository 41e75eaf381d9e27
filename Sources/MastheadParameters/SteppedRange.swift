import MastheadHTTP

/// `from`, `to` and `step` read and checked together: the offsets of a timeline or of an exported animation, one
/// frame per `step` points of scroll.
///
/// Defaults: `from` 0, `to` 200, `step` 1 (201 frames). At most ``Limits/timelineFrames`` frames; more is a `400`
/// naming `step`, and `from >= to` one naming `to` (or `from` when `to` was not sent); a timeline takes
/// `from == to` (one frame), an animation needs a range.
package struct SteppedRange {
    package let range: OffsetRange
    package let step: Double
    /// How many offsets `from`, `from + step`, … up to `to` give.
    package let count: Int

    package init(_ reader: ParameterReader, allowsSingleOffset: Bool = false) throws(HTTPError) {
        range = try OffsetRange(
            reader, from: ParameterTable.Defaults.timelineFrom, to: ParameterTable.Defaults.timelineTo,
            allowsSingleOffset: allowsSingleOffset)
        step = try ParameterTable.step.number(reader)
        count = Int(((range.to - range.from) / step + 1e-9).rounded(.down)) + 1
        guard count <= Limits.timelineFrames else {
            throw HTTPError.badRequest(
                "from, to and step give \(count) frames; at most \(Limits.timelineFrames) are allowed (raise step)",
                parameter: "step")
        }
    }

    /// The offsets, first to last.
    package var offsets: [Double] { range.stepped(by: step) }

    /// Adds `from`, `to` and `step` to a cache key.
    package func add(to key: inout CanonicalKey) {
        key.add("from", range.from)
        key.add("to", range.to)
        key.add("step", step)
    }
}
