import MaterialColor

/// A configuration resolved for the family that draws it (``HeaderStyle/family``): each case holds what that
/// family's layout reads and nothing the others do, so an iOS bar has no Material scheme and a Material bar no
/// Dynamic Type category.
///
/// ``LayoutPlan`` resolves its configuration once (``HeaderConfiguration/familyConfiguration``) and its layouts
/// read the case of their family.
public enum FamilyConfiguration: Sendable {
    case iosBar(IOSBarConfiguration)
    case materialBar(MaterialBarConfiguration)
    case collapsible(CollapsibleConfiguration)

    /// The look of an iOS bar; the kit's for the other families.
    public var look: IOSBarLook {
        if case .iosBar(let bar) = self { return bar.look }
        return .kit
    }
}

/// An iOS bar style with the look it is laid out in.
public struct IOSBarConfiguration: Sendable, Hashable {
    /// `compact`, `large`, `scrollEdge` or `inlineTitle`.
    public let style: HeaderStyle
    /// The look the style is laid out in.
    public let look: IOSBarLook
}

/// What a Material 3 bar reads beyond the shared fields: its form, where its title sits, whether it shows a
/// subtitle, the font scale, the scroll behaviour, the navigation icon and the colour scheme's settings.
public struct MaterialBarConfiguration: Sendable, Hashable {
    /// The style's size, flexibility and title placement.
    public let form: MaterialBarForm
    /// Whether the title and subtitle are centred (``MaterialBarForm/centresTitle(_:)`` of the request's
    /// alignment).
    public let centred: Bool
    /// Whether a subtitle is set and the form takes one.
    public let showsSubtitle: Bool
    /// Android's font size setting.
    public let fontScale: Double
    /// How the bar reacts to the scroll.
    public let scrollBehavior: ScrollBehavior
    /// The navigation icon.
    public let navigation: NavigationIcon
    /// The scheme's seed, spec, variant and contrast.
    public let scheme: MaterialSchemeSelection
    /// Whether the scheme is the dark one.
    public let dark: Bool

    /// `configuration` read as a Material bar of `form` (a style that is not a Material bar is read as the small
    /// bar, for the callers that measure one anyway).
    public init(_ configuration: HeaderConfiguration, form: MaterialBarForm) {
        self.form = form
        centred = form.centresTitle(configuration.titleAlignment)
        showsSubtitle = configuration.subtitle != nil && form.takesSubtitle
        fontScale = configuration.fontScale
        scrollBehavior = configuration.scrollBehavior
        navigation = configuration.navigation
        scheme = MaterialSchemeSelection(
            seed: configuration.seedColor, spec: configuration.colorSpec, variant: configuration.schemeVariant,
            contrastLevel: configuration.contrastLevel)
        dark = configuration.appearance == .dark
    }

    /// The colour scheme, generated each time it is read (a plan reads it once, ``MaterialRowPlan``).
    public var colorScheme: MaterialScheme { scheme.scheme(dark: dark) }
}

/// What the collapsible header reads beyond the shared fields (GEOMETRY.md, "collapsible").
public struct CollapsibleConfiguration: Sendable, Hashable {
    /// `H`, the header's full height.
    public let headerHeight: Double
    /// `D`, how far the content scrolls before the header is gone.
    public let collapseDistance: Double
    /// `P`, how much of the offset moves the header.
    public let parallax: Double
}

extension HeaderConfiguration {
    /// This configuration resolved for its style's family.
    public var familyConfiguration: FamilyConfiguration {
        switch style.family {
        case .iosBar: .iosBar(IOSBarConfiguration(style: style, look: iosBarLook))
        case .materialBar: .materialBar(materialBar)
        case .collapsible: .collapsible(collapsibleHeader)
        }
    }

    /// The Material bar this configuration is, or the small bar's reading of it for a style that is not one.
    public var materialBar: MaterialBarConfiguration {
        MaterialBarConfiguration(self, form: style.materialForm ?? .small)
    }

    /// The collapsible header's three numbers (read as such whatever the style).
    public var collapsibleHeader: CollapsibleConfiguration {
        CollapsibleConfiguration(headerHeight: headerHeight, collapseDistance: collapseDistance, parallax: parallax)
    }

    /// The look of an iOS bar style (``IOSBarLook``); the kit's for the other families.
    public var iosBarLook: IOSBarLook { style.family == .iosBar ? IOSBarLook(fidelity, style: style) : .kit }
}
