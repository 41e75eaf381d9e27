import MastheadFormat
import MastheadGeometry

/// Writes ``LottieTrack/Segment``s as Lottie shape layers (`ty` 4): the drawing once, moved by the layer's
/// position, with hold keyframes (`h` 1) for position and opacity, alive from the segment's first frame (`ip`) to
/// just after its last (`op`).
///
/// Players disagree on whether a layer is still shown at its `op`: lottie-web hides it there, rlottie still draws
/// it, so a layer that ends where the next begins would be drawn twice at that frame. Each layer's opacity
/// therefore also holds 0 from its `op` on.
enum LottieLayerWriter {

    /// Writes the segment's layer, after an alpha-matte layer holding its clip when it has one; `index` counts
    /// the layers written (Lottie's `ind`).
    static func write(name: String, segment: LottieTrack.Segment, index: inout Int, into json: inout JSONWriter) {
        if let clip = segment.clip {
            let rectangle = VectorShape(
                paths: PathDataParser.paths(
                    "M\(clip.x) \(clip.y) H\(clip.maxX) V\(clip.maxY) H\(clip.x) Z"),
                paint: .fill(VectorPaint.RGBA(red: 1, green: 1, blue: 1, alpha: 1), evenOdd: false), opacity: 1)
            index += 1
            layer(name: name + " clip", start: segment.start, end: segment.end, matte: "td", index: index, into: &json)
            {
                json in
                json.key("p")
                json.staticValue([0, 0, 0])
                json.key("o")
                json.keyframes([(segment.start, [100]), (segment.end, [0])])
                return [rectangle]
            }
        }
        index += 1
        let matte: StaticString? = segment.clip == nil ? nil : "tt"
        layer(name: name, start: segment.start, end: segment.end, matte: matte, index: index, into: &json) { json in
            json.key("p")
            json.keyframes(segment.positions.map { ($0.frame, [$0.value.x, $0.value.y, 0]) })
            json.key("o")
            json.keyframes(segment.opacities.map { ($0.frame, [$0.value * 100]) } + [(segment.end, [0])])
            return segment.shapes
        }
    }

    /// A shape layer; `transform` writes its position and opacity and gives the shapes, bottom first.
    private static func layer(
        name: String, start: Int, end: Int, matte: StaticString?, index: Int, into json: inout JSONWriter,
        transform: (inout JSONWriter) -> [VectorShape]
    ) {
        json.beginObject()
        json.member("ddd", 0)
        json.member("ind", Double(index))
        json.member("ty", 4)
        json.key("nm")
        json.string(name)
        json.member("sr", 1)
        if let matte { json.member(matte, 1) }
        json.key("ks")
        json.beginObject()
        let shapes = transform(&json)
        json.key("r")
        json.staticValue([0])
        json.key("a")
        json.staticValue([0, 0, 0])
        json.key("s")
        json.staticValue([100, 100, 100])
        json.endObject()
        json.member("ao", 0)
        json.key("shapes")
        json.beginArray()
        for shape in shapes.reversed() { LottieShapeWriter.write(shape, into: &json) }
        json.endArray()
        json.member("ip", Double(start))
        json.member("op", Double(end))
        json.member("st", 0)
        json.member("bm", 0)
        json.endObject()
    }
}

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
