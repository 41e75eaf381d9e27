import MastheadFormat

extension PlatterPart {
    /// Writes one platter: `{frame, cornerRadius, shape, items, prominent, opacity}` (API.md, wave 3).
    func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.member("frame", frame: frame)
        json.member("cornerRadius", cornerRadius)
        json.member("shape", shape.rawValue)
        json.key("items")
        json.beginArray()
        for item in items { json.string(item.path) }
        json.endArray()
        json.member("prominent", prominent)
        json.member("opacity", opacity)
        json.endObject()
    }
}

extension HeaderLayout {
    /// Writes `"platters": [...]`; nothing when the layout has none, so the documents of the other fidelities are
    /// as before.
    static func writePlatters(_ platters: [PlatterPart], into json: inout JSONWriter) {
        guard !platters.isEmpty else { return }
        json.key("platters")
        json.beginArray()
        for platter in platters { platter.writeJSON(into: &json) }
        json.endArray()
    }
}
