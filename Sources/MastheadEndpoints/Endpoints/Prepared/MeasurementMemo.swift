import MastheadGeometry
import MastheadSupport
import MastheadText

/// The text measurements one configuration's layout asked for, recorded once and answered again without a lock or
/// a hash: a slider lays the same texts out at every offset. A text not recorded is measured by `base`.
final class MeasurementMemo: TextMeasuring {
    private struct Measurement: Sendable {
        let text: String
        let font: FontSpec
        let direction: LayoutDirection
        let metrics: TextMetrics
    }

    private let measurements: [Measurement]
    private let base: any TextMeasuring

    /// Records what `layOut` measures through `base`.
    init(base: any TextMeasuring, recording layOut: (any TextMeasuring) -> Void) {
        let recorder = Recorder(base: base)
        layOut(recorder)
        measurements = recorder.measurements.withLock { $0 }
        self.base = base
    }

    /// Records what laying `configuration` out at `offset` measures through `base`.
    convenience init(laying configuration: HeaderConfiguration, at offset: Double, base: any TextMeasuring) {
        self.init(base: base) { recorder in
            _ = HeaderLayout.compute(configuration: configuration, offset: offset, measurer: recorder)
        }
    }

    func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics {
        for measurement in measurements
        where measurement.text == text && measurement.font == font && measurement.direction == direction {
            return measurement.metrics
        }
        return base.measure(text, font: font, direction: direction)
    }

    private final class Recorder: TextMeasuring {
        let base: any TextMeasuring
        let measurements = Locked<[Measurement]>([])

        init(base: any TextMeasuring) {
            self.base = base
        }

        func measure(_ text: String, font: FontSpec, direction: LayoutDirection) -> TextMetrics {
            let metrics = base.measure(text, font: font, direction: direction)
            measurements.withLock { recorded in
                guard recorded.count < 64 else { return }  // a long fitting search: keep the first ones
                recorded.append(Measurement(text: text, font: font, direction: direction, metrics: metrics))
            }
            return metrics
        }
    }
}
