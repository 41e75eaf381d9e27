import MastheadFormat
import MastheadGeometry
import MastheadParameters

/// The enumerations of the description, one `#/components/schemas` entry per kind of value (`HeaderStyle`,
/// `Device`, `Appearance`, …), so that a generated client has one type for each, shared by every operation and by
/// the answers that hold such a value.
///
/// The kinds come from the parameter table: a parameter made with `Parameter.choice` names its values after the
/// enumeration's type, any other choice after the parameter itself (`device` → `Device`).
/// A parameter added to the table brings its kind along; enumerations that only answers hold are listed here.
enum ValueSchemas {
    /// The component name of `parameter`'s values, when they are a choice described by the kind alone.
    static func name(of parameter: Parameter) -> String? {
        guard case .choice = parameter.kind, parameter.querySchema == nil else { return nil }
        return parameter.valueName ?? OpenAPIOperations.operationName(parameter.name)
    }

    /// Every enumeration, by component name: the parameter table's kinds in table order (the first parameter of a
    /// kind gives its values and default), then those only answers hold.
    static let all: Schema.Members = {
        var members: Schema.Members = []
        for parameter in ParameterTable.all {
            guard let name = name(of: parameter), !members.contains(where: { $0.0 == name }) else { continue }
            members.append((name, parameter.queryValueSchema))
        }
        for (name, schema) in answerOnly where !members.contains(where: { $0.0 == name }) {
            members.append((name, schema))
        }
        return members
    }()

    /// The enumerations the parameters do not take but the geometry document holds.
    private static let answerOnly: Schema.Members = [
        choice(HeaderStyle.self), choice(LayoutDirection.self), choice(Appearance.self), choice(EdgeStyle.self),
        choice(ActionSide.self), choice(ActionKind.self),
    ]

    /// `T`'s values under its type's name.
    private static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> (String, JSONValue)
    where T.RawValue == String {
        (String(describing: T.self), Schema.choice(T.allCases.map(\.rawValue)))
    }

    /// A reference to the component of enumeration `T`, for the schemas of answers.
    static func ref<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> JSONValue where T.RawValue == String {
        Schema.ref(String(describing: T.self))
    }

    /// `parameter`'s value schema in the description: a reference to its kind's component when that component
    /// says exactly what the parameter takes (values and default), its own schema otherwise.
    static func schema(of parameter: Parameter) -> JSONValue {
        let own = parameter.queryValueSchema
        guard let name = name(of: parameter), all.first(where: { $0.0 == name })?.1 == own else { return own }
        return Schema.ref(name)
    }
}
