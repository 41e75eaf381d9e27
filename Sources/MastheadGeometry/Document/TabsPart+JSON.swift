import MastheadFormat

extension TabsPart {
    /// Writes `"tabs": {frame, style, mode, divider: {frame}, indicator: {frame, cornerRadius}, items: [{text,
    /// icon?, frame, selected, truncated, font, touchTarget}]}`, each item named `tabs[i]` by its place; a segmented
    /// control has no `divider` and adds `control: {frame, cornerRadius}` after `indicator`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("tabs")
        json.beginObject()
        json.member("frame", frame: frame)
        json.member("style", style.rawValue)
        json.member("mode", mode.rawValue)
        if let divider {
            json.key("divider")
            json.beginObject()
            json.member("frame", frame: divider)
            json.endObject()
        }
        json.key("indicator")
        json.beginObject()
        json.member("frame", frame: indicator)
        json.member("cornerRadius", indicatorCornerRadius)
        json.endObject()
        if let control {
            json.key("control")
            json.beginObject()
            json.member("frame", frame: control)
            json.member("cornerRadius", controlCornerRadius)
            json.endObject()
        }
        json.key("items")
        json.beginArray()
        for item in items {
            json.beginObject()
            json.member("text", item.label.text)
            if let icon = item.icon { json.member("icon", icon) }
            json.member("frame", frame: item.frame)
            json.member("selected", item.selected)
            json.member("truncated", item.label.truncated)
            json.member("font", font: item.label.font)
            json.member("touchTarget", frame: item.touchTarget)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
