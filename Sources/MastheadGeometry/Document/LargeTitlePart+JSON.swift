import MastheadFormat

extension LargeTitlePart {
    /// Writes `"largeTitle": {text, frame, clip?, opacity, scale, anchor, subtitle?, truncated, font, scrollFrame?,
    /// transition?}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("largeTitle")
        json.beginObject()
        json.member("text", line.text)
        json.member("frame", frame: line.frame)
        if let clip = line.clip { json.member("clip", frame: clip) }
        json.member("opacity", opacity)
        json.member("scale", scale)
        json.member("anchor", point: anchor)
        if let subtitle { json.member("subtitle", subtitle: subtitle) }
        json.member("truncated", line.truncated)
        json.member("font", font: line.font)
        if let scrollFrame { json.member("scrollFrame", frame: scrollFrame) }
        transition?.writePartJSON(into: &json)
        json.endObject()
    }
}
