import MastheadFormat

extension Thresholds {
    /// Writes the thresholds as an object holding only the members that apply, in the order `titleVisible`,
    /// `hairlineVisible`, `hairlineOpaque`, `collapsed`, `searchCollapsed`, `stretchTriggered`,
    /// `scrimShown`; `{}` when none does.
    /// The timeline endpoint writes this next to its frames.
    public func writeJSON(into json: inout JSONWriter) {
        json.beginObject()
        if let titleVisible { json.member("titleVisible", titleVisible) }
        if let hairlineVisible { json.member("hairlineVisible", hairlineVisible) }
        if let hairlineOpaque { json.member("hairlineOpaque", hairlineOpaque) }
        if let collapsed { json.member("collapsed", collapsed) }
        if let searchCollapsed { json.member("searchCollapsed", searchCollapsed) }
        if let stretchTriggered { json.member("stretchTriggered", stretchTriggered) }
        if let scrimShown { json.member("scrimShown", scrimShown) }
        json.endObject()
    }
}
