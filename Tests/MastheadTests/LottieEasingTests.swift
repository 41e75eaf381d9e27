import MastheadGeometry
import Testing

@testable import MastheadPreview

/// Where the Lottie writer eases a part's opacity: a step the geometry reports with a timed transition starts a
/// Bézier ease of `duration × fr` frames at the step; one without, or one that would be cut short, holds.
struct LottieEasingTests {
    let fade = Transition.uikitTitleFade

    @Test func aTimedStepEasesOverItsDurationInFrames() throws {
        let keyframes = LottieEasing.keyframes([(0, 0, fade), (40, 1, fade)], end: 161, frameRate: 60)
        // 0.15 s at 60 frames a second: nine frames from the step, starting from the old value.
        #expect(keyframes.map(\.frame) == [0, 40, 49])
        #expect(keyframes.map(\.value) == [0, 0, 1])
        #expect(keyframes[0].ease == nil && keyframes[2].ease == nil)
        let ease = try #require(keyframes[1].ease)
        #expect(ease == (0.42, 0, 0.58, 1))
    }

    @Test func aStepWithoutATransitionHolds() {
        let keyframes = LottieEasing.keyframes([(0, 0, nil), (40, 1, nil)], end: 161, frameRate: 60)
        #expect(keyframes.map(\.frame) == [0, 40])
        #expect(keyframes.allSatisfy { $0.ease == nil })
    }

    @Test func aFadeTheNextChangeOrTheLayersEndWouldCutShortHolds() {
        let cut = LottieEasing.keyframes([(0, 0, fade), (40, 1, fade), (45, 0, fade)], end: 161, frameRate: 60)
        #expect(cut.map(\.frame) == [0, 40, 45, 54])
        #expect(cut[1].ease == nil && cut[2].ease != nil)
        let ending = LottieEasing.keyframes([(0, 0, fade), (155, 1, fade)], end: 161, frameRate: 60)
        #expect(ending.map(\.frame) == [0, 155])
        #expect(ending.allSatisfy { $0.ease == nil })
    }

    @Test func theFramesFollowTheFrameRate() {
        let keyframes = LottieEasing.keyframes([(0, 1, fade), (10, 0, fade)], end: 100, frameRate: 30)
        // 0.15 s at 30 frames a second is 4.5 frames, rounded to 5.
        #expect(keyframes.map(\.frame) == [0, 10, 15])
    }
}
