import MastheadFormat

extension JSONWriter {
    /// Writes `"name": {"x":…, "y":…, "width":…, "height":…}`.
    mutating func member(_ name: StaticString, frame: Rect) {
        member(name, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// Writes `"name": {"x":…, "y":…}`.
    mutating func member(_ name: StaticString, point: Point) {
        key(name)
        beginObject()
        member("x", point.x)
        member("y", point.y)
        endObject()
    }

    /// Writes `"name": {"family":…, "weight":…, "size":…}`.
    mutating func member(_ name: StaticString, font: FontSpec) {
        key(name)
        self.font(font)
    }

    /// Writes `{"family":…, "weight":…, "size":…}`.
    mutating func font(_ font: FontSpec) {
        beginObject()
        member("family", font.family)
        key("weight")
        integer(font.weight)
        member("size", font.size)
        endObject()
    }

    /// Writes a subtitle line: `"name": {"text", "frame", "clip"?, "truncated", "font"}`.
    mutating func member(_ name: StaticString, subtitle line: TextLine) {
        key(name)
        beginObject()
        member("text", line.text)
        member("frame", frame: line.frame)
        if let clip = line.clip { member("clip", frame: clip) }
        member("truncated", line.truncated)
        member("font", font: line.font)
        endObject()
    }

    /// Writes `"name": {"role": role}` plus a `label` when given.
    mutating func member(_ name: StaticString, accessibilityRole role: String, label: String? = nil) {
        key(name)
        beginObject()
        member("role", role)
        if let label { member("label", label) }
        endObject()
    }
}
