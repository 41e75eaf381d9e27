import MastheadGeometry

/// A part's timed transition (``Transition``) as Lottie keyframes: where the geometry steps a part's opacity and
/// reports the change as a transition of `duration` seconds (`fidelity=uikit`'s title cross-fade), the keyframe at
/// the step starts a Bézier ease that reaches the new value `duration × fr` frames later, so a player running at
/// `fr` fades the part as UIKit does in time; every other change holds.
///
/// The ease begins at the frame of the step with the old value (the moment the change starts) and ends with the
/// new one. A fade that the next change or the layer's end would cut short holds instead, as without a transition.
enum LottieEasing {
    /// The control points (x1, y1, x2, y2) of a named curve, CSS Easing Functions Level 1's `cubic-bezier` values
    /// for the keywords, which are Core Animation's `CAMediaTimingFunction` names (`kCAMediaTimingFunctionEaseIn`,
    /// `…EaseOut`, `…EaseInEaseOut`, `…Linear`), and Material 3's `standard`; nil for a curve without one.
    static func controlPoints(_ curve: String) -> (Double, Double, Double, Double)? {
        switch curve {
        case "easeInOut": (0.42, 0, 0.58, 1)
        case "easeOut": (0, 0, 0.58, 1)
        case "easeIn": (0.42, 0, 1, 1)
        case "linear": (0, 0, 1, 1)
        // Material 3's standard easing (`motionEasingStandard`, `cubic-bezier(0.2, 0, 0, 1)`), the scrim's fade.
        case Metrics.collapsingScrimCurve: (0.2, 0, 0, 1)
        default: nil
        }
    }

    /// One keyframe: the value from `frame` on, and the ease to the next keyframe's value if it is not held.
    struct Keyframe {
        var frame: Int
        var value: Double
        var ease: (Double, Double, Double, Double)?
    }

    /// The keyframes of `changes` (the value from each frame on, with the transition that leads to it) in a layer
    /// alive until `end`, at `frameRate` frames a second.
    static func keyframes(
        _ changes: [(frame: Int, value: Double, transition: Transition?)], end: Int, frameRate: Double
    ) -> [Keyframe] {
        var keyframes: [Keyframe] = []
        for (index, change) in changes.enumerated() {
            let next = index + 1 < changes.count ? changes[index + 1].frame : end
            if index > 0, let transition = change.transition, transition.property == "opacity",
                let points = controlPoints(transition.curve)
            {
                let span = Int((transition.duration * frameRate).rounded())
                let previous = changes[index - 1].value
                // The ease must end before the next change and inside the layer (whose `op` holds 0).
                if span > 0, change.frame + span <= next, change.frame + span < end {
                    keyframes.append(Keyframe(frame: change.frame, value: previous, ease: points))
                    keyframes.append(Keyframe(frame: change.frame + span, value: change.value))
                    continue
                }
            }
            keyframes.append(Keyframe(frame: change.frame, value: change.value))
        }
        return keyframes
    }
}
