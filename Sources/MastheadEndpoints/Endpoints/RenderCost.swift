import MastheadFormat
import MastheadHTTP

#if canImport(Glibc)
    import Glibc
#endif

/// What a request will cost to answer, estimated from its decoded parameters before any work is done: cost units,
/// which are microseconds of CPU on the machine the model was calibrated on (``CostModel``, bench/README.md "Cost
/// calibration"), and the parameters the cost grows with.
///
/// The same estimate picks the lane (a cheap job is rendered on the connection's thread, a costly one on a render
/// thread), counts against the render queue's budget, and is held against `--max-request-cost`.
package struct RenderCost: Sendable, Equatable {
    /// A parameter the cost grows with: its value now, the power of it the cost grows by, and its smallest value.
    struct Driver: Sendable, Equatable {
        let parameter: String
        let value: Double
        let power: Double
        let minimum: Double
    }

    /// What a picture draws, for the cost of rasterising it (``CostModel/raster(pixels:picture:)``).
    struct Picture: Sendable, Equatable {
        let frames: Int
        let rowsPerFrame: Int
        let outlined: Bool
    }

    /// Estimated microseconds of CPU; `-1` for a job that does not say (``unestimated``).
    package var units: Int
    /// The parameters it grows with, the most telling first.
    var drivers: [Driver]
    /// For an SVG picture, what it draws; `nil` for everything else.
    var picture: Picture?

    /// The cost of a job made without an estimate. It is rendered on a render thread, and held against nothing;
    /// the cost test of every endpoint refuses it.
    static let unestimated = RenderCost(units: -1, drivers: [])

    /// Whether the job said what it costs.
    package var isEstimated: Bool { units >= 0 }

    /// A cost of `units` (rounded up) that grows with `drivers`; a picture's says what it draws.
    init(units: Double, drivers: [Driver] = [], picture: Picture? = nil) {
        self.units = Int(units.rounded(.up))
        self.drivers = drivers
        self.picture = picture
    }

    private init(units: Int, drivers: [Driver]) {
        self.units = units
        self.drivers = drivers
    }

    /// This cost and `other` together (work done one after the other); `other`'s drivers come first.
    func adding(_ other: RenderCost) -> RenderCost {
        var drivers = other.drivers
        for driver in self.drivers where !drivers.contains(where: { $0.parameter == driver.parameter }) {
            drivers.append(driver)
        }
        return RenderCost(units: units + other.units, drivers: drivers)
    }

    /// The `400` for a request that costs more than `limit` units: it names the parameters that drive the cost
    /// and what each would have to come down to, alone, for the request to fit.
    package func refusal(limit: Int) -> HTTPError {
        let factor = Double(units) / Double(max(1, limit))
        var hints: [String] = []
        for driver in drivers {
            let target = driver.value / pow(factor, 1 / driver.power)
            guard target >= driver.minimum else { continue }
            let shown = driver.power == 1 && driver.value == driver.value.rounded() ? target.rounded(.down) : target
            hints.append("\(driver.parameter) from \(NumberFormat.string(driver.value)) to \(cut(shown))")
        }
        let names = drivers.map(\.parameter)
        var detail =
            "this request would cost about \(milliseconds(units)) ms of CPU to render, more than the "
            + "\(milliseconds(limit)) ms this service renders at most (--max-request-cost): change "
            + "\(RenderCost.list(names)) so that the cost falls by a factor of \(cut(factor, up: true)) or more"
        if !hints.isEmpty { detail += " (for example " + hints.joined(separator: ", or ") + ")" }
        return HTTPError(status: 400, detail: detail, parameter: names.first)
    }

    private func milliseconds(_ units: Int) -> String { NumberFormat.string(Double(units) / 1000) }

    /// A number with at most two decimals, rounded down (or up).
    private func cut(_ value: Double, up: Bool = false) -> String {
        NumberFormat.string(((value * 100).rounded(up ? .up : .down)) / 100)
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "its parameters" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
