import MastheadFormat

/// The JSON of one layout's parts that an offset seldom changes (viewport, bar, back button, title, actions,
/// thresholds), written once and reused by layouts of the same configuration at other offsets.
///
/// A slider asks for one configuration at offset after offset, and most of its document stays the same: the bar's
/// items never move, and the title changes only during its fade. A part is reused only when it is equal (`==`) to
/// the one written, so the document is byte for byte what ``HeaderLayout/writeJSON(into:)`` writes; any part that
/// differs (a title mid-fade, a collapsible header's bar) is written afresh. Comparing a part costs a fraction of
/// writing it.
///
/// A class, so that handing the parts to each layout of a slider or timeline costs one reference: as a struct,
/// wrapping it in the optional that ``HeaderLayout/writeJSON(into:reusing:)`` takes copied every part each time.
public final class WrittenParts: Sendable {
    /// One part and its member, `"name":value`, as written.
    struct Fragment<Part: Equatable & Sendable>: Sendable {
        let part: Part
        let json: [UInt8]

        init(_ part: Part, _ write: (Part, inout JSONWriter) -> Void) {
            self.part = part
            var writer = JSONWriter(capacity: 512)
            write(part, &writer)
            json = writer.bytes
        }

        /// Writes the kept member if `part` is the one written and returns true; false otherwise.
        func reuse(for part: Part, into json: inout JSONWriter) -> Bool {
            guard part == self.part else { return false }
            json.raw(self.json)
            return true
        }
    }

    let viewport: Fragment<Viewport>
    let bar: Fragment<Rect>?
    let back: Fragment<BackPart>?
    let title: Fragment<TitlePart>?
    let actions: Fragment<[ActionPart]>
    let thresholds: Fragment<Thresholds>

    /// The parts of `layout`, written.
    public init(of layout: HeaderLayout) {
        viewport = Fragment(layout.viewport) { $0.writeJSON(into: &$1) }
        bar = layout.bar.map { Fragment($0) { HeaderLayout.writeBar($0, into: &$1) } }
        back = layout.back.map { Fragment($0) { $0.writeJSON(into: &$1) } }
        title = layout.title.map { Fragment($0) { $0.writeJSON(into: &$1) } }
        actions = Fragment(layout.actions) { HeaderLayout.writeActions($0, into: &$1) }
        thresholds = Fragment(layout.thresholds) { HeaderLayout.writeThresholds($0, into: &$1) }
    }
}
