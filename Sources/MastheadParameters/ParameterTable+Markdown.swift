import MastheadFormat

/// The README's parameter table, written from ``ParameterTable`` (a test fails when the README's copy differs).
extension ParameterTable {
    /// The lines between the README's `<!-- parameters:begin -->` and `<!-- parameters:end -->`, each ending in a
    /// line feed: a blank line, the table, a blank line (so the closing comment never reads as a table row).
    static var markdown: String {
        var text = "\n| name | values | default | styles | endpoints | meaning |\n|---|---|---|---|---|---|\n"
        for parameter in all {
            let cells = [
                "`\(parameter.name)`", parameter.valuesCell, parameter.defaultCell,
                parameter.styles.map { $0.map { "`\($0.rawValue)`" }.joined(separator: " ") } ?? "all",
                parameter.group.endpointsCell,
                parameter.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|"),
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text + "\n"
    }
}

extension Parameter {
    fileprivate var valuesCell: String {
        switch kind {
        case .number(let range):
            "number, \(NumberFormat.string(range.lowerBound)) … \(NumberFormat.string(range.upperBound))"
        case .integer(let range): "integer, \(range.lowerBound) … \(range.upperBound)"
        case .boolean: "`true` `false`"
        case .text(let maxLength): "string, ≤ \(maxLength) characters"
        case .choice(let values): values.map { "`\($0)`" }.joined(separator: " ")
        case .actions: "list of actions, ≤ \(Limits.actionsPerSide)"
        case .tabs: "list of tabs, ≤ \(Limits.tabs)"
        case .offsetList(let maxCount): "list of numbers, 1 … \(maxCount)"
        case .choiceList(let values): "list of " + values.map { "`\($0)`" }.joined(separator: " ")
        }
    }

    fileprivate var defaultCell: String {
        switch defaultValue {
        case .none: "none"
        case .number(let number): "`\(NumberFormat.string(number))`"
        case .integer(let number): "`\(number)`"
        case .bool(let flag): "`\(flag)`"
        case .text(let text): "`\(text)`"
        case .derived(let how): how
        }
    }
}

extension Parameter.Group {
    /// The endpoints that read a parameter of this group, as the README's table and the errors say it.
    var endpointsCell: String {
        switch self {
        case .header, .preview: "all"
        case .range: "timeline, filmstrip, curves, scroll exports, audit"
        case .step: "timeline, scroll exports, audit"
        case .filmstrip: "filmstrip"
        case .crop: "preview, filmstrip"
        case .duration: "scroll.svg"
        case .audit: "audit"
        }
    }
}
