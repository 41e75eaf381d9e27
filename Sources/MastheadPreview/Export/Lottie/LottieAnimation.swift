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
    /// The tracks in the order first seen, found by part name: one lookup per part and frame.
    private var slots: [PartName: Int] = [:]
    private var tracks: [LottieTrack] = []
    /// The tracks' slots, bottom first.
    private var order: [Int] = []
    private var flattener = VectorFlattener()
    private var definedOutlines = 0
    /// The sent pictures, Lottie's image assets (`image_0`, …), each embedded once.
    private var pictures: [ScreenParts.Picture] = []
    /// Each track's drawing in the previous frame, and its shapes moved to the origin.
    private var previous: [(node: Node, drawing: [VectorShape], anchor: Point)?] = []

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
        var below: Int?
        for part in frame.parts {
            let slot: Int
            if let known = slots[part.name] {
                slot = known
            } else {
                slot = tracks.count
                slots[part.name] = slot
                tracks.append(LottieTrack(name: part.name.path))
                previous.append(nil)
                // After the part painted before it in this frame: one stacking order that agrees with every frame.
                let index = below.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                order.insert(slot, at: index)
            }
            below = slot
            if let picture = part.picture {
                // An image layer: the picture once, placed and scaled to cover the part's frame.
                let asset =
                    pictures.firstIndex { $0.uri == picture.uri }
                    ?? {
                        pictures.append(picture)
                        return pictures.count - 1
                    }()
                let placement = picture.placement
                tracks[slot].add(
                    frame: frameCount, drawing: [], anchor: placement.origin, opacity: part.opacity, clip: part.clip,
                    node: part.node, origin: part.origin, transition: part.transition,
                    picture: (asset, placement.scale * 100))
                continue
            }
            var known = false
            var moved: (drawing: [VectorShape], anchor: Point)
            if let last = previous[slot], last.node == part.node {
                known = true
                moved = (last.drawing, last.anchor)
            } else {
                var shapes: [VectorShape] = []
                flattener.shapes(part.node, into: &shapes)
                moved = LottieTrack.moved(shapes)
                previous[slot] = (part.node, moved.drawing, moved.anchor)
            }
            let anchor = Point(x: moved.anchor.x + part.origin.x, y: moved.anchor.y + part.origin.y)
            tracks[slot].add(
                frame: frameCount, drawing: moved.drawing, anchor: anchor, opacity: part.opacity, clip: part.clip,
                node: part.node, origin: part.origin, transition: part.transition, known: known)
        }
        frameCount += 1
    }

    /// How many frames were added.
    var frames: Int { frameCount }

    /// Every part's runs of frames, bottom first.
    var tracksBottomFirst: [LottieTrack] { order.map { tracks[$0] } }

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
        for (index, picture) in pictures.enumerated() {
            json.beginObject()
            json.member("id", "image_" + String(index))
            json.member("w", Double(picture.pixelWidth))
            json.member("h", Double(picture.pixelHeight))
            json.member("u", "")
            json.member("p", picture.uri)
            json.member("e", 1)
            json.endObject()
        }
        json.endArray()
        json.key("layers")
        json.beginArray()
        var index = 0
        for slot in order.reversed() {
            let name = tracks[slot].name
            for segment in tracks[slot].segments {
                LottieLayerWriter.write(
                    name: name, segment: segment, frameRate: frameRate, index: &index, into: &json)
            }
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }
}
