import MastheadFormat

extension HeaderLayout {
    /// Writes the geometry document of API.md, members in its order, parts the style lacks left out.
    ///
    /// Numbers go through ``JSONWriter/number(_:)``: at most 3 decimals, no exponent, no `-0`. `actions` is always
    /// written, `[]` when there are none, and `thresholds` always, `{}` when none applies. Beyond API.md's example,
    /// `largeTitle` also carries `truncated`, `font` and, for `inlineTitle`, `scrollFrame` (its frame in the scroll
    /// view's coordinates), after the members the example shows. `tabs` is written only when the header has a tab
    /// row.
    public func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.key("version")
        json.integer(HeaderLayout.version)
        json.member("style", style.rawValue)
        json.member("offset", offset)
        json.member("direction", direction.rawValue)
        json.member("appearance", appearance.rawValue)
        viewport.writeJSON(into: &json)
        json.member("progress", progress)
        json.key("header")
        json.beginObject()
        json.member("frame", frame: header.frame)
        json.member("backgroundOpacity", header.backgroundOpacity)
        json.endObject()
        if let bar { HeaderLayout.writeBar(bar, opacity: toolbarOpacity, into: &json) }
        if let image { image.writeJSON(into: &json) }
        if let scrim { scrim.writeJSON(into: &json) }
        if let hairline {
            json.key("hairline")
            json.beginObject()
            json.member("frame", frame: hairline.frame)
            json.member("opacity", hairline.opacity)
            json.endObject()
        }
        if let back { back.writeJSON(into: &json) }
        if let title { title.writeJSON(into: &json) }
        if let largeTitle { largeTitle.writeJSON(into: &json) }
        if let search { search.writeJSON(into: &json) }
        HeaderLayout.writeActions(actions, opacity: toolbarOpacity, into: &json)
        HeaderLayout.writePlatters(platters, into: &json)
        if let edgeEffect { edgeEffect.writeJSON(into: &json) }
        if let tabs { tabs.writeJSON(into: &json) }
        json.key("content")
        json.beginObject()
        json.member("top", contentTop)
        json.endObject()
        if !colors.isEmpty {
            json.key("colors")
            json.beginObject()
            for role in colors { json.member(escaping: role.name, role.color.css) }
            json.endObject()
        }
        HeaderLayout.writeThresholds(thresholds, into: &json)
        if let settle {
            json.key("settle")
            json.beginObject()
            json.member("offset", settle.offset)
            json.member("progress", settle.progress)
            json.endObject()
        }
        if let transition {
            json.key("transition")
            json.beginObject()
            json.member("curve", transition.curve)
            json.member("duration", transition.duration)
            json.endObject()
        }
        json.endObject()
    }

    /// Writes `"bar": {frame, opacity?}`; `opacity` for a bar whose toolbar fades (`sliverAppBar`).
    static func writeBar(_ bar: Rect, opacity: Double? = nil, into json: inout JSONWriter) {
        json.key("bar")
        json.beginObject()
        json.member("frame", frame: bar)
        if let opacity { json.member("opacity", opacity) }
        json.endObject()
    }

    /// Writes `"actions": [...]`, `[]` when there are none; each with `opacity` when the toolbar fades them.
    static func writeActions(_ actions: [ActionPart], opacity: Double? = nil, into json: inout JSONWriter) {
        json.key("actions")
        json.beginArray()
        for action in actions { action.writeJSON(opacity: opacity, into: &json) }
        json.endArray()
    }

    /// Writes `"thresholds": {...}`.
    static func writeThresholds(_ thresholds: Thresholds, into json: inout JSONWriter) {
        json.key("thresholds")
        thresholds.writeJSON(into: &json)
    }

    /// The geometry document as UTF-8 bytes.
    public func jsonBytes() -> [UInt8] {
        var json = JSONWriter(capacity: 2048)
        writeJSON(into: &json)
        return json.bytes
    }
}
