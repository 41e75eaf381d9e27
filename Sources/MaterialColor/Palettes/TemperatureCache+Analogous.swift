extension TemperatureCache {
    /// `count` colours around the input, spaced evenly in temperature over `divisions` steps of the colour
    /// wheel, the input in the middle (`analogous`): what the content scheme's tertiary is taken from.
    func analogous(count: Int, divisions: Int) -> [Hct] {
        let startHue = MathUtils.roundHalfEven(input.hue)
        let start = byHue[startHue]
        var lastTemperature = relativeTemperature(startHue)
        var allColors = [start]

        var absoluteTotalTemperatureDelta = 0.0
        for step in 0..<360 {
            let hue = Self.sanitize(startHue + step)
            let temperature = relativeTemperature(hue)
            absoluteTotalTemperatureDelta += abs(temperature - lastTemperature)
            lastTemperature = temperature
        }

        var hueAddend = 1
        let temperatureStep = absoluteTotalTemperatureDelta / Double(divisions)
        var totalTemperatureDelta = 0.0
        lastTemperature = relativeTemperature(startHue)
        while allColors.count < divisions {
            let hue = Self.sanitize(startHue + hueAddend)
            let temperature = relativeTemperature(hue)
            totalTemperatureDelta += abs(temperature - lastTemperature)
            var desired = Double(allColors.count) * temperatureStep
            var indexSatisfied = totalTemperatureDelta >= desired
            var indexAddend = 1
            while indexSatisfied && allColors.count < divisions {
                allColors.append(byHue[hue])
                desired = Double(allColors.count + indexAddend) * temperatureStep
                indexSatisfied = totalTemperatureDelta >= desired
                indexAddend += 1
            }
            lastTemperature = temperature
            hueAddend += 1
            if hueAddend > 360 {
                while allColors.count < divisions { allColors.append(byHue[hue]) }
                break
            }
        }

        var answers = [input]
        let increaseHueCount = (count - 1) / 2
        for offset in stride(from: 1, through: increaseHueCount, by: 1) {
            answers.insert(allColors[Self.wrapped(-offset, allColors.count)], at: 0)
        }
        let decreaseHueCount = count - increaseHueCount - 1
        for offset in stride(from: 1, through: decreaseHueCount, by: 1) {
            answers.append(allColors[Self.wrapped(offset, allColors.count)])
        }
        return answers
    }

    /// A whole hue brought into 0..<360 (`sanitize_degrees_int`).
    static func sanitize(_ degrees: Int) -> Int {
        let remainder = degrees % 360
        return remainder < 0 ? remainder + 360 : remainder
    }

    /// `index` wrapped into `0..<count` as `analogous` wraps it.
    static func wrapped(_ index: Int, _ count: Int) -> Int {
        var index = index
        while index < 0 { index += count }
        return index >= count ? index % count : index
    }
}
