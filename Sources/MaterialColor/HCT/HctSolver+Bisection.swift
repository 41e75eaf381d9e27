#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fallback of `HctSolver.solve` for out-of-gamut chroma: walk the edge of the RGB cube on the plane of
/// the asked luminance to the asked hue (`bisectToSegment`, `bisectToLimit` in `hct/HctSolver.java`).
extension HctSolver {
    /// How many halvings of the critical-plane range `bisectToLimit` makes per axis at most.
    static let planeBisections = 8

    /// The CAM16 hue in radians (−π...π) of a linear RGB point (`hueOf`).
    static func hueOf(_ linear: Triple) -> Double {
        let scaled = MathUtils.multiply(linear, scaledDiscountFromLinRGB)
        let rA = chromaticAdaptation(scaled.x)
        let gA = chromaticAdaptation(scaled.y)
        let bA = chromaticAdaptation(scaled.z)
        let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
        let b = (rA + gA - 2.0 * bA) / 9.0
        return atan2(b, a)
    }

    /// `angle` brought into 0..<2π (`sanitizeRadians`).
    static func sanitizeRadians(_ angle: Double) -> Double {
        MathUtils.pythonModulo(angle + Double.pi * 8, Double.pi * 2)
    }

    /// Whether going counter-clockwise from `a`, `b` comes strictly before `c` (`areInCyclicOrder`).
    static func areInCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        sanitizeRadians(b - a) < sanitizeRadians(c - a)
    }

    /// The point on segment `source`→`target` whose `axis` coordinate is `coordinate` (`setCoordinate`).
    static func setCoordinate(_ source: Triple, _ coordinate: Double, _ target: Triple, axis: Int) -> Triple {
        let t = (coordinate - source[axis]) / (target[axis] - source[axis])
        return Triple(
            source.x + (target.x - source.x) * t,
            source.y + (target.y - source.y) * t,
            source.z + (target.z - source.z) * t
        )
    }

    /// The `n`th (0..<12) edge of the RGB cube cut by the plane of luminance `y`, or nil where it misses.
    static func nthVertex(y: Double, n: Int) -> Triple? {
        let k = yFromLinRGB
        let coordA = n % 4 <= 1 ? 0.0 : 100.0
        let coordB = n % 2 == 0 ? 0.0 : 100.0
        let vertex: Triple
        if n < 4 {
            vertex = Triple((y - coordA * k.y - coordB * k.z) / k.x, coordA, coordB)
        } else if n < 8 {
            vertex = Triple(coordB, (y - coordB * k.x - coordA * k.z) / k.y, coordA)
        } else {
            vertex = Triple(coordA, coordB, (y - coordA * k.x - coordB * k.y) / k.z)
        }
        let free = n < 4 ? vertex.x : (n < 8 ? vertex.y : vertex.z)
        return (0.0 <= free && free <= 100.0) ? vertex : nil
    }

    /// The two cube-edge points on the luminance plane whose hues bracket `targetHue` (`bisectToSegment`).
    static func bisectToSegment(y: Double, targetHue: Double) -> (left: Triple, right: Triple) {
        var left = Triple(-1.0, -1.0, -1.0)
        var right = left
        var leftHue = 0.0
        var rightHue = 0.0
        var initialized = false
        var uncut = true
        for n in 0..<12 {
            guard let mid = nthVertex(y: y, n: n) else { continue }
            let midHue = hueOf(mid)
            if !initialized {
                (left, right, leftHue, rightHue, initialized) = (mid, mid, midHue, midHue, true)
                continue
            }
            if uncut || areInCyclicOrder(leftHue, midHue, rightHue) {
                uncut = false
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    (right, rightHue) = (mid, midHue)
                } else {
                    (left, leftHue) = (mid, midHue)
                }
            }
        }
        return (left, right)
    }

    /// The linear RGB point of the asked hue on the cube's surface at luminance `y` (`bisectToLimit`),
    /// found by halving between the critical planes of each axis in turn.
    static func bisectToLimit(y: Double, targetHue: Double) -> Triple {
        var (left, right) = bisectToSegment(y: y, targetHue: targetHue)
        var leftHue = hueOf(left)
        for axis in 0..<3 where left[axis] != right[axis] {
            var lPlane: Int
            var rPlane: Int
            if left[axis] < right[axis] {
                lPlane = planeBelow(trueDelinearized(left[axis]))
                rPlane = planeAbove(trueDelinearized(right[axis]))
            } else {
                lPlane = planeAbove(trueDelinearized(left[axis]))
                rPlane = planeBelow(trueDelinearized(right[axis]))
            }
            for _ in 0..<planeBisections {
                if abs(rPlane - lPlane) <= 1 { break }
                let mPlane = Int(floor(Double(lPlane + rPlane) / 2.0))
                let mid = setCoordinate(left, criticalPlanes[mPlane], right, axis: axis)
                let midHue = hueOf(mid)
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    right = mid
                    rPlane = mPlane
                } else {
                    left = mid
                    leftHue = midHue
                    lPlane = mPlane
                }
            }
        }
        return Triple((left.x + right.x) / 2, (left.y + right.y) / 2, (left.z + right.z) / 2)
    }

    /// A linear component (0...100) on the 0...255 encoded scale, unrounded (`trueDelinearized`).
    static func trueDelinearized(_ component: Double) -> Double {
        let normalized = component / 100.0
        let encoded: Double
        if normalized <= SRGB.linearBreakpoint {
            encoded = normalized * SRGB.linearSlope
        } else {
            encoded = SRGB.powerScale * pow(normalized, 1.0 / SRGB.gamma) - SRGB.powerOffset
        }
        return encoded * 255.0
    }

    /// The index of the critical plane below an encoded value (`criticalPlaneBelow`).
    static func planeBelow(_ x: Double) -> Int { Int(floor(x - 0.5)) }

    /// The index of the critical plane above an encoded value (`criticalPlaneAbove`).
    static func planeAbove(_ x: Double) -> Int { Int(ceil(x - 0.5)) }
}
