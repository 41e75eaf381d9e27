import MastheadFormat
import MastheadGeometry

extension ParameterDocs {
    /// `leading` and `trailing`: at most ``Limits/actionsPerSide`` actions a side (``ActionList``).
    static let actions: [ParameterDoc] = [
        actionList("leading", "Actions in the bar's leading slot, after the back button."),
        actionList("trailing", "Actions in the bar's trailing slot."),
    ]

    private static func actionList(_ name: String, _ meaning: String) -> ParameterDoc {
        let description =
            meaning + " Query: icon names from the catalog and `text:Label` items, separated by commas (a label "
            + "cannot hold a comma there). JSON: an array of those strings or of objects "
            + "`{\"icon\": \"search\", \"label\": \"Search\"}` / `{\"text\": \"Done\"}`, or one string in the query's "
            + "syntax. At most \(Limits.actionsPerSide) actions."
        let iconObject = Schema.object(
            [
                ("icon", Schema.choice(IconCatalog.icons.map(\.name))),
                ("label", Schema.text(maxLength: Limits.actionTextLength, minLength: 1)),
            ], required: ["icon"])
        let textObject = Schema.object(
            [("text", Schema.text(maxLength: Limits.actionTextLength, minLength: 1))], required: ["text"])
        let item = Schema.type("string", [("pattern", .string("^" + itemPattern(labelExcludes: "") + "$"))])
        let body = Schema.oneOf([
            listText,
            Schema.array(of: Schema.oneOf([item, iconObject, textObject]), maxItems: Limits.actionsPerSide),
            Schema.type("null"),
        ])
        return ParameterDoc(name, description, listText, body: body)
    }

    /// The query form: up to four icon names or `text:` items between commas (empty items are skipped).
    private static var listText: JSONValue {
        let item = itemPattern(labelExcludes: ",")
        let limit = Limits.actionsPerSide - 1
        return Schema.type("string", [("pattern", .string("^,*(?:\(item)(?:,+\(item)){0,\(limit)})?,*$"))])
    }

    /// One action in query syntax: an icon name, or `text:` and a label of 1 to ``Limits/actionTextLength``
    /// characters, none of them NUL or one of `labelExcludes`.
    private static func itemPattern(labelExcludes: String) -> String {
        let icons = IconCatalog.icons.map(\.name).joined(separator: "|")
        return "(?:\(icons)|text:[^\(labelExcludes)\\u0000]{1,\(Limits.actionTextLength)})"
    }
}
