import MastheadFormat

extension ActionPart {
    /// Writes `{name, side, kind, icon?, label, frame, clip?, touchTarget, prominent?}` (`icon` only for icon actions,
    /// `prominent` only for a prominent item of `fidelity=ios26`).
    func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.member("name", name.path)
        json.member("side", side.rawValue)
        json.member("kind", kind.rawValue)
        if let icon { json.member("icon", icon) }
        json.member("label", label)
        json.member("frame", frame: frame)
        if let clip { json.member("clip", frame: clip) }
        json.member("touchTarget", frame: touchTarget)
        if prominent { json.member("prominent", true) }
        json.endObject()
    }
}
