import MastheadFormat

extension ParameterDocs {
    /// The filmstrip's own offsets and the SVG crop.
    static let filmstrip: [ParameterDoc] = [
        ParameterDoc(
            "offsets",
            "The filmstrip's offsets, left to right: query `0,20,40`; JSON an array of numbers (or the same text). "
                + "1 to \(Limits.filmstripFrames) numbers; not together with `from`, `to` or `frames`.",
            offsetList,
            body: Schema.oneOf([
                offsetList,
                Schema.array(
                    of: Schema.number(in: Limits.offset), minItems: 1, maxItems: Limits.filmstripFrames),
                Schema.type("null"),
            ])),
        ParameterDoc(
            "frames", "How many frames the filmstrip spreads evenly from `from` to `to`.",
            Schema.integer(in: 2...Limits.filmstripFrames, default: FilmstripOffsets.defaultFrames)),
        ParameterDoc(
            "crop",
            "The height in points of the screen's top that is drawn (preview: the whole screen by default; "
                + "filmstrip: \(NumberFormat.string(FilmstripEndpoint.defaultCrop)) points); a crop beyond the "
                + "screen height draws it whole.",
            Schema.number(in: Limits.height)),
    ]

    /// 1 to ``Limits/filmstripFrames`` decimal numbers between commas, as ``NumberText`` reads them (each also
    /// within the offset limits, which a pattern cannot say).
    private static var offsetList: JSONValue {
        let number = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
        let pattern = "^\(number)(?:,\(number)){0,\(Limits.filmstripFrames - 1)}$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }
}
