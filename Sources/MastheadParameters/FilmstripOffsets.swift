import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// The offsets of a filmstrip: an explicit `offsets` list, or `frames` offsets spread evenly from `from` to `to`.
///
/// - `offsets`: query `0,20,40`; JSON an array of numbers (or the same comma text). 1 ... `Limits.filmstripFrames`
///   finite numbers within the offset limits, in the order given (repeats allowed).
/// - Otherwise `from` (default 0), `to` (default 1.2 × the style's largest threshold, at least 60) and `frames`
///   (default 5, 2 ... `Limits.filmstripFrames`).
/// - `offsets` together with any of `from`, `to`, `frames` is refused: the request would be ambiguous.
package struct FilmstripOffsets {
    /// The offsets drawn, left to right.
    package var offsets: [Double]

    /// The default number of frames.
    package static let defaultFrames = 5

    /// Reads the offsets; `thresholds` give the default `to`.
    package init(_ reader: ParameterReader, thresholds: Thresholds) throws(HTTPError) {
        guard reader.parameters["offsets"] != nil else {
            let largest =
                [thresholds.titleVisible, thresholds.hairlineVisible, thresholds.collapsed]
                .compactMap { $0 }.max() ?? 0
            let range = try OffsetRange(reader, from: 0, to: max(60, (largest * 1.2 * 10).rounded() / 10))
            let frames =
                try ParameterTable.frames.integer(reader) ?? Self.defaultFrames
            offsets = range.spread(frames)
            return
        }
        for name in ["from", "to", "frames"] where reader.parameters[name] != nil {
            throw HTTPError.badRequest(
                "give either offsets or from, to and frames, not both (got offsets and \(name))", parameter: name)
        }
        guard let offsets = try ParameterTable.offsets.offsets(reader, example: "[0, 20, 40]") else {
            preconditionFailure("offsets was sent")
        }
        self.offsets = offsets
    }
}
