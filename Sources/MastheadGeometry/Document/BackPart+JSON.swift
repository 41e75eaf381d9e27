import MastheadFormat

extension BackPart {
    /// Writes `"back": {frame, touchTarget, chevron {frame, mirrored}, label {text, frame, truncated},
    /// accessibility}`.
    func writeJSON(into json: inout JSONWriter) {
        json.key("back")
        json.beginObject()
        json.member("frame", frame: frame)
        json.member("touchTarget", frame: touchTarget)
        json.key("chevron")
        json.beginObject()
        json.member("frame", frame: chevronFrame)
        json.member("mirrored", chevronMirrored)
        json.endObject()
        if let label {
            json.key("label")
            json.beginObject()
            json.member("text", label.text)
            json.member("frame", frame: label.frame)
            json.member("truncated", label.truncated)
            json.endObject()
        }
        json.member("accessibility", accessibilityRole: "button", label: accessibilityLabel)
        json.endObject()
    }
}
