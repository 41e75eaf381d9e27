import MastheadFormat

extension ActionPart {
    /// Writes `{side, kind, icon?, label, frame, prominent?}` (`icon` only for icon actions, `prominent` only for a
    /// prominent item of `fidelity=ios26`, so that the other documents are as before).
    func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.member("side", side.rawValue)
        json.member("kind", kind.rawValue)
        if let icon { json.member("icon", icon) }
        json.member("label", label)
        json.member("frame", frame: frame)
        if prominent { json.member("prominent", true) }
        json.endObject()
    }
}
