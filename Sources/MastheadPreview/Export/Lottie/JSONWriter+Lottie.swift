import MastheadFormat

/// Lottie's animatable properties: static values and hold keyframes.
extension JSONWriter {
    /// A property that does not change: `{"a":0,"k":v}`, `v` a number when `values` holds one, else an array.
    mutating func staticValue(_ values: [Double]) {
        beginObject()
        member("a", 0)
        key("k")
        if values.count == 1 {
            number(values[0])
        } else {
            beginArray()
            for value in values { number(value) }
            endArray()
        }
        endObject()
    }

    /// A property with hold keyframes at the given frames, or a static one when it never changes.
    mutating func keyframes(_ frames: [(frame: Int, value: [Double])]) {
        guard frames.count > 1 else {
            staticValue(frames.first?.value ?? [0])
            return
        }
        beginObject()
        member("a", 1)
        key("k")
        beginArray()
        for frame in frames {
            beginObject()
            member("t", Double(frame.frame))
            key("s")
            beginArray()
            for value in frame.value { number(value) }
            endArray()
            member("h", 1)
            endObject()
        }
        endArray()
        endObject()
    }
}
