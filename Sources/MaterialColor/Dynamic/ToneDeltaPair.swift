/// Two roles whose tones must stay a fixed distance apart, after `dynamiccolor/ToneDeltaPair.java` in
/// material-color-utilities and `materialyoucolor/dynamiccolor/tone_delta_pair.py` (2021 spec fields only).
struct ToneDeltaPair: Sendable, Hashable {
    /// Which of the two roles keeps nearer to the background's tone.
    enum Polarity: Sendable, Hashable {
        /// `roleA` is darker than `roleB`.
        case darker
        /// `roleA` is lighter than `roleB`.
        case lighter
        /// `roleA` is nearer to the background than `roleB`.
        case nearer
        /// `roleA` is farther from the background than `roleB`.
        case farther
    }

    /// The first role of the pair (the container in every 2021 pair).
    let roleA: MaterialRole
    /// The second role of the pair.
    let roleB: MaterialRole
    /// The least tone distance between the two.
    let delta: Double
    /// Which role keeps nearer to the background.
    let polarity: Polarity
    /// Whether both move out of the 50...60 tone band together when one must.
    let stayTogether: Bool
}
