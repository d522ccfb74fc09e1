/// A timing curve that maps the elapsed fraction of an animation's duration to the fraction
/// of its change that is shown: a cubic Bézier from (0, 0) to (1, 1), like CSS and Core
/// Animation.
///
/// The curve is solved like WebKit's `UnitBezier`: the parameter `t` for a given `x` is
/// first guessed from a table of 11 samples, refined by at most 4 Newton steps and, if
/// that has not converged to 1e-7, found by bisection.
public struct TimingCurve: Hashable, Sendable {
    /// The x coordinate of the first control point (in `0...1`).
    public let x1: Double
    /// The y coordinate of the first control point.
    public let y1: Double
    /// The x coordinate of the second control point (in `0...1`).
    public let x2: Double
    /// The y coordinate of the second control point.
    public let y2: Double

    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
    private let ax, bx, cx, ay, by, cy: Double

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = TimingCurve(validated: 0, 0, 1, 1)
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(validated: 0.42, 0, 1, 1)
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(validated: 0, 0, 0.58, 1)
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1). The default curve.
    public static let easeInOut = TimingCurve(validated: 0.42, 0, 0.58, 1)

    /// The precision in x to which the curve is solved.
    static let epsilon = 1e-7

    /// Creates a cubic Bézier curve through (0, 0), (`x1`, `y1`), (`x2`, `y2`), (1, 1).
    ///
    /// - Throws: ``TimingCurveError/controlPointOutOfRange(x1:x2:)`` if `x1` or `x2` lies
    ///   outside `0...1`; ``TimingCurveError/nonFiniteControlPoint`` for NaN or infinity.
    ///   The y coordinates may lie outside `0...1` (the curve then overshoots).
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            throw .nonFiniteControlPoint
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .controlPointOutOfRange(x1: x1, x2: x2)
        }
        self.init(validated: x1, y1, x2, y2)
    }

    /// Creates a cubic Bézier curve; the same as ``init(controlPoints:_:_:_:)``.
    ///
    /// - Throws: ``TimingCurveError`` for control x outside `0...1` or non-finite values.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) -> TimingCurve {
        try TimingCurve(controlPoints: x1, y1, x2, y2)
    }

    private init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The shown fraction of the change when `fraction` of the duration has elapsed.
    ///
    /// `fraction` is clamped to `0...1` (NaN counts as 0); the result is exactly 0 at 0 and
    /// exactly 1 at 1. Curves whose control points lie on the diagonal return `fraction`.
    public func value(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return fraction }
        return sampleY(solveT(forX: fraction))
    }

    // MARK: - Solving

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter `t` whose x equals `x` (to ``epsilon``).
    func solveT(forX x: Double) -> Double {
        var t = splineGuess(forX: x)
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < Self.epsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = min(max(t, low), high)
        for _ in 0..<64 {
            let sampled = sampleX(t)
            if abs(sampled - x) < Self.epsilon { return t }
            if x > sampled { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// A first guess for `t` by linear interpolation between 11 evenly spaced samples of x(t).
    private func splineGuess(forX x: Double) -> Double {
        let segments = 10
        var previousX = 0.0
        for index in 1...segments {
            let t = Double(index) / Double(segments)
            let sampled = sampleX(t)
            if x < sampled || index == segments {
                let span = sampled - previousX
                let local = span > 0 ? (x - previousX) / span : 0
                return (Double(index - 1) + min(max(local, 0), 1)) / Double(segments)
            }
            previousX = sampled
        }
        return x
    }
}
