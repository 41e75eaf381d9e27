import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// Reads `leading` and `trailing`: at most four actions a side, each an icon from the catalog or a text button.
///
/// Query: `search,plus` or `text:Done` items separated by commas (a label cannot hold a comma there; use JSON).
/// JSON: an array of those strings or of objects `{"icon": "search", "label": "Search"}` / `{"text": "Done"}`.
enum ActionList {
    static func read(_ name: String, side: ActionSide, from reader: ParameterReader) throws(HTTPError) -> [Action] {
        guard let value = reader.parameters[name] else { return [] }
        var actions: [Action] = []
        switch value {
        case .text(let text):
            // Split by scalars, not characters: a comma followed by a combining mark is still a separator.
            let items = (text ?? "").unicodeScalars.split(separator: ",", omittingEmptySubsequences: true)
            try checkCount(items.count, name: name)
            for item in items {
                actions.append(try parse(String(String.UnicodeScalarView(item)), name: name, side: side))
            }
        case .json(.array(let items)):
            try checkCount(items.count, name: name)
            for item in items { actions.append(try parse(item, name: name, side: side)) }
        case .json(.string(let text)):
            return try read(name, side: side, from: ParameterReader(parameters: ParameterSet.single(name, .text(text))))
        case .json:
            throw HTTPError.badRequest(
                "\(name) must be a list of actions, like [\"search\", {\"text\": \"Done\"}], got "
                    + ParameterReader.shown(value),
                parameter: name)
        }
        return actions
    }

    private static func checkCount(_ count: Int, name: String) throws(HTTPError) {
        guard count <= Limits.actionsPerSide else {
            throw HTTPError.badRequest(
                "\(name) takes at most \(Limits.actionsPerSide) actions, got \(count)", parameter: name)
        }
    }

    private static func parse(_ item: String, name: String, side: ActionSide) throws(HTTPError) -> Action {
        if item.unicodeScalars.starts(with: "text:".unicodeScalars) {
            let label = String(String.UnicodeScalarView(item.unicodeScalars.dropFirst(5)))
            try checkLabel(label, name: name)
            return Action.text(label, side: side)
        }
        return try icon(item, label: nil, name: name, side: side)
    }

    private static func parse(_ item: JSONValue, name: String, side: ActionSide) throws(HTTPError) -> Action {
        switch item {
        case .string(let text):
            return try parse(text, name: name, side: side)
        case .object(let members):
            for (key, _) in members where !["icon", "label", "text"].contains(key) {
                throw HTTPError.badRequest(
                    "\(name) actions take the members icon and label, or text; got '\(ParameterReader.clipped(key))'",
                    parameter: name, allowed: ["icon", "label", "text"])
            }
            // A text action takes no label member: it would be silently ignored.
            if case .string(let text)? = item["text"], item["icon"] == nil, item["label"] == nil {
                try checkLabel(text, name: name)
                return Action.text(text, side: side)
            }
            if case .string(let icon)? = item["icon"], item["text"] == nil {
                var label: String? = nil
                if let given = item["label"] {
                    guard case .string(let text) = given else {
                        throw HTTPError.badRequest("\(name) action labels must be strings", parameter: name)
                    }
                    try checkLabel(text, name: name)
                    label = text
                }
                return try self.icon(icon, label: label, name: name, side: side)
            }
            throw HTTPError.badRequest(
                "\(name) actions are {\"icon\": name, \"label\": text} or {\"text\": label}", parameter: name)
        default:
            throw HTTPError.badRequest(
                "\(name) actions must be strings or objects, got \(ParameterReader.shown(.json(item)))", parameter: name
            )
        }
    }

    private static func icon(_ icon: String, label: String?, name: String, side: ActionSide) throws(HTTPError) -> Action
    {
        guard let catalogLabel = IconCatalog.label(for: icon) else {
            let allowed = IconCatalog.icons.map(\.name)
            throw HTTPError.badRequest(
                "\(name): unknown icon '\(ParameterReader.clipped(icon))'; icons are "
                    + allowed.joined(separator: ", ") + ", or text:Label"
                    + ParameterReader.didYouMean(icon, among: allowed),
                parameter: name, allowed: allowed)
        }
        return Action(side: side, content: .icon(name: icon, label: label ?? catalogLabel))
    }

    private static func checkLabel(_ label: String, name: String) throws(HTTPError) {
        guard !label.isEmpty else {
            throw HTTPError.badRequest("\(name): a text action needs a label, like text:Done", parameter: name)
        }
        try ParameterReader.checkText(label, name: name, maxLength: Limits.actionTextLength)
    }
}
