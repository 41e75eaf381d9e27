import MastheadFormat
import MastheadHTTP

/// `from`, `to` and a count or step: the offsets of a timeline, a filmstrip or a chart.
package struct OffsetRange: Hashable {
    package var from: Double
    package var to: Double

    /// Reads `from` (up to just below the last offset) and `to` (within the offset limits) and checks `from < to`,
    /// or `from <= to` when `allowsSingleOffset` (a timeline of one frame).
    ///
    /// Without `to`, it defaults to `defaultTo` or just past `from`, but never past the offset limit: a `from` at
    /// the limit is then refused, naming `from`, the only one of the two that was sent.
    package init(
        _ reader: ParameterReader, from defaultFrom: Double, to defaultTo: Double, allowsSingleOffset: Bool = false
    ) throws(HTTPError) {
        from = try ParameterTable.from.optionalNumber(reader) ?? defaultFrom
        let fallback = min(max(defaultTo, from + 1), Limits.offset.upperBound)
        to = try ParameterTable.to.optionalNumber(reader) ?? fallback
        guard from < to || (allowsSingleOffset && from == to) else {
            throw HTTPError.badRequest(
                "from must be less than \(allowsSingleOffset ? "or equal to " : "")to, got "
                    + "from=\(NumberFormat.string(from)) to=\(NumberFormat.string(to))",
                parameter: reader.parameters["to"] == nil ? "from" : "to")
        }
    }

    /// Offsets from `from` to `to` by `step` (the last one is `to` itself when it falls on a step).
    package func stepped(by step: Double) -> [Double] {
        let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        return (0..<count).map { from + Double($0) * step }
    }

    /// `count` offsets spread evenly from `from` to `to`, both included.
    package func spread(_ count: Int) -> [Double] {
        guard count > 1 else { return [from] }
        return (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
    }
}
