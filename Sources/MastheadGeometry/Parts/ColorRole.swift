/// One colour role a picture uses, by its Material name (`surface`, `onSurface`, …), with its value.
///
/// The geometry document writes a style's roles as `"colors": {"name": "#RRGGBB", …}` in the order listed.
public struct ColorRole: Sendable, Hashable {
    /// The role's name, as Material's colour scheme spells it (`container` is the bar's current colour).
    public var name: String
    /// Its colour.
    public var color: Color

    /// Creates a role.
    public init(_ name: String, _ color: Color) {
        self.name = name
        self.color = color
    }
}
