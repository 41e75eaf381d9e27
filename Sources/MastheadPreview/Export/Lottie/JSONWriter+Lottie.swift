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
        animated {
            for frame in frames {
                $0.beginKeyframe(frame.frame, CollectionOfOne(frame.value * 100))
                if let (x1, y1, x2, y2) = frame.ease {
                    $0.key("o")
                    $0.tangent(x1, y1)
                    $0.key("i")
                    $0.tangent(x2, y2)
                } else {
                    $0.member("h", 1)
                }
                $0.endObject()
            }
        }
    }

    /// `{"a": 1, "k": [...]}`: an animated property, its keyframes written by `body`.
    private mutating func animated(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        member("a", 1)
        key("k")
        beginArray()
        body(&self)
        endArray()
        endObject()
    }

    /// Opens one keyframe, `{"t": frame, "s": [values]`; its easing and `}` follow.
    private mutating func beginKeyframe(_ frame: Int, _ values: some Sequence<Double>) {
        beginObject()
        member("t", Double(frame))
        key("s")
        beginArray()
        for value in values { number(value) }
        endArray()
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
        animated {
            for frame in frames {
                $0.beginKeyframe(frame.frame, frame.value)
                $0.member("h", 1)
                $0.endObject()
            }
        }
    }
}
