import MastheadFormat

extension AttributeValue {
    /// The value as the document shows it once unescaped: text as given, numbers through `NumberFormat`, path
    /// data and transforms as written.
    ///
    /// For readers of a tree built in code, such as an exporter that turns a drawing into another format; XML
    /// escaping is applied only when the value is rendered into a document.
    public var unescaped: String {
        switch storage {
        case .text(let text):
            return text
        case .number(let value):
            return NumberFormat.string(value)
        case .numbers(let values):
            return values.map(NumberFormat.string).joined(separator: " ")
        case .trusted(let bytes):
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
