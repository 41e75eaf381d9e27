/// Two roles whose tones must stay a set distance apart, after `dynamiccolor/ToneDeltaPair.java` in
/// material-color-utilities and `materialyoucolor/dynamiccolor/tone_delta_pair.py`.
///
/// The 2021 spec solves both roles together (`polarity` names which keeps nearer the background); the 2025 spec
/// moves only the role asked for, relative to its partner's final tone, as `constraint` says.
struct ToneDeltaPair {
    /// How the two roles' tones relate.
    enum Polarity {
        /// `roleA` is darker than `roleB`.
        case darker
        /// `roleA` is lighter than `roleB`.
        case lighter
        /// `roleA` is nearer to the background than `roleB`.
        case nearer
        /// `roleA` is farther from the background than `roleB`.
        case farther
        /// `roleA` is darker in light schemes and lighter in dark ones (2025).
        case relativeDarker
        /// `roleA` is lighter in light schemes and darker in dark ones (2025).
        case relativeLighter
    }

    /// How strictly the 2025 spec keeps the distance.
    enum Constraint {
        /// Exactly `delta` apart.
        case exact
        /// At most `delta` apart (on the side the polarity says).
        case nearer
        /// At least `delta` apart.
        case farther
    }

    /// The first role of the pair.
    let roleA: MaterialRole
    /// The second role of the pair.
    let roleB: MaterialRole
    /// The tone distance between the two.
    let delta: Double
    /// How the two relate.
    let polarity: Polarity
    /// Whether both move out of the 50...60 tone band together when one must (2021).
    let stayTogether: Bool
    /// How the distance is kept (2025; upstream's default is `exact`).
    var constraint: Constraint = .exact
}
