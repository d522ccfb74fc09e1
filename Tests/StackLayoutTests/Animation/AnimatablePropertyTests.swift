import StackLayout
import Testing

/// Every animatable view property through every kind of animation block: a linear block seen
/// half-way, a property animator stopped part way and finished there or at its start, and
/// paced keyframes that share time by how far each moves.
@Suite("Animatable view properties")
struct AnimatablePropertyTests {
    /// Tolerance for values that go through the transform decomposition and colour lanes.
    static let tolerance = 1e-9
    /// Tolerance for paced keyframes: the clock keeps times on a nanosecond grid, so a
    /// keyframe's boundaries move by up to 1 ns, and the lanes here move by at most about
    /// 150 per second (the second keyframe lasts 7 ms when the frame moves first).
    static let pacedTolerance = 1e-6

    /// One animatable property: how to change it, and its model and on-screen values as lanes.
    struct Property: CustomTestStringConvertible, Sendable {
        let name: String
        /// Sets the property of `view` to its target value.
        let change: @Sendable (View) -> Void
        /// The model value's lanes.
        let model: @Sendable (View) -> [Double]
        /// The on-screen value's lanes.
        let shown: @Sendable (Presentation) -> [Double]
        /// The lanes before and after the change; every property here moves linearly in them.
        let old: [Double], new: [Double]
        /// How far the change moves, which paced keyframes share time by.
        let distance: Double

        var testDescription: String { name }

        /// The lanes `fraction` of the way from `old` to `new`.
        func lanes(at fraction: Double) -> [Double] {
            zip(old, new).map { $0 + ($1 - $0) * fraction }
        }
    }

    static let properties: [Property] = [
        Property(name: "frame", change: { $0.frame = Rect(x: 50, y: 60, width: 200, height: 150) },
                 model: { lanes($0.frame) }, shown: { lanes($0.frame) },
                 old: [10, 20, 100, 50], new: [50, 60, 200, 150], distance: (1600.0 + 1600 + 10_000 + 10_000).squareRoot()),
        Property(name: "alpha", change: { $0.alpha = 0.2 }, model: { [$0.alpha] }, shown: { [$0.alpha] },
                 old: [1], new: [0.2], distance: 0.8),
        Property(name: "transform (scale and translation)",
                 change: { $0.transform = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 40, ty: -20) },
                 model: { lanes($0.transform) }, shown: { lanes($0.transform) },
                 old: [1, 0, 0, 1, 0, 0], new: [2, 0, 0, 3, 40, -20], distance: (1.0 + 4 + 1600 + 400).squareRoot()),
        Property(name: "background colour (from none)",
                 change: { $0.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1) },
                 model: { lanes($0.backgroundColor) }, shown: { lanes($0.backgroundColor) },
                 old: [0, 0, 0, 0], new: [1, 0.5, 0, 1], distance: 2.25.squareRoot()),
        Property(name: "bounds origin", change: { $0.boundsOrigin = Point(x: 30, y: -40) },
                 model: { [$0.boundsOrigin.x, $0.boundsOrigin.y] }, shown: { [$0.boundsOrigin.x, $0.boundsOrigin.y] },
                 old: [0, 0], new: [30, -40], distance: 50),
    ]

    private static func lanes(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
    private static func lanes(_ t: AffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    private static func lanes(_ color: Color?) -> [Double] {
        let color = color ?? .clear
        return [color.red, color.green, color.blue, color.alpha]
    }

    private func expectLanes(_ actual: [Double], _ expected: [Double], _ what: String, tolerance: Double = AnimatablePropertyTests.tolerance,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, "\(what)", sourceLocation: sourceLocation)
        let off = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(off <= tolerance, "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test("a linear block shows the old value, then half-way, then the new one; the model is new at once",
          arguments: properties)
    func linearBlock(_ property: Property) {
        let (window, view) = placedViewScene()
        View.animate(withDuration: 1, options: .curveLinear) { property.change(view) }
        expectLanes(property.model(view), property.new, "model")
        expectLanes(property.shown(view.presentation), property.old, "start")
        window.clock.advance(by: 0.5)
        expectLanes(property.shown(view.presentation), property.lanes(at: 0.5), "half-way")
        window.clock.advance(by: 0.5)
        expectLanes(property.shown(view.presentation), property.new, "end")
    }

    @Test("a property animator stopped at a quarter and finished there moves the model a quarter of the way",
          arguments: properties)
    func animatorFinishedWhereItStopped(_ property: Property) {
        let (window, view) = placedViewScene()
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: window.clock) { property.change(view) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        expectLanes(property.shown(view.presentation), property.lanes(at: 0.25), "scrubbed")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        expectLanes(property.model(view), property.lanes(at: 0.25), "model")
        expectLanes(property.shown(view.presentation), property.lanes(at: 0.25), "on screen")
    }

    @Test("a property animator finished at its start restores the old model value", arguments: properties)
    func animatorFinishedAtStart(_ property: Property) {
        let (window, view) = placedViewScene()
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: window.clock) { property.change(view) }
        animator.startAnimation()
        window.clock.advance(to: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        expectLanes(property.model(view), property.old, "model")
        expectLanes(property.shown(view.presentation), property.old, "on screen")
    }

    /// The property changes in a first keyframe and another view's alpha goes 1 → 0 (distance
    /// 1) in a second: paced, the first lasts `distance / (distance + 1)` of the block.
    @Test("paced keyframes give the change its share of the time by how far it moves", arguments: properties)
    func pacedKeyframes(_ property: Property) {
        let (window, view) = placedViewScene()
        let other = View(frame: Rect(x: 0, y: 200, width: 10, height: 10))
        window.addSubview(other)
        View.animateKeyframes(withDuration: 1, options: .calculationModePaced) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { property.change(view) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { other.alpha = 0 }
        }
        let share = property.distance / (property.distance + 1)
        window.clock.advance(by: share / 2)
        expectLanes(property.shown(view.presentation), property.lanes(at: 0.5), "half-way through its keyframe",
                    tolerance: Self.pacedTolerance)
        #expect(other.presentation.alpha == 1)
        window.clock.advance(by: share / 2 + (1 - share) / 2)
        expectLanes(property.shown(view.presentation), property.new, "after its keyframe", tolerance: Self.pacedTolerance)
        #expect(abs(other.presentation.alpha - 0.5) <= Self.pacedTolerance)
    }
}
