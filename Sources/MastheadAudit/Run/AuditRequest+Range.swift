import MastheadGeometry

extension AuditRequest {
    /// The offsets an audit of this request steps through, before the switch points are added: `from`, `to` and
    /// `step` as sent, or the defaults of the style at the sizes checked (``defaultRange(thresholds:)``,
    /// ``defaultStep(from:to:)``), and how many offsets they give. For a caller that bounds the work before it
    /// starts; the thresholds it measures are the ones the audit's layouts have.
    public func steppedRange(measurer: any TextMeasuring) -> (from: Double, to: Double, step: Double, count: Int) {
        let thresholds = variants.map {
            HeaderLayout.thresholds(configuration: $0.applied(to: configuration), measurer: measurer)
        }
        return steppedRange(thresholds: thresholds)
    }

    /// ``steppedRange(measurer:)`` with the thresholds known.
    func steppedRange(thresholds: [Thresholds]) -> (from: Double, to: Double, step: Double, count: Int) {
        let range = AuditRequest.defaultRange(thresholds: thresholds)
        let from = self.from ?? range.from
        let to = self.to ?? max(range.to, from)
        let step = self.step ?? AuditRequest.defaultStep(from: from, to: to)
        return (from, to, step, Int(((to - from) / step + 1e-9).rounded(.down)) + 1)
    }
}
