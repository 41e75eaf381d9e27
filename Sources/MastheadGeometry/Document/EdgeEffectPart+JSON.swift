import MastheadFormat

extension EdgeEffectPart {
    /// Writes `"edgeEffect": {style, frame, opacity, blur, stops [{at, opacity}]}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("edgeEffect")
        json.beginObject()
        json.member("style", style.rawValue)
        json.member("frame", frame: frame)
        json.member("opacity", opacity)
        json.member("blur", blur)
        json.key("stops")
        json.beginArray()
        for stop in stops {
            json.beginObject()
            json.member("at", stop.at)
            json.member("opacity", stop.opacity)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
