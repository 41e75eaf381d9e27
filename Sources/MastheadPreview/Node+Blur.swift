import MastheadGeometry
import SVGWriter

extension Node {
    /// A Gaussian blur of `deviation` whose filter region is `frame` grown by three deviations each side (in user
    /// space, so the blur reaches the frame's edges undimmed), for content shown blurred inside `frame`.
    static func blur(id: String, over frame: Rect, deviation: Double) -> Node {
        let margin = 3 * deviation
        return Node.filter(id: id, [.feGaussianBlur(stdDeviation: deviation)])
            .attribute("filterUnits", "userSpaceOnUse")
            .attribute("x", .number(frame.x - margin)).attribute("y", .number(frame.y - margin))
            .attribute("width", .number(frame.width + 2 * margin))
            .attribute("height", .number(frame.height + 2 * margin))
    }

    /// A clip path that is the rectangle `frame`.
    static func clipPath(id: String, to frame: Rect) -> Node {
        .clipPath(id: id, [.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)])
    }
}
