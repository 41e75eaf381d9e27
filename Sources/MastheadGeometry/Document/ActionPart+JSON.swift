import MastheadFormat

extension ActionPart {
    /// Writes `{side, kind, icon?, label, frame}` (`icon` only for icon actions).
    func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.member("side", side.rawValue)
        json.member("kind", kind.rawValue)
        if let icon { json.member("icon", icon) }
        json.member("label", label)
        json.member("frame", frame: frame)
        json.endObject()
    }
}
