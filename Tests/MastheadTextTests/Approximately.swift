import MastheadGeometry

/// Whether two computed doubles agree within an absolute tolerance; tests never compare computed doubles with `==`.
func isApproximatelyEqual(_ value: Double, to expected: Double, tolerance: Double = 1e-6) -> Bool {
    value.isFinite && expected.isFinite && abs(value - expected) <= tolerance
}

/// Samples of text and fonts shared by the suites.
enum Sample {
    static let hebrew = "שלום עולם"
    static let arabic = "مرحبا بالعالم"
    static let title = FontSpec(size: 17, weight: 600)
    static let body = FontSpec(size: 17, weight: 400)
}
