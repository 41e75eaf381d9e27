/// Whether two computed doubles agree to within `tolerance`, the way upstream's tests use
/// `toBeCloseTo(value, digits)` (a tolerance of half a unit in the last digit).
func isApproximatelyEqual(_ value: Double, _ expected: Double, digits: Int) -> Bool {
    var tolerance = 0.5
    for _ in 0..<digits { tolerance /= 10 }
    return abs(value - expected) < tolerance
}
