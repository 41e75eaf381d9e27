import MastheadFormat

extension SearchPart {
    /// Writes `"search": {frame, clip?, opacity, field: {frame, cornerRadius}, icon: {frame, opacity},
    /// placeholder: {text, frame, opacity, truncated, font}, touchTarget}` (API.md, wave 4).
    func writeJSON(into json: inout JSONWriter) {
        json.key("search")
        json.beginObject()
        json.member("frame", frame: frame)
        if let clip { json.member("clip", frame: clip) }
        json.member("opacity", opacity)
        json.key("field")
        json.beginObject()
        json.member("frame", frame: field)
        json.member("cornerRadius", cornerRadius)
        json.endObject()
        json.key("icon")
        json.beginObject()
        json.member("frame", frame: icon)
        json.member("opacity", contentOpacity)
        json.endObject()
        json.key("placeholder")
        json.beginObject()
        json.member("text", placeholder.text)
        json.member("frame", frame: placeholder.frame)
        json.member("opacity", contentOpacity)
        json.member("truncated", placeholder.truncated)
        json.member("font", font: placeholder.font)
        json.endObject()
        json.member("touchTarget", frame: touchTarget)
        json.endObject()
    }
}
