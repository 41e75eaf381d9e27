import MastheadFormat

extension TitlePart {
    /// Writes `"title": {text, frame, opacity, truncated, font, accessibility, subtitle?, transition?}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("title")
        json.beginObject()
        json.member("text", line.text)
        json.member("frame", frame: line.frame)
        json.member("opacity", opacity)
        json.member("truncated", line.truncated)
        json.member("font", font: line.font)
        json.member("accessibility", accessibilityRole: "heading")
        if let subtitle { json.member("subtitle", subtitle: subtitle) }
        transition?.writePartJSON(into: &json)
        json.endObject()
    }
}
