import MastheadFormat
import MastheadGeometry
import SVGWriter

/// The body of `/v1/scroll.svg`: each run of frames of each part (``LottieTrack/Segment``) as a group drawn once,
/// shown only in its frames, moved and faded with SMIL (`<animate>`, `<animateTransform>`, discrete), so that at
/// any moment of the loop the picture is the preview of that moment's frame.
///
/// Each run is `<g data-part="name" visibility>` (with the part's clip, in screen points) holding
/// `<g opacity>` holding `<g transform="translate(…)">` holding the drawing at its first frame.
enum AnimatedScreen {
    /// The body's nodes, bottom first.
    static func nodes(tracks: [LottieTrack], timeline: SMILTimeline) -> [Node] {
        var nodes: [Node] = []
        var clips = 0
        for track in tracks {
            for segment in track.segments {
                var outer: [Attribute] = [Attribute("data-part", .text(track.name))]
                if let clip = segment.clip {
                    clips += 1
                    let id = "run-clip-" + String(clips)
                    nodes.append(.defs([.clipPath(id: id, [clipRectangle(clip, segment.clips, timeline: timeline)])]))
                    outer.append(Attribute("clip-path", .url(id)))
                }
                var visibility: [(frame: Int, value: String)] = [(0, segment.start == 0 ? "visible" : "hidden")]
                if segment.start > 0 { visibility.append((segment.start, "visible")) }
                if segment.end < timeline.frames { visibility.append((segment.end, "hidden")) }
                outer.append(Attribute("visibility", .text(visibility[0].value)))
                let start = segment.positions[0].value
                let place = Transform.translate(x: segment.origin.x, y: segment.origin.y)
                let moving = Node.element(
                    "g", [Attribute("transform", .transform(.translate(x: 0, y: 0)))],
                    animations(
                        "transform", timeline: timeline,
                        changes: segment.positions.map { change in
                            (
                                change.frame,
                                NumberFormat.string(change.value.x - start.x) + " "
                                    + NumberFormat.string(change.value.y - start.y)
                            )
                        }, transform: true)
                        + [Node.g(transform: place, [segment.node])])
                let fading = Node.element(
                    "g", [Attribute("opacity", .number(segment.opacities[0].value))],
                    animations(
                        "opacity", timeline: timeline,
                        changes: segment.opacities.map { ($0.frame, NumberFormat.string($0.value)) }) + [moving])
                nodes.append(
                    .element(
                        "g", outer,
                        animations("visibility", timeline: timeline, changes: visibility)
                            + [fading]))
            }
        }
        return nodes
    }

    /// The clip's rectangle at its first frame, its place and size animated where they change.
    private static func clipRectangle(
        _ clip: Rect, _ changes: [(frame: Int, value: Rect)], timeline: SMILTimeline
    ) -> Node {
        guard changes.count > 1,
            case .element(var rectangle) = Node.rect(
                x: clip.x, y: clip.y, width: clip.width, height: clip.height)
        else { return .rect(x: clip.x, y: clip.y, width: clip.width, height: clip.height) }
        let sides: [(String, (Rect) -> Double)] = [("x", \.x), ("y", \.y), ("width", \.width), ("height", \.height)]
        for (name, side) in sides {
            rectangle.children += animations(
                name, timeline: timeline, changes: changes.map { ($0.frame, NumberFormat.string(side($0.value))) })
        }
        return .element(rectangle)
    }

    /// One discrete animation of `attribute` over the loop, or none when its value never changes.
    private static func animations(
        _ attribute: String, timeline: SMILTimeline, changes: [(frame: Int, value: String)], transform: Bool = false
    ) -> [Node] {
        guard let lists = timeline.discrete(changes) else { return [] }
        var attributes = [Attribute("attributeName", .text(attribute))]
        if transform { attributes.append(Attribute("type", "translate")) }
        attributes += [
            Attribute("values", .text(lists.values)), Attribute("keyTimes", .text(lists.keyTimes)),
            Attribute("dur", .text(NumberFormat.string(timeline.duration) + "s")), Attribute("calcMode", "discrete"),
            Attribute("repeatCount", "indefinite"),
        ]
        return [.element(transform ? "animateTransform" : "animate", attributes)]
    }
}
