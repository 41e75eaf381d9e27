import MastheadFormat
import MastheadGeometry

/// The schemas of the list parameters, which a kind alone does not describe: actions (``ActionList``) and
/// filmstrip offsets (``FilmstripOffsets``), as query text and as JSON body members.
package enum ParameterSchemas {
    /// `meaning` followed by the syntax both forms of an action list take.
    static func actionsSummary(_ meaning: String) -> String {
        meaning + " Query: icon names from the catalog and `text:Label` items, separated by commas (a label "
            + "cannot hold a comma there); `spacer` between two actions splits their glass and `prominent:` before an "
            + "item (`prominent:plus`, `prominent:text:Done`) marks it prominent (both drawn by `fidelity=ios26` "
            + "alone). JSON: an array of those strings or of objects `{\"icon\": \"search\", \"label\": \"Search\"}` / "
            + "`{\"text\": \"Done\"}` (each with an optional `\"prominent\": true`) and `{\"spacer\": true}`, or one "
            + "string in the query's syntax. At most \(Limits.actionsPerSide) actions; a spacer goes between two."
    }

    /// The query form: up to four actions between commas (empty items are skipped), at most one spacer between two
    /// of them.
    static var actionListText: JSONValue {
        let item = actionPattern(labelExcludes: ",")
        let limit = Limits.actionsPerSide - 1
        let separator = ",+(?:\(ActionList.spacerItem),+)?"
        let pattern = "^,*(?:\(item)(?:\(separator)\(item)){0,\(limit)})?,*$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// The body form: the query's text, or an array of item strings, action objects and spacers. (A `null` member
    /// counts as absent, as any member's does; the description leaves it out so that generated clients get a plain
    /// optional.)
    static var actionListBody: JSONValue {
        let spacerObject = Schema.object([("spacer", .object([("const", .bool(true))]))], required: ["spacer"])
        let strings = "^(?:" + actionPattern(labelExcludes: "") + "|" + ActionList.spacerItem + ")$"
        let item = Schema.type("string", [("pattern", .string(strings))])
        return Schema.oneOf([
            actionListText,
            Schema.array(
                of: Schema.oneOf([item, Schema.ref("IconAction"), Schema.ref("TextAction"), spacerObject]),
                maxItems: Limits.actionListItems),
        ])
    }

    /// Whether an action is prominent (`fidelity=ios26` draws it on tinted glass).
    private static let prominent: (String, JSONValue) = ("prominent", Schema.type("boolean"))

    /// An action as a JSON object naming its icon (`#/components/schemas/IconAction`).
    package static var iconAction: JSONValue {
        Schema.object(
            [
                ("icon", Schema.ref("Icon")), ("label", Schema.text(maxLength: Limits.actionTextLength, minLength: 1)),
                prominent,
            ],
            required: ["icon"])
    }

    /// A text action as a JSON object (`#/components/schemas/TextAction`).
    package static var textAction: JSONValue {
        Schema.object(
            [("text", Schema.text(maxLength: Limits.actionTextLength, minLength: 1)), prominent], required: ["text"])
    }

    /// The icons a request's action may name (`#/components/schemas/Icon`).
    package static var icon: JSONValue {
        Schema.choice(IconCatalog.icons.map(\.name))
    }

    /// One action in query syntax: optionally `prominent:`, then an icon name, or `text:` and a label of 1 to
    /// ``Limits/actionTextLength`` characters, none of them NUL or one of `labelExcludes`.
    private static func actionPattern(labelExcludes: String) -> String {
        let icons = IconCatalog.icons.map(\.name).joined(separator: "|")
        let label = "text:[^\(labelExcludes)\\u0000]{1,\(Limits.actionTextLength)}"
        return "(?:\(ActionList.prominentPrefix))?(?:\(icons)|\(label))"
    }

    /// 1 to ``Limits/filmstripFrames`` decimal numbers between commas, as the query's number parser reads them
    /// (each also within the offset limits, which a pattern cannot say).
    static var offsetListText: JSONValue {
        let number = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
        let pattern = "^\(number)(?:,\(number)){0,\(Limits.filmstripFrames - 1)}$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// A scroll path in a query: 1 to ``Limits/pathPoints`` decimal numbers between commas.
    static var pathText: JSONValue {
        let number = "[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
        let pattern = "^\(number)(?:,\(number)){0,\(Limits.pathPoints - 1)}$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// A scroll path in a body: the query's text or an array of numbers.
    static var pathBody: JSONValue {
        Schema.oneOf([
            pathText, Schema.array(of: Schema.number(in: Limits.offset), minItems: 1, maxItems: Limits.pathPoints),
        ])
    }

    /// A list of distinct names from `values` in a query: one to all of them between commas (that each is named at
    /// most once is the decoder's to check).
    static func choiceListText(_ values: [String]) -> JSONValue {
        // A name's `.` (the font scales' `1.15`) matches itself only.
        let literal = { (value: String) in
            value.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\\.")
        }
        let name = "(?:" + values.map(literal).joined(separator: "|") + ")"
        return Schema.type("string", [("pattern", .string("^\(name)(?:,\(name)){0,\(values.count - 1)}$"))])
    }

    /// The body form of ``choiceListText(_:)``: that text or an array of the names. (A `null` member counts as
    /// absent, as for every member, and is left out of the schema.)
    static func choiceListBody(_ values: [String]) -> JSONValue {
        Schema.oneOf([
            choiceListText(values), Schema.array(of: Schema.choice(values), minItems: 1, maxItems: values.count),
        ])
    }

    /// A seed colour: `#` and six hexadecimal digits.
    static var seedColorText: JSONValue {
        Schema.type("string", [("pattern", .string("^#[0-9A-Fa-f]{6}$"))])
    }

    /// The body form: the query's text or an array of numbers.
    static var offsetListBody: JSONValue {
        Schema.oneOf([
            offsetListText,
            Schema.array(of: Schema.number(in: Limits.offset), minItems: 1, maxItems: Limits.filmstripFrames),
        ])
    }

    /// The query form of `tabs`: up to ``Limits/tabs`` labels of 1 to ``Limits/tabLabelLength`` characters between
    /// commas (empty items are skipped).
    static var tabListText: JSONValue {
        let label = "[^,\\u0000]{1,\(Limits.tabLabelLength)}"
        let pattern = "^,*(?:\(label)(?:,+\(label)){0,\(Limits.tabs - 1)})?,*$"
        return Schema.type("string", [("pattern", .string(pattern))])
    }

    /// The body form of `tabs`: the query's text, or an array of labels and `{"text", "icon"}` objects.
    static var tabListBody: JSONValue {
        let label = Schema.text(maxLength: Limits.tabLabelLength, minLength: 1)
        let object = Schema.oneOf([
            Schema.object([("text", label), ("icon", Schema.ref("Icon"))], required: ["text"]),
            // An icon alone; an empty text beside it is no label, as the service reads it.
            Schema.object([("icon", Schema.ref("Icon")), ("text", Schema.text(maxLength: 0))], required: ["icon"]),
        ])
        return Schema.oneOf([tabListText, Schema.array(of: Schema.oneOf([label, object]), maxItems: Limits.tabs)])
    }
}
