import MastheadFormat

extension TitlePart {
    /// Writes `"title": {text, frame, clip?, opacity, truncated, font, accessibility, subtitle?, transition?}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("title")
        json.beginObject()
        json.member("text", line.text)
        json.member("frame", frame: line.frame)
        if let clip = line.clip { json.member("clip", frame: clip) }
        json.member("opacity", opacity)
        json.member("truncated", line.truncated)
        json.member("font", font: line.font)
        json.member("accessibility", accessibilityRole: "heading")
        if let subtitle { json.member("subtitle", subtitle: subtitle) }
        transition?.writePartJSON(into: &json)
        json.endObject()
    }
}
