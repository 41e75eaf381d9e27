import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// Reads `tabs`: at most eight tabs, each a label of at most 40 characters, an icon from the catalog, or both.
///
/// Query: labels separated by commas (`Inbox,Sent,Drafts`; empty items are skipped, and a label cannot hold a comma
/// there: use JSON). JSON: an array of label strings or of objects `{"text": "Inbox", "icon": "inbox"}` (either
/// member may be left out, not both), or one string in the query's syntax. An empty list is no tabs.
enum TabList {
    static let name = "tabs"

    static func read(from reader: ParameterReader) throws(HTTPError) -> [TabItem] {
        guard let value = reader.parameters[name] else { return [] }
        switch value {
        case .text(let text):
            // Split by scalars, not characters: a comma followed by a combining mark is still a separator.
            let parts = (text ?? "").unicodeScalars.split(separator: ",", omittingEmptySubsequences: true)
            try checkCount(parts.count)
            var tabs: [TabItem] = []
            for part in parts {
                let label = String(String.UnicodeScalarView(part))
                try checkLabel(label)
                tabs.append(TabItem(text: label))
            }
            return tabs
        case .json(.array(let elements)):
            try checkCount(elements.count)
            var tabs: [TabItem] = []
            for element in elements { tabs.append(try parse(element)) }
            return tabs
        case .json(.string(let text)):
            return try read(from: ParameterReader(parameters: ParameterSet.single(name, .text(text))))
        case .json:
            throw HTTPError.badRequest(
                "tabs must be a list of tabs, like [\"Inbox\", {\"text\": \"Sent\", \"icon\": \"share\"}], got "
                    + ParameterReader.shown(value),
                parameter: name)
        }
    }

    /// A JSON tab: a label, or `{"text": label, "icon": name}` with at least one of them.
    private static func parse(_ item: JSONValue) throws(HTTPError) -> TabItem {
        switch item {
        case .string(let label):
            try checkLabel(label)
            return TabItem(text: label)
        case .object(let members):
            let known = ["text", "icon"]
            for (key, _) in members where !known.contains(key) {
                throw HTTPError.badRequest(
                    "tabs take the members text and icon; got '\(ParameterReader.clipped(key))'", parameter: name,
                    allowed: known)
            }
            var text = ""
            if let given = item["text"] {
                guard case .string(let label) = given else {
                    throw HTTPError.badRequest("tabs: a tab's text must be a string", parameter: name)
                }
                text = label
                if !label.isEmpty { try checkLength(label) }
            }
            var icon: String?
            if let given = item["icon"] {
                guard case .string(let iconName) = given else {
                    throw HTTPError.badRequest("tabs: a tab's icon must be a string", parameter: name)
                }
                try checkIcon(iconName)
                icon = iconName
            }
            guard !text.isEmpty || icon != nil else {
                throw HTTPError.badRequest(
                    "tabs: a tab needs a text, an icon or both, like {\"text\": \"Inbox\", \"icon\": \"bell\"}",
                    parameter: name)
            }
            return TabItem(text: text, icon: icon)
        default:
            throw HTTPError.badRequest(
                "tabs must be strings or objects, got \(ParameterReader.shown(.json(item)))", parameter: name)
        }
    }

    private static func checkCount(_ count: Int) throws(HTTPError) {
        guard count <= Limits.tabs else {
            throw HTTPError.badRequest("tabs takes at most \(Limits.tabs) tabs, got \(count)", parameter: name)
        }
    }

    private static func checkLabel(_ label: String) throws(HTTPError) {
        guard !label.isEmpty else {
            throw HTTPError.badRequest("tabs: a tab needs a label, like Inbox", parameter: name)
        }
        try checkLength(label)
    }

    private static func checkLength(_ label: String) throws(HTTPError) {
        guard label.unicodeScalars.count <= Limits.tabLabelLength else {
            throw HTTPError.badRequest(
                "tabs: a label is at most \(Limits.tabLabelLength) characters, got \(label.unicodeScalars.count) in "
                    + "'\(ParameterReader.clipped(label))'",
                parameter: name)
        }
        try ParameterReader.checkText(label, name: name, maxLength: Limits.tabLabelLength)
    }

    private static func checkIcon(_ icon: String) throws(HTTPError) {
        guard IconCatalog.label(for: icon) != nil else {
            let allowed = IconCatalog.icons.map(\.name)
            throw HTTPError.badRequest(
                "tabs: unknown icon '\(ParameterReader.clipped(icon))'; icons are " + allowed.joined(separator: ", ")
                    + ParameterReader.didYouMean(icon, among: allowed),
                parameter: name, allowed: allowed)
        }
    }
}
