import MastheadFormat

extension ActionPart {
    /// Writes `{name, side, kind, icon?, label, frame, clip?, opacity?, touchTarget, prominent?}` (`icon` only for icon
    /// actions, `opacity` only in a toolbar that fades, `prominent` only for a prominent item of `fidelity=ios26`).
    func writeJSON(opacity: Double? = nil, into json: inout JSONWriter) {
        json.beginObject()
        json.member("name", name.path)
        json.member("side", side.rawValue)
        json.member("kind", kind.rawValue)
        if let icon { json.member("icon", icon) }
        json.member("label", label)
        json.member("frame", frame: frame)
        if let clip { json.member("clip", frame: clip) }
        if let opacity { json.member("opacity", opacity) }
        json.member("touchTarget", frame: touchTarget)
        if prominent { json.member("prominent", true) }
        json.endObject()
    }
}
