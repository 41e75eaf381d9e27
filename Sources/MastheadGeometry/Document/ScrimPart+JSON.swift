import MastheadFormat

extension ScrimPart {
    /// Writes `"scrim": {frame, opacity, color, transition}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("scrim")
        json.beginObject()
        json.member("frame", frame: frame)
        json.member("opacity", opacity)
        json.member("color", color.css)
        transition.writePartJSON(into: &json)
        json.endObject()
    }
}
