import MastheadFormat

extension HeaderLayout {
    /// Writes the geometry document of API.md, members in its order, parts the style lacks left out.
    ///
    /// Numbers go through ``JSONWriter/number(_:)``: at most 3 decimals, no exponent, no `-0`. `actions` is always
    /// written, `[]` when there are none, and `thresholds` always, `{}` when none applies. Beyond API.md's example,
    /// `largeTitle` also carries `truncated`, `font` and, for `inlineTitle`, `scrollFrame` (its frame in the scroll
    /// view's coordinates), after the members the example shows.
    public func writeJSON(into json: inout JSONWriter) {
        writeJSON(into: &json, reusing: nil)
    }

    /// Writes the geometry document as ``writeJSON(into:)`` does, taking the members of parts equal to those in
    /// `written` from it instead of writing them again; the bytes are the same.
    public func writeJSON(into json: inout JSONWriter, reusing written: WrittenParts?) {
        json.beginObject()
        json.key("version")
        json.integer(HeaderLayout.version)
        json.member("style", style.rawValue)
        json.member("offset", offset)
        json.member("direction", direction.rawValue)
        json.member("appearance", appearance.rawValue)
        if written?.viewport.reuse(for: viewport, into: &json) != true { viewport.writeJSON(into: &json) }
        json.member("progress", progress)
        json.key("header")
        json.beginObject()
        json.member("frame", frame: header.frame)
        json.member("backgroundOpacity", header.backgroundOpacity)
        json.endObject()
        if let bar, written?.bar?.reuse(for: bar, into: &json) != true { HeaderLayout.writeBar(bar, into: &json) }
        if let hairline {
            json.key("hairline")
            json.beginObject()
            json.member("frame", frame: hairline.frame)
            json.member("opacity", hairline.opacity)
            json.endObject()
        }
        if let back, written?.back?.reuse(for: back, into: &json) != true { back.writeJSON(into: &json) }
        if let title, written?.title?.reuse(for: title, into: &json) != true { title.writeJSON(into: &json) }
        if let largeTitle { largeTitle.writeJSON(into: &json) }
        if written?.actions.reuse(for: actions, into: &json) != true { HeaderLayout.writeActions(actions, into: &json) }
        if let edgeEffect { edgeEffect.writeJSON(into: &json) }
        json.key("content")
        json.beginObject()
        json.member("top", contentTop)
        json.endObject()
        if !colors.isEmpty {
            json.key("colors")
            json.beginObject()
            for role in colors {
                json.key(escaping: role.name)
                json.string(role.color.css)
            }
            json.endObject()
        }
        if written?.thresholds.reuse(for: thresholds, into: &json) != true {
            HeaderLayout.writeThresholds(thresholds, into: &json)
        }
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

    /// Writes `"bar": {frame}`.
    static func writeBar(_ bar: Rect, into json: inout JSONWriter) {
        json.key("bar")
        json.beginObject()
        json.member("frame", frame: bar)
        json.endObject()
    }

    /// Writes `"actions": [...]`, `[]` when there are none.
    static func writeActions(_ actions: [ActionPart], into json: inout JSONWriter) {
        json.key("actions")
        json.beginArray()
        for action in actions { action.writeJSON(into: &json) }
        json.endArray()
    }

    /// Writes `"thresholds": {...}`.
    static func writeThresholds(_ thresholds: Thresholds, into json: inout JSONWriter) {
        json.key("thresholds")
        thresholds.writeJSON(into: &json)
    }

    /// The geometry document as UTF-8 bytes, reusing the members of `written` where their parts are equal.
    public func jsonBytes(reusing written: WrittenParts? = nil) -> [UInt8] {
        var json = JSONWriter(capacity: 2048)
        writeJSON(into: &json, reusing: written)
        return json.bytes
    }
}
