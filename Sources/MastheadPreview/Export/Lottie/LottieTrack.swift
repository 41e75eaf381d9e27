import MastheadGeometry
import SVGWriter

/// One named part over the frames of an animation, as runs of frames in which its drawing stays the same up to a
/// move: each run (``Segment``) becomes one Lottie layer holding the drawing once, with hold keyframes for its
/// position and opacity wherever they change.
///
/// A part whose drawing changes otherwise (a title that fades its colour, a band that grows) starts a new run at
/// that frame, so every frame shows exactly the drawing of its offset; a part missing from a frame ends its run.
/// An opacity change keeps the part's timed transition, which the Lottie writer eases (``LottieEasing``).
struct LottieTrack {
    /// A run of frames `start ..< end` with one drawing.
    struct Segment {
        /// The drawing, moved so that its first vertex is at the origin.
        var shapes: [VectorShape]
        /// The clip in screen points at the first frame, if any.
        var clip: Rect?
        /// The clip from each frame that changed it on (the first at `start`); empty without a clip. A clip that
        /// changes (a Material bar collapsing under its items) is animated, where a new layer at every frame would
        /// leave players a matte for each.
        var clips: [(frame: Int, value: Rect)]
        /// The part's drawing at the first frame, placed at `origin`; it looks as the segment does at every frame
        /// after moving it by that frame's position less the first.
        var node: Node
        var origin: Point
        var start: Int
        var end: Int
        /// Where the drawing's first vertex is, from each frame that moved it on.
        var positions: [(frame: Int, value: Point)]
        /// The part's opacity, from each frame that changed it on, with the part's timed transition there.
        var opacities: [(frame: Int, value: Double, transition: Transition?)]
        /// For a sent picture, an image layer instead of shapes: the asset it shows and the scale, in percent,
        /// that makes its pixels cover the part's frame; `positions` are then its top left corner's.
        var picture: (asset: Int, scale: Double)? = nil
    }

    /// The part's name, the layers' `nm`.
    let name: String
    private(set) var segments: [Segment] = []

    /// How far two drawings may differ, in points, and still be one drawing moved: a thousandth of a point
    /// after moving, below what the JSON's three decimals keep.
    static let tolerance = 0.002

    init(name: String) { self.name = name }

    /// Adds the part at `frame`, which follows every frame added before: its drawing moved so that its first
    /// vertex is at the origin (``moved(_:)``), where that vertex is, its opacity and clip. `known` says the
    /// drawing is the very one of the previous frame, so it need not be compared.
    mutating func add(
        frame: Int, drawing: [VectorShape], anchor: Point, opacity: Double, clip: Rect?, node: Node, origin: Point,
        transition: Transition? = nil, known: Bool = false, picture: (asset: Int, scale: Double)? = nil
    ) {
        // Read and changed in place: a copy of the segment would copy its keyframe lists at every frame.
        let index = segments.count - 1
        let samePicture =
            index >= 0 && segments[index].picture?.asset == picture?.asset
            && abs((segments[index].picture?.scale ?? 0) - (picture?.scale ?? 0)) < 1e-6
        if index >= 0, segments[index].end == frame, (segments[index].clip == nil) == (clip == nil), samePicture,
            known || picture != nil
                || (segments[index].shapes.count == drawing.count
                    && zip(segments[index].shapes, drawing).allSatisfy({ $0.matches($1, tolerance: Self.tolerance) }))
        {
            if let previous = segments[index].positions.last?.value, !previous.isClose(to: anchor, 1e-4) {
                segments[index].positions.append((frame, anchor))
            }
            if let previous = segments[index].opacities.last?.value, abs(previous - opacity) > 1e-5 {
                segments[index].opacities.append((frame, opacity, transition))
            }
            if let clip, let previous = segments[index].clips.last?.value, previous != clip {
                segments[index].clips.append((frame, clip))
            }
            segments[index].end = frame + 1
            return
        }
        segments.append(
            Segment(
                shapes: drawing, clip: clip, clips: clip.map { [(frame, $0)] } ?? [], node: node, origin: origin,
                start: frame, end: frame + 1,
                positions: [(frame, anchor)],
                opacities: [(frame, opacity, transition)], picture: picture))
    }

    /// `shapes` moved so that the first vertex is at the origin, and where that vertex was.
    static func moved(_ shapes: [VectorShape]) -> (drawing: [VectorShape], anchor: Point) {
        let anchor = shapes.first?.anchor ?? Point(x: 0, y: 0)
        return (shapes.map { $0.translated(-anchor.x, -anchor.y) }, anchor)
    }
}
