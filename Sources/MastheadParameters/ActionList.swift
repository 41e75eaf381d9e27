import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// Reads `leading` and `trailing`: at most four actions a side, each an icon from the catalog or a text button, with
/// spacers between them and prominent items (both drawn by `fidelity=ios26` alone).
///
/// Query: `search,plus` or `text:Done` items separated by commas (a label cannot hold a comma there; use JSON);
/// `spacer` between two actions splits their glass; `prominent:` before an item (`prominent:plus`,
/// `prominent:text:Done`) marks it prominent. No icon is named `spacer` or `prominent`, and a text label comes after
/// `text:`, so neither spelling can be read as another item.
/// JSON: an array of those strings or of objects `{"icon": "search", "label": "Search"}` / `{"text": "Done"}`, each
/// with an optional `"prominent": true`, and `"spacer"` or `{"spacer": true}`.
///
/// A spacer stands between two actions: one at the start or the end of a list, or two in a row, is refused, since
/// it would split nothing. The limit of four counts actions, not spacers.
enum ActionList {
    /// One item of a list as written: an action or a spacer.
    enum Item {
        case action(Action)
        case spacer
    }

    static func read(_ name: String, side: ActionSide, from reader: ParameterReader) throws(HTTPError) -> [Action] {
        guard let value = reader.parameters[name] else { return [] }
        var items: [Item] = []
        switch value {
        case .text(let text):
            // Split by scalars, not characters: a comma followed by a combining mark is still a separator.
            let parts = (text ?? "").unicodeScalars.split(separator: ",", omittingEmptySubsequences: true)
            try checkLength(parts.count, name: name)
            for part in parts {
                items.append(try parse(String(String.UnicodeScalarView(part)), name: name, side: side))
            }
        case .json(.array(let elements)):
            try checkLength(elements.count, name: name)
            for element in elements { items.append(try parse(element, name: name, side: side)) }
        case .json(.string(let text)):
            return try read(name, side: side, from: ParameterReader(parameters: ParameterSet.single(name, .text(text))))
        case .json:
            throw HTTPError.badRequest(
                "\(name) must be a list of actions, like [\"search\", {\"text\": \"Done\"}], got "
                    + ParameterReader.shown(value),
                parameter: name)
        }
        return try actions(items, name: name)
    }

    /// The actions of `items`, each after a spacer marked `spacedBefore`; refuses misplaced spacers and more than
    /// four actions.
    private static func actions(_ items: [Item], name: String) throws(HTTPError) -> [Action] {
        var actions: [Action] = []
        var spaced = false
        for item in items {
            switch item {
            case .spacer:
                guard !actions.isEmpty, !spaced else {
                    throw misplacedSpacer(name, actions.isEmpty ? "at the start" : "after another spacer")
                }
                spaced = true
            case .action(let action):
                actions.append(spaced ? action.spaced() : action)
                spaced = false
            }
        }
        if spaced { throw misplacedSpacer(name, "at the end") }
        guard actions.count <= Limits.actionsPerSide else {
            throw HTTPError.badRequest(
                "\(name) takes at most \(Limits.actionsPerSide) actions, got \(actions.count)", parameter: name)
        }
        return actions
    }

    private static func misplacedSpacer(_ name: String, _ place: String) -> HTTPError {
        HTTPError.badRequest(
            "\(name): a spacer goes between two actions, like search,spacer,plus; got one \(place)", parameter: name)
    }

    /// Refuses a list longer than four actions with the three spacers between them before reading its items.
    private static func checkLength(_ count: Int, name: String) throws(HTTPError) {
        guard count <= Limits.actionListItems else {
            throw HTTPError.badRequest(
                "\(name) takes at most \(Limits.actionsPerSide) actions, got \(count)", parameter: name)
        }
    }
}
