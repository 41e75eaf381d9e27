import MastheadGeometry
import SVGWriter

/// The drawings of one scene's parts kept from frame to frame while an export draws it at every offset: a part
/// that looks the same at two offsets (up to where it is placed) is painted once.
///
/// Each drawing is kept under everything it is drawn from, so a kept drawing is the one the painter would make;
/// it lives for one export only (one scene, one canvas), whatever the service's cache settings.
struct ScreenPartsMemo {
    private var items: [Int: Node] = [:]
    private var largeTitles: [LargeTitlePart: [Node]] = [:]
    private var headers: [HeaderPainter.Key: (parts: [ScreenParts.Part], definitions: [Node])] = [:]
    private var statusBars: [String: Node?] = [:]

    /// Sample item `index`, drawn at the content's top.
    mutating func item(_ index: Int, _ draw: () -> Node) -> Node {
        if let known = items[index] { return known }
        let node = draw()
        items[index] = node
        return node
    }

    /// The large title `part`, which the caller has moved to its place-independent position.
    mutating func largeTitle(
        _ part: LargeTitlePart, _ draw: (LargeTitlePart) -> [Node]
    ) -> [Node] {
        if let known = largeTitles[part] { return known }
        let nodes = draw(part)
        largeTitles[part] = nodes
        return nodes
    }

    /// The header's parts and definitions for everything its drawing reads (``HeaderPainter/Key``).
    mutating func header(
        _ key: HeaderPainter.Key, _ draw: () -> (parts: [ScreenParts.Part], definitions: [Node])
    ) -> (parts: [ScreenParts.Part], definitions: [Node]) {
        if let known = headers[key] { return known }
        let nodes = draw()
        headers[key] = nodes
        return nodes
    }

    /// The status bar drawn in `ink` (the same at every offset of a scene), or none where it has no room.
    mutating func statusBar(_ ink: String, _ draw: () -> Node?) -> Node? {
        if let known = statusBars[ink] { return known }
        let node = draw()
        statusBars[ink] = node
        return node
    }
}

extension LargeTitlePart {
    /// The part moved by `delta`: its line, subtitle, anchor and scroll frame, each coordinate rounded to 1/4096
    /// point, so that a title scrolled by whole steps gives one key however the subtraction rounds (4096ths are
    /// exact in binary and far below the three decimals any export writes).
    func moved(by delta: Point) -> LargeTitlePart {
        func snap(_ value: Double) -> Double { (value * 4096).rounded() / 4096 }
        func snap(_ rect: Rect) -> Rect {
            Rect(x: snap(rect.x), y: snap(rect.y), width: rect.width, height: rect.height)
        }
        var copy = unsnapped(by: delta)
        copy.line.frame = snap(copy.line.frame)
        copy.line.baseline = snap(copy.line.baseline)
        copy.anchor = Point(x: snap(copy.anchor.x), y: snap(copy.anchor.y))
        if var subtitle = copy.subtitle {
            subtitle.frame = snap(subtitle.frame)
            subtitle.baseline = snap(subtitle.baseline)
            copy.subtitle = subtitle
        }
        copy.scrollFrame = copy.scrollFrame.map(snap)
        return copy
    }

    private func unsnapped(by delta: Point) -> LargeTitlePart {
        var copy = self
        copy.line.frame = copy.line.frame.offsetBy(delta)
        copy.line.baseline += delta.y
        copy.anchor = Point(x: anchor.x + delta.x, y: anchor.y + delta.y)
        if var subtitle = copy.subtitle {
            subtitle.frame = subtitle.frame.offsetBy(delta)
            subtitle.baseline += delta.y
            copy.subtitle = subtitle
        }
        copy.scrollFrame = copy.scrollFrame?.offsetBy(delta)
        return copy
    }
}

extension Rect {
    /// The rectangle moved by `delta`.
    func offsetBy(_ delta: Point) -> Rect {
        Rect(x: x + delta.x, y: y + delta.y, width: width, height: height)
    }
}
