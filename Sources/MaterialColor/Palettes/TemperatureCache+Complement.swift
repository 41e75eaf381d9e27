extension TemperatureCache {
    /// The colour whose relative temperature is nearest to 1 minus the input's, on the arc from the warmest to
    /// the coldest hue that does not hold the input (`complement`); the input's own hue where all hues are alike.
    var complement: Hct {
        let coldestHue = hct(coldest).hue
        let coldestTemperature = temperatures[coldest]
        let warmestHue = hct(warmest).hue
        let range = temperatures[warmest] - coldestTemperature
        let inputHueIndex = MathUtils.roundHalfEven(input.hue)
        if range == 0.0 { return byHue[inputHueIndex] }
        let startIsColdestToWarmest = Self.isBetween(input.hue, coldestHue, warmestHue)
        let startHue = startIsColdestToWarmest ? warmestHue : coldestHue
        let endHue = startIsColdestToWarmest ? coldestHue : warmestHue
        let directionOfRotation = 1.0
        var smallestError = 1000.0
        var answer = byHue[inputHueIndex]
        let complementRelativeTemperature = 1.0 - relativeTemperature(Self.inputIndex)
        for hueAddend in 0...360 {
            let hue = MathUtils.sanitizeDegrees(startHue + directionOfRotation * Double(hueAddend))
            if !Self.isBetween(hue, startHue, endHue) { continue }
            let index = MathUtils.roundHalfEven(hue)
            let relative = (temperatures[index] - coldestTemperature) / range
            let error = abs(complementRelativeTemperature - relative)
            if error < smallestError {
                smallestError = error
                answer = byHue[index]
            }
        }
        return answer
    }
}
