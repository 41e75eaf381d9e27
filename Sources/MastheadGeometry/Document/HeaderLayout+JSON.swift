import MastheadFormat

extension HeaderLayout {
    /// Writes the geometry document of API.md, members in its order, parts the style lacks left out.
    ///
    /// Numbers go through ``JSONWriter/number(_:)``: at most 3 decimals, no exponent, no `-0`. `actions` is always
    /// written, `[]` when there are none, and `thresholds` always, `{}` when none applies. Beyond API.md's example,
    /// `largeTitle` also carries `truncated`, `font` and, for `inlineTitle`, `scrollFrame` (its frame in the scroll
    /// view's coordinates), after the members the example shows.
    public func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        json.key("version")
        json.integer(HeaderLayout.version)
        json.member("style", style.rawValue)
        json.member("offset", offset)
        json.member("direction", direction.rawValue)
        json.member("appearance", appearance.rawValue)
        json.key("viewport")
        json.beginObject()
        json.member("width", viewport.width)
        json.member("height", viewport.height)
        json.member("scale", viewport.scale)
        json.member("safeAreaTop", viewport.safeAreaTop)
        json.endObject()
        json.member("progress", progress)
        json.key("header")
        json.beginObject()
        json.member("frame", frame: header.frame)
        json.member("backgroundOpacity", header.backgroundOpacity)
        json.endObject()
        if let bar {
            json.key("bar")
            json.beginObject()
            json.member("frame", frame: bar)
            json.endObject()
        }
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
        json.key("actions")
        json.beginArray()
        for action in actions { action.writeJSON(into: &json) }
        json.endArray()
        if let edgeEffect { edgeEffect.writeJSON(into: &json) }
        json.key("content")
        json.beginObject()
        json.member("top", contentTop)
        json.endObject()
        json.key("thresholds")
        thresholds.writeJSON(into: &json)
        if let transition {
            json.key("transition")
            json.beginObject()
            json.member("curve", transition.curve)
            json.member("duration", transition.duration)
            json.endObject()
        }
        json.endObject()
    }

    /// The geometry document as UTF-8 bytes.
    public func jsonBytes() -> [UInt8] {
        var json = JSONWriter(capacity: 2048)
        writeJSON(into: &json)
        return json.bytes
    }
}
