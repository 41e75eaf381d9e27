import MastheadFormat

extension ImagePart {
    /// Writes `"image": {frame, clip, opacity, blur, source, sha256?}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("image")
        json.beginObject()
        json.member("frame", frame: frame)
        json.member("clip", frame: clip)
        json.member("opacity", opacity)
        json.member("blur", blur)
        json.member("source", source.rawValue)
        if let sha256 { json.member("sha256", sha256) }
        json.endObject()
    }
}
