import MastheadFormat

/// Lottie's animatable properties: static values, hold keyframes and eased ones.
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

    /// A one-dimensional property (an opacity in per cent) with keyframes, each held (`h` 1) or eased to the next
    /// with its Bézier tangents (`o` out of this keyframe, `i` into the next, as After Effects writes them).
    mutating func easedKeyframes(_ frames: [LottieEasing.Keyframe]) {
        guard frames.contains(where: { $0.ease != nil }) else {
            keyframes(frames.map { ($0.frame, [$0.value * 100]) })
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
            number(frame.value * 100)
            endArray()
            if let (x1, y1, x2, y2) = frame.ease {
                key("o")
                tangent(x1, y1)
                key("i")
                tangent(x2, y2)
            } else {
                member("h", 1)
            }
            endObject()
        }
        endArray()
        endObject()
    }

    /// A tangent `{"x": [x], "y": [y]}`.
    private mutating func tangent(_ x: Double, _ y: Double) {
        beginObject()
        key("x")
        beginArray()
        number(x)
        endArray()
        key("y")
        beginArray()
        number(y)
        endArray()
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
