import MastheadFormat

extension Viewport {
    /// Writes `"viewport": {width, height, scale, safeAreaTop}`; the bar height is not part of the document.
    func writeJSON(into json: inout JSONWriter) {
        json.key("viewport")
        json.beginObject()
        json.member("width", width)
        json.member("height", height)
        json.member("scale", scale)
        json.member("safeAreaTop", safeAreaTop)
        json.endObject()
    }
}
