import MastheadFormat

/// A `transform` attribute value: a list of SVG transform functions with numbers formatted by `NumberFormat`.
///
/// Functions are applied in the order written, as in SVG (the last one is applied to the shape first). Each call
/// returns a new value, so transforms read as a chain:
///
/// ```swift
/// let t = Transform.translate(x: 0, y: 12.5).scale(0.8)   // "translate(0 12.5) scale(0.8)"
/// ```
///
/// NaN and the infinities are written as `0` (see `NumberFormat`); note that `scale(0)` hides the shape.
public struct Transform: Sendable, Hashable {
    /// The ASCII bytes of the transform list; empty for the identity.
    public private(set) var bytes: [UInt8] = []

    /// The identity transform; ``Node`` builders omit the `transform` attribute for it.
    public static let identity = Transform()

    /// Whether this is the identity (no functions written).
    public var isIdentity: Bool { bytes.isEmpty }

    /// The transform list as it appears in the attribute.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// A transform that starts with `translate(x y)`.
    public static func translate(x: Double, y: Double) -> Transform { identity.translate(x: x, y: y) }

    /// A transform that starts with `scale(factor)`.
    public static func scale(_ factor: Double) -> Transform { identity.scale(factor) }

    /// A transform that starts with `scale(x y)`.
    public static func scale(x: Double, y: Double) -> Transform { identity.scale(x: x, y: y) }

    /// A transform that starts with `rotate(degrees)` about the origin.
    public static func rotate(_ degrees: Double) -> Transform { identity.rotate(degrees) }

    /// A transform that starts with `matrix(a b c d e f)`.
    public static func matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) -> Transform {
        identity.matrix(a: a, b: b, c: c, d: d, e: e, f: f)
    }

    /// This transform followed by `translate(x y)`.
    public func translate(x: Double, y: Double) -> Transform { appending("translate", [x, y]) }

    /// This transform followed by a uniform `scale(factor)`.
    public func scale(_ factor: Double) -> Transform { appending("scale", [factor]) }

    /// This transform followed by `scale(x y)`.
    public func scale(x: Double, y: Double) -> Transform { appending("scale", [x, y]) }

    /// This transform followed by `rotate(degrees)`, clockwise in SVG's y-down coordinates, about the origin.
    public func rotate(_ degrees: Double) -> Transform { appending("rotate", [degrees]) }

    /// This transform followed by `rotate(degrees cx cy)`, about the point (`cx`, `cy`).
    public func rotate(_ degrees: Double, cx: Double, cy: Double) -> Transform {
        appending("rotate", [degrees, cx, cy])
    }

    /// This transform followed by `matrix(a b c d e f)`.
    public func matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) -> Transform {
        appending("matrix", [a, b, c, d, e, f])
    }

    private func appending(_ name: StaticString, _ numbers: [Double]) -> Transform {
        var copy = self
        // One allocation for the whole function, rather than one per doubling as the bytes arrive.
        copy.bytes.reserveCapacity(
            copy.bytes.count + name.utf8CodeUnitCount + 3 + numbers.count * (NumberFormat.maxLength + 1))
        if !copy.bytes.isEmpty { copy.bytes.append(UInt8(ascii: " ")) }
        name.withUTF8Buffer { copy.bytes.append(contentsOf: $0) }
        copy.bytes.append(UInt8(ascii: "("))
        for (index, number) in numbers.enumerated() {
            if index > 0 { copy.bytes.append(UInt8(ascii: " ")) }
            NumberFormat.append(number, to: &copy.bytes)
        }
        copy.bytes.append(UInt8(ascii: ")"))
        return copy
    }
}
