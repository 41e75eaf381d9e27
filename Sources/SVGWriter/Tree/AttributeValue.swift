import MastheadFormat

/// The value of an ``Attribute``: escaped text, or numbers formatted by `NumberFormat`.
///
/// Numbers are never interpolated into strings: they are kept as `Double` and written with `NumberFormat.append`
/// (at most three decimals, no exponent, no `-0`; NaN and the infinities become `0`). Path data and transforms
/// come from ``PathData`` and ``Transform``, which hold only numbers and command letters, so they need no escaping.
///
/// String, integer and float literals convert implicitly: `.attribute("id", "bg")`, `.attribute("x", 1.5)`.
public struct AttributeValue: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case text(String)
        case number(Double)
        case numbers([Double])
        case trusted([UInt8])
    }

    let storage: Storage

    /// Text, escaped with ``XMLEscaping/escapeAttribute(_:into:)``: `& < > "` become entities and characters
    /// XML 1.0 forbids are dropped.
    public static func text(_ value: String) -> AttributeValue {
        AttributeValue(storage: .text(value))
    }

    /// Text escaped now, once, rather than at every rendering; written exactly as ``text(_:)`` would write it.
    ///
    /// For a constant written many times, such as a font-family list shared by every `<text>` of a document.
    public static func preescaped(_ value: String) -> AttributeValue {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        XMLEscaping.escapeAttribute(value, into: &bytes)
        return AttributeValue(storage: .trusted(bytes))
    }

    /// One number, formatted with `NumberFormat`.
    public static func number(_ value: Double) -> AttributeValue {
        AttributeValue(storage: .number(value))
    }

    /// Numbers separated by single spaces, as in `viewBox` or `stroke-dasharray`; an empty list is an empty value.
    public static func numbers(_ values: [Double]) -> AttributeValue {
        AttributeValue(storage: .numbers(values))
    }

    /// Path data for the `d` attribute.
    public static func path(_ data: PathData) -> AttributeValue {
        AttributeValue(storage: .trusted(data.bytes))
    }

    /// A transform list for the `transform` attribute.
    public static func transform(_ transform: Transform) -> AttributeValue {
        AttributeValue(storage: .trusted(transform.bytes))
    }

    /// A paint or resource reference to an element id, `url(#id)`, as used by `fill`, `mask`, `clip-path`, `filter`.
    ///
    /// The id is escaped like any text; ids should still be simple names, since CSS gives `)` and spaces meaning.
    public static func url(_ id: String) -> AttributeValue {
        .text("url(#" + id + ")")
    }

    /// A same-document fragment reference, `#id`, as used by `href` on `<use>`.
    public static func fragment(_ id: String) -> AttributeValue {
        .text("#" + id)
    }

    /// Writes the value, without the surrounding quotes.
    func write(to output: inout ByteWriter) {
        switch storage {
        case .text(let text):
            XMLEscaping.escapeAttribute(text, into: &output)
        case .number(let value):
            output.write(number: value)
        case .numbers(let values):
            for (index, value) in values.enumerated() {
                if index > 0 { output.write(UInt8(ascii: " ")) }
                output.write(number: value)
            }
        case .trusted(let bytes):
            output.write(bytes)
        }
    }
}

extension AttributeValue: ExpressibleByStringLiteral {
    /// Text from a string literal; see ``text(_:)``.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension AttributeValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number from a float literal; see ``number(_:)``.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }

    /// A number from an integer literal; see ``number(_:)``.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}
