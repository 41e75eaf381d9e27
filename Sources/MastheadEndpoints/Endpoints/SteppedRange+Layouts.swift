import MastheadGeometry
import MastheadParameters
import MastheadPreview

extension SteppedRange {
    /// The header laid out at every offset of the range, first to last, its texts measured and its plan made once
    /// (``PreparedLayout``, at `from`).
    func layouts(of header: HeaderRequest, context: RenderContext) -> [HeaderLayout] {
        let prepared = PreparedLayout(header.configuration, at: range.from, base: context.shaper)
        return offsets.map(prepared.layout(at:))
    }
}
