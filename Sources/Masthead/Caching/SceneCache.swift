import MastheadText

/// The decoded ``Scene``s of recent requests, by ``ScrubQuery/sceneKey``, at most `capacity` of them.
///
/// Kept in two generations: when the newer fills up (half the capacity) it becomes the older and the older is
/// dropped; a scene found in the older generation moves back into the newer. A slider's scene is used again and again
/// and stays; scenes seen once age out. Scenes are small (a configuration and a few measured widths).
final class SceneCache: Sendable {
    private struct Generations {
        var current: [CacheKey: any Scene] = [:]
        var previous: [CacheKey: any Scene] = [:]
    }

    private let generations = Locked(Generations())
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(2, capacity)
    }

    func get(_ key: CacheKey) -> (any Scene)? {
        generations.withLock { state in
            if let scene = state.current[key] { return scene }
            guard let scene = state.previous.removeValue(forKey: key) else { return nil }
            insert(scene, for: key, into: &state)
            return scene
        }
    }

    func put(_ key: CacheKey, _ scene: any Scene) {
        generations.withLock { insert(scene, for: key, into: &$0) }
    }

    /// Scenes held in both generations.
    var count: Int { generations.withLock { $0.current.count + $0.previous.count } }

    private func insert(_ scene: any Scene, for key: CacheKey, into state: inout Generations) {
        state.current[key] = scene
        if state.current.count >= capacity / 2 {
            state.previous = state.current
            state.current = [:]
        }
    }
}
