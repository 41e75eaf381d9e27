import MastheadFormat
import MastheadGeometry
import SVGWriter

/// A Lottie animation (Bodymovin JSON) built frame by frame from the preview's parts: one layer per part and run
/// of frames (``LottieTrack``), stacked in the preview's paint order.
///
/// Frame `n` shows the preview at the `n`-th offset added. Lottie draws its first layer on top, so layers are
/// written top first; a clipped part (the large title under the bar) is written after an alpha-matte layer
/// holding the clip.
struct LottieAnimation {
    /// The canvas in points.
    let width: Double
    let height: Double
    /// Frames per second, Lottie's `fr`.
    let frameRate: Double
    /// The name written as `nm`.
    let name: String
    private var frameCount = 0
    private var order: [String] = []
    private var tracks: [String: LottieTrack] = [:]
    private var flattener = VectorFlattener()
    private var definedOutlines = 0
    /// Each part's drawing in the previous frame, and its shapes moved to the origin.
    private var previous: [String: (node: Node, drawing: [VectorShape], anchor: Point)] = [:]

    init(width: Double, height: Double, frameRate: Double, name: String) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.name = name
    }

    /// Adds the next frame.
    mutating func add(_ frame: ScreenParts) {
        flattener.define(frame.frameDefinitions)
        // The canvas's outlines only grow: read the new ones.
        flattener.define(Array(frame.canvasDefinitions.dropFirst(definedOutlines)))
        definedOutlines = frame.canvasDefinitions.count
        var below: String?
        for part in frame.parts {
            if tracks[part.name] == nil {
                tracks[part.name] = LottieTrack(name: part.name)
                // After the part painted before it in this frame: one stacking order that agrees with every frame.
                let index = below.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                order.insert(part.name, at: index)
            }
            below = part.name
            var known = false
            var moved: (drawing: [VectorShape], anchor: Point)
            if let last = previous[part.name], last.node == part.node {
                known = true
                moved = (last.drawing, last.anchor)
            } else {
                var shapes: [VectorShape] = []
                flattener.shapes(part.node, into: &shapes)
                moved = LottieTrack.moved(shapes)
                previous[part.name] = (part.node, moved.drawing, moved.anchor)
            }
            let anchor = Point(x: moved.anchor.x + part.origin.x, y: moved.anchor.y + part.origin.y)
            tracks[part.name]?.add(
                frame: frameCount, drawing: moved.drawing, anchor: anchor, opacity: part.opacity, clip: part.clip,
                node: part.node, origin: part.origin, transition: part.transition, known: known)
        }
        frameCount += 1
    }

    /// How many frames were added.
    var frames: Int { frameCount }

    /// Every part's runs of frames, bottom first.
    var tracksBottomFirst: [LottieTrack] { order.compactMap { tracks[$0] } }

    /// The animation as JSON bytes.
    func json() -> [UInt8] {
        var json = JSONWriter(capacity: 64 * 1024)
        json.beginObject()
        json.member("v", "5.7.0")
        json.member("fr", frameRate)
        json.member("ip", 0)
        json.member("op", Double(frameCount))
        json.member("w", width.rounded())
        json.member("h", height.rounded())
        json.member("nm", name)
        json.member("ddd", 0)
        json.key("assets")
        json.beginArray()
        json.endArray()
        json.key("layers")
        json.beginArray()
        var index = 0
        for name in order.reversed() {
            for segment in tracks[name]?.segments ?? [] {
                LottieLayerWriter.write(
                    name: name, segment: segment, frameRate: frameRate, index: &index, into: &json)
            }
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }
}
