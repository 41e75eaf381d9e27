/// Tone searches over a palette's hue for where its chroma peaks, after `t_max_c`, `t_min_c` and
/// `find_best_tone_for_chroma` in `materialyoucolor/dynamiccolor/color_spec_2025.py` (`ColorSpec2025.tMaxC`,
/// `tMinC`, `findBestToneForChroma` in Java) and `find_desired_chroma_by_tone` of `color_spec_2021.py`.
enum ChromaSearch {
    /// The arguments of one `bestTone` search, the key its answer is remembered by.
    struct Query: Hashable {
        let hue: Double
        let chroma: Double
        let tone: Double
        let byDecreasingTone: Bool
    }

    /// The highest tone (within `lower...upper`) at which `palette`'s hue reaches the most chroma, asking for its
    /// chroma times `chromaMultiplier` (`t_max_c`).
    static func maxChromaTone(
        _ palette: TonalPalette, _ lower: Double = 0, _ upper: Double = 100, chromaMultiplier: Double = 1,
        in scheme: DynamicScheme
    ) -> Double {
        let query = Query(
            hue: palette.hue, chroma: palette.chroma * chromaMultiplier, tone: 100, byDecreasingTone: true)
        return MathUtils.clamp(lower, upper, bestTone(query, in: scheme))
    }

    /// The lowest such tone (`t_min_c`).
    static func minChromaTone(
        _ palette: TonalPalette, _ lower: Double = 0, _ upper: Double = 100, in scheme: DynamicScheme
    ) -> Double {
        let query = Query(hue: palette.hue, chroma: palette.chroma, tone: 0, byDecreasingTone: false)
        return MathUtils.clamp(lower, upper, bestTone(query, in: scheme))
    }

    /// `find_best_tone_for_chroma`, remembered in `scheme`: from `tone`, step a whole tone at a time (down or
    /// up) while the best chroma found is below the one asked, keeping the tone of the best; the walk stops one
    /// step past 0 or 100.
    static func bestTone(_ query: Query, in scheme: DynamicScheme) -> Double {
        if let known = scheme.memo.bestTones[query] { return known }
        var tone = query.tone
        var answer = tone
        var best = Hct(hue: query.hue, chroma: query.chroma, tone: answer)
        while best.chroma < query.chroma {
            if tone < 0 || tone > 100 { break }
            tone += query.byDecreasingTone ? -1.0 : 1.0
            let candidate = Hct(hue: query.hue, chroma: query.chroma, tone: tone)
            if best.chroma < candidate.chroma {
                best = candidate
                answer = tone
            }
        }
        scheme.memo.bestTones[query] = answer
        return answer
    }

    /// The tone nearest `tone` whose colour comes within 0.4 of `chroma`, walking down or up a whole tone at a
    /// time and stopping where the chroma starts to fall (`find_desired_chroma_by_tone`, the 2021 fidelity
    /// secondary container).
    static func desiredChromaTone(hue: Double, chroma: Double, tone: Double, byDecreasingTone: Bool) -> Double {
        var answer = tone
        var closest = Hct(hue: hue, chroma: chroma, tone: tone)
        guard closest.chroma < chroma else { return answer }
        var peak = closest.chroma
        while closest.chroma < chroma {
            answer += byDecreasingTone ? -1.0 : 1.0
            let candidate = Hct(hue: hue, chroma: chroma, tone: answer)
            if peak > candidate.chroma { break }
            if abs(candidate.chroma - chroma) < 0.4 { break }
            if abs(candidate.chroma - chroma) < abs(closest.chroma - chroma) { closest = candidate }
            peak = max(peak, candidate.chroma)
        }
        return answer
    }
}
