import MastheadFormat

/// Builds the `d` attribute of a `<path>` from absolute commands, formatting every number with `NumberFormat`.
///
/// Commands are separated by one space and their numbers by spaces: `M0 0 L10 0 Q10 10 0 10 Z`. The output holds
/// only command letters, digits, `.`, `-` and spaces, so it is written into attributes without escaping. NaN and
/// the infinities are written as `0`, as `NumberFormat` does; callers should validate geometry first.
///
/// ```swift
/// var d = PathData()
/// d.moveTo(x: 0, y: 0)
/// d.lineTo(x: 10, y: 0)
/// d.close()                       // "M0 0 L10 0 Z"
/// ```
public struct PathData: Sendable, Hashable {
    /// The ASCII bytes of the path data written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates empty path data, reserving room for `capacity` bytes.
    public init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Whether no command has been written.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The path data as a string, as it appears in the `d` attribute.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a new subpath at (`x`, `y`): `M x y`.
    public mutating func moveTo(x: Double, y: Double) {
        begin("M", x)
        then(y)
    }

    /// A straight line to (`x`, `y`): `L x y`.
    public mutating func lineTo(x: Double, y: Double) {
        begin("L", x)
        then(y)
    }

    /// A quadratic Bézier curve with control point (`cx`, `cy`) ending at (`x`, `y`): `Q cx cy x y`.
    public mutating func quadTo(cx: Double, cy: Double, x: Double, y: Double) {
        begin("Q", cx)
        then(cy)
        then(x)
        then(y)
    }

    /// A cubic Bézier curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`) ending at (`x`, `y`).
    public mutating func curveTo(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) {
        begin("C", c1x)
        then(c1y)
        then(c2x)
        then(c2y)
        then(x)
        then(y)
    }

    /// An elliptical arc to (`x`, `y`): `A rx ry rotation large-arc sweep x y`.
    ///
    /// Renderers treat a zero radius as a straight line and scale up radii that are too small to reach the end
    /// point, so any finite input draws something sensible. `rotation` is in degrees; `sweep` true is clockwise in
    /// SVG's y-down coordinates.
    public mutating func arc(
        rx: Double, ry: Double, rotation: Double = 0, largeArc: Bool = false, sweep: Bool = true, x: Double, y: Double
    ) {
        begin("A", rx)
        then(ry)
        then(rotation)
        then(largeArc ? 1 : 0)
        then(sweep ? 1 : 0)
        then(x)
        then(y)
    }

    /// Closes the current subpath: `Z`.
    public mutating func close() {
        separate()
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Appends a closed rectangle with rounded corners, drawn clockwise from the end of the top-left corner.
    ///
    /// The radius is clamped to `0...min(width, height) / 2`, so a radius larger than the rectangle gives a pill or
    /// a circle, and a zero or negative radius gives a plain rectangle without arcs. A rectangle whose width or
    /// height is not positive, or any non-finite input, appends nothing.
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard width > 0, height > 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
        let r = radius.isFinite ? min(max(radius, 0), min(width, height) / 2) : 0
        let right = x + width
        let bottom = y + height
        moveTo(x: x + r, y: y)
        lineTo(x: right - r, y: y)
        if r > 0 { arc(rx: r, ry: r, x: right, y: y + r) }
        lineTo(x: right, y: bottom - r)
        if r > 0 { arc(rx: r, ry: r, x: right - r, y: bottom) }
        lineTo(x: x + r, y: bottom)
        if r > 0 { arc(rx: r, ry: r, x: x, y: bottom - r) }
        lineTo(x: x, y: y + r)
        if r > 0 { arc(rx: r, ry: r, x: x + r, y: y) }
        close()
    }

    /// Path data holding one rounded rectangle; see ``addRoundedRect(x:y:width:height:radius:)``.
    public static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> PathData {
        var data = PathData()
        data.addRoundedRect(x: x, y: y, width: width, height: height, radius: radius)
        return data
    }

    /// Writes a command letter and its first number; fixed arities avoid building an array per command.
    private mutating func begin(_ letter: Unicode.Scalar, _ first: Double) {
        separate()
        bytes.append(UInt8(ascii: letter))
        NumberFormat.append(first, to: &bytes)
    }

    private mutating func then(_ number: Double) {
        bytes.append(UInt8(ascii: " "))
        NumberFormat.append(number, to: &bytes)
    }

    private mutating func separate() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
    }
}
