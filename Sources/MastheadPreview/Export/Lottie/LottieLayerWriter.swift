import MastheadFormat
import MastheadGeometry

/// Writes ``LottieTrack/Segment``s as Lottie shape layers (`ty` 4): the drawing once, moved by the layer's
/// position, with hold keyframes (`h` 1) for position and opacity (and for a clip's place and size), alive from
/// the segment's first frame (`ip`) to just after its last (`op`).
///
/// Players disagree on whether a layer is still shown at its `op`: lottie-web hides it there, rlottie still draws
/// it, so a layer that ends where the next begins would be drawn twice at that frame. Each layer's opacity
/// therefore also holds 0 from its `op` on.
enum LottieLayerWriter {

    /// Writes the segment's layer, after an alpha-matte layer holding its clip when it has one; `index` counts
    /// the layers written (Lottie's `ind`).
    static func write(
        name: String, segment: LottieTrack.Segment, frameRate: Double, index: inout Int, into json: inout JSONWriter
    ) {
        if !segment.clips.isEmpty {
            // A unit square placed and sized by the layer's position and scale, so a changing clip is keyframes.
            let square = VectorShape(
                paths: PathDataParser.paths("M0 0 H1 V1 H0 Z"),
                paint: .fill(VectorPaint.RGBA(red: 1, green: 1, blue: 1, alpha: 1), evenOdd: false), opacity: 1)
            let scales = segment.clips.map { ($0.frame, [$0.value.width * 100, $0.value.height * 100, 100]) }
            index += 1
            layer(
                name: name + " clip", start: segment.start, end: segment.end, matte: "td", scale: scales, index: index,
                into: &json
            ) { json in
                json.key("p")
                json.keyframes(segment.clips.map { ($0.frame, [$0.value.x, $0.value.y, 0]) })
                json.key("o")
                json.keyframes([(segment.start, [100]), (segment.end, [0])])
                return [square]
            }
        }
        index += 1
        let matte: StaticString? = segment.clips.isEmpty ? nil : "tt"
        let picture = segment.picture.map { (asset: "image_" + String($0.asset), scale: $0.scale) }
        layer(
            name: name, start: segment.start, end: segment.end, matte: matte,
            scale: picture.map { [(segment.start, [$0.scale, $0.scale, 100])] }, picture: picture?.asset,
            index: index, into: &json
        ) { json in
            json.key("p")
            json.keyframes(segment.positions.map { ($0.frame, [$0.value.x, $0.value.y, 0]) })
            json.key("o")
            let opacities = LottieEasing.keyframes(segment.opacities, end: segment.end, frameRate: frameRate)
            json.easedKeyframes(opacities + [LottieEasing.Keyframe(frame: segment.end, value: 0)])
            return segment.shapes
        }
    }

    /// A shape layer, or with `picture` an image layer (`ty` 2) showing that asset; `transform` writes its
    /// position and opacity and gives the shapes, bottom first.
    private static func layer(
        name: String, start: Int, end: Int, matte: StaticString?, scale: [(frame: Int, value: [Double])]? = nil,
        picture: String? = nil, index: Int, into json: inout JSONWriter,
        transform: (inout JSONWriter) -> [VectorShape]
    ) {
        json.beginObject()
        json.member("ddd", 0)
        json.member("ind", Double(index))
        json.member("ty", picture == nil ? 4 : 2)
        if let picture { json.member("refId", picture) }
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
        if let scale { json.keyframes(scale) } else { json.staticValue([100, 100, 100]) }
        json.endObject()
        json.member("ao", 0)
        if picture == nil {
            json.key("shapes")
            json.beginArray()
            for shape in shapes.reversed() { LottieShapeWriter.write(shape, into: &json) }
            json.endArray()
        }
        json.member("ip", Double(start))
        json.member("op", Double(end))
        json.member("st", 0)
        json.member("bm", 0)
        json.endObject()
    }
}
