import SVGWriter

/// Reading a painter's element back, for the exporters.
extension Element {
    /// The unescaped value of the attribute `name`, if present.
    func value(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value.unescaped
    }
}
