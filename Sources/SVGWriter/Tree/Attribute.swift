/// One attribute of an ``Element``: a trusted name and a value that is escaped or formatted when rendered.
public struct Attribute: Sendable, Hashable {
    /// The attribute name, a trusted constant such as `"stroke-width"`; written without escaping.
    public var name: String

    /// The value, rendered inside double quotes.
    public var value: AttributeValue

    /// Creates an attribute.
    public init(_ name: String, _ value: AttributeValue) {
        self.name = name
        self.value = value
    }
}

extension [Attribute] {
    /// Appends an attribute unless `value` is `nil`; builders use it so that omitted parameters write nothing.
    mutating func append(_ name: String, _ value: AttributeValue?) {
        if let value { append(Attribute(name, value)) }
    }

    /// Appends a numeric attribute unless `number` is `nil`.
    mutating func append(_ name: String, number: Double?) {
        if let number { append(Attribute(name, .number(number))) }
    }

    /// Appends a keyword attribute such as `stroke-linecap="round"` unless `keyword` is `nil`.
    mutating func append<Keyword: RawRepresentable<String>>(_ name: String, keyword: Keyword?) {
        if let keyword { append(Attribute(name, .text(keyword.rawValue))) }
    }
}
