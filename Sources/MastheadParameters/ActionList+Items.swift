import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// One item of an action list, in query syntax or as a JSON value.
extension ActionList {
    /// The query spelling of a spacer.
    static let spacerItem = "spacer"
    /// The query prefix that marks an item prominent.
    static let prominentPrefix = "prominent:"

    /// `spacer`, `prominent:` and an item, `text:Label`, or an icon name.
    static func parse(_ item: String, name: String, side: ActionSide) throws(HTTPError) -> Item {
        if item == spacerItem { return .spacer }
        if item.unicodeScalars.starts(with: prominentPrefix.unicodeScalars) {
            let rest = String(String.UnicodeScalarView(item.unicodeScalars.dropFirst(prominentPrefix.count)))
            guard rest != spacerItem, !rest.unicodeScalars.starts(with: prominentPrefix.unicodeScalars) else {
                throw HTTPError.badRequest(
                    "\(name): prominent: marks one action, like prominent:plus or prominent:text:Done; got "
                        + "'\(ParameterReader.clipped(item))'",
                    parameter: name)
            }
            return .action(try action(rest, name: name, side: side, prominent: true))
        }
        return .action(try action(item, name: name, side: side, prominent: false))
    }

    /// `text:Label` or an icon name.
    private static func action(_ item: String, name: String, side: ActionSide, prominent: Bool) throws(HTTPError)
        -> Action
    {
        if item.unicodeScalars.starts(with: "text:".unicodeScalars) {
            let label = String(String.UnicodeScalarView(item.unicodeScalars.dropFirst(5)))
            try checkLabel(label, name: name)
            return Action.text(label, side: side, prominent: prominent)
        }
        return try icon(item, label: nil, name: name, side: side, prominent: prominent)
    }

    /// A JSON item: a string in query syntax, `{"spacer": true}`, or an icon or text object with an optional
    /// `"prominent": true`.
    static func parse(_ item: JSONValue, name: String, side: ActionSide) throws(HTTPError) -> Item {
        switch item {
        case .string(let text):
            return try parse(text, name: name, side: side)
        case .object(let members):
            let known = ["icon", "label", "text", "prominent", "spacer"]
            for (key, _) in members where !known.contains(key) {
                throw HTTPError.badRequest(
                    "\(name) actions take the members icon and label, or text, and prominent; or spacer; got "
                        + "'\(ParameterReader.clipped(key))'",
                    parameter: name, allowed: known)
            }
            if let spacer = item["spacer"] {
                guard case .bool(true) = spacer, members.count == 1 else {
                    throw HTTPError.badRequest("\(name): a spacer is {\"spacer\": true}, alone", parameter: name)
                }
                return .spacer
            }
            var prominent = false
            if let given = item["prominent"] {
                guard case .bool(let flag) = given else {
                    throw HTTPError.badRequest("\(name): prominent must be true or false", parameter: name)
                }
                prominent = flag
            }
            return .action(try object(item, name: name, side: side, prominent: prominent))
        default:
            throw HTTPError.badRequest(
                "\(name) actions must be strings or objects, got \(ParameterReader.shown(.json(item)))", parameter: name
            )
        }
    }

    /// `{"text": label}` or `{"icon": name, "label": text}` (a text action takes no label: it would be ignored).
    private static func object(_ item: JSONValue, name: String, side: ActionSide, prominent: Bool) throws(HTTPError)
        -> Action
    {
        if case .string(let text)? = item["text"], item["icon"] == nil, item["label"] == nil {
            try checkLabel(text, name: name)
            return Action.text(text, side: side, prominent: prominent)
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
            return try self.icon(icon, label: label, name: name, side: side, prominent: prominent)
        }
        throw HTTPError.badRequest(
            "\(name) actions are {\"icon\": name, \"label\": text} or {\"text\": label}", parameter: name)
    }

    private static func icon(
        _ icon: String, label: String?, name: String, side: ActionSide, prominent: Bool
    ) throws(HTTPError) -> Action {
        guard let catalogLabel = IconCatalog.label(for: icon) else {
            let allowed = IconCatalog.icons.map(\.name)
            throw HTTPError.badRequest(
                "\(name): unknown icon '\(ParameterReader.clipped(icon))'; icons are "
                    + allowed.joined(separator: ", ") + ", or text:Label"
                    + ParameterReader.didYouMean(icon, among: allowed),
                parameter: name, allowed: allowed)
        }
        return Action(side: side, content: .icon(name: icon, label: label ?? catalogLabel), prominent: prominent)
    }

    private static func checkLabel(_ label: String, name: String) throws(HTTPError) {
        guard !label.isEmpty else {
            throw HTTPError.badRequest("\(name): a text action needs a label, like text:Done", parameter: name)
        }
        try ParameterReader.checkText(label, name: name, maxLength: Limits.actionTextLength)
    }
}
