import StackLayout
import Testing

/// Transforms inside animations, checked mid-flight.
@Suite("Transform animations")
struct TransformAnimationTests {
    /// Tolerance for values that go through sine, cosine and the transform decomposition.
    let tolerance = 1e-9

    private func close(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }

    @Test("half-way along a linear block, each kind of transform is half-way in its own terms", arguments: [
        (AffineTransform(scaleX: 2, y: 3), AffineTransform(scaleX: 1.5, y: 2)),
        (AffineTransform(translationX: 40, y: -20), AffineTransform(translationX: 20, y: -10)),
        (AffineTransform(rotationAngle: Double.pi / 2), AffineTransform(rotationAngle: Double.pi / 4)),
        (AffineTransform(scaleX: -1, y: 1), AffineTransform(scaleX: 0, y: 1)),   // a flip passes through width 0
        (AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 30, y: 0)),
         AffineTransform(scaleX: 1.5, y: 1.5).concatenating(AffineTransform(translationX: 15, y: 0))),
    ])
    func halfWay(_ target: AffineTransform, _ expected: AffineTransform) {
        let (window, view) = placedViewScene()
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = target }
        #expect(view.transform == target)                      // the model is final at once
        #expect(view.presentation.transform == .identity)      // nothing has moved yet
        window.clock.advance(by: 0.5)
        #expect(close(view.presentation.transform, expected), "\(view.presentation.transform)")
        #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))   // layout ignores it
        #expect(view.presentation.frame == view.frame)
        window.clock.advance(by: 0.5)
        #expect(view.presentation.transform == target)
    }

    @Test("a rotation from 170° to -170° turns the short way, through 180°")
    func shortestTurn() {
        let (window, view) = placedViewScene()
        let degree = Double.pi / 180
        view.transform = AffineTransform(rotationAngle: 170 * degree)
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(rotationAngle: -170 * degree) }
        window.clock.advance(by: 0.5)
        #expect(close(view.presentation.transform, AffineTransform(rotationAngle: Double.pi)))
    }

    @Test("a spring moves every part of the transform by the spring's progress")
    func spring() {
        let (window, view) = placedViewScene()
        view.alpha = 0
        View.animate(withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
            view.alpha = 1     // on screen, the alpha is the spring's progress
            view.transform = AffineTransform(translationX: 100, y: 0).scaledBy(x: 3, y: 3)
        }
        var largest = 0.0
        for step in 1...6 {
            window.clock.advance(by: 0.1)
            let progress = view.presentation.alpha
            largest = max(largest, progress)
            let expected = AffineTransform(a: 1 + 2 * progress, b: 0, c: 0, d: 1 + 2 * progress, tx: 100 * progress, ty: 0)
            #expect(close(view.presentation.transform, expected), "t = \(Double(step) / 10)")
        }
        #expect(largest > 1)   // under-damped: it overshoots on the way
    }

    @Test("an interrupting block blends additively with the one in flight")
    func interruption() {
        let (window, view) = placedViewScene()
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(translationX: 100, y: 0) }
        window.clock.advance(by: 0.5)                            // tx 50 on screen
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(translationX: 200, y: 0) }
        window.clock.advance(by: 0.25)                           // first: 75 % of 100; second: 25 % of 100
        #expect(abs(view.presentation.transform.tx - 100) < tolerance)
    }

    @Test("a property animator scrubs a transform")
    func propertyAnimator() {
        let (window, view) = placedViewScene()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.transform = AffineTransform(scaleX: 3, y: 3) }
        animator.fractionComplete = 0.25
        #expect(close(view.presentation.transform, AffineTransform(scaleX: 1.5, y: 1.5)))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(close(view.transform, AffineTransform(scaleX: 1.5, y: 1.5)))
        #expect(view.presentation.transform == view.transform && window.diagnostics.isEmpty)
    }

    @Test("a non-finite transform is refused and the previous one kept")
    func badValues() {
        let (window, view) = placedViewScene()
        view.transform = AffineTransform(scaleX: 2, y: 2)
        view.transform = AffineTransform(scaleX: .nan, y: 1)
        view.transform = AffineTransform(translationX: .infinity, y: 0)
        #expect(view.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(window.diagnostics.count == 2)
    }
}

@Suite("Removing animations")
struct RemoveAnimationsTests {
    @Test("removeAllAnimations shows the model at once; the completion runs next advance with false")
    func removeAll() {
        let (window, view) = windowWithView("view", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        window.layoutIfNeeded()
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame = Rect(x: 200, y: 0, width: 100, height: 50)
            view.alpha = 0.5
            view.transform = AffineTransform(rotationAngle: 1)
        }, completion: { finished.append($0) })
        #expect(window.clock.hasRunningAnimations)
        window.clock.advance(by: 0.5)
        #expect(view.presentation.frame.minX == 100)
        view.removeAllAnimations()
        #expect(view.presentation == Presentation(
            frame: Rect(x: 200, y: 0, width: 100, height: 50), alpha: 0.5, isHidden: false,
            transform: AffineTransform(rotationAngle: 1)))
        #expect(!window.clock.hasRunningAnimations && finished.isEmpty)
        window.clock.advance(by: 0)
        #expect(finished == [false])
    }

    @Test("an arranged view hidden inside an animation leaves the screen when its animations are removed")
    func pendingHide() {
        let view = namedView("view", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let window = testWindow(subviews: [Stack(axis: .vertical, arrangedSubviews: [view])])
        view.heightAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        View.animate(withDuration: 1) { view.isHidden = true; view.alpha = 0 }
        #expect(!view.presentation.isHidden)
        view.removeAllAnimations()
        #expect(view.presentation.isHidden && view.presentation.alpha == 0)
    }

    @Test("hasRunningAnimations covers delays, repeats and running animators, not pending completions")
    func runningAnimations() {
        let (window, view) = windowWithView("view", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        window.layoutIfNeeded()
        let clock = window.clock
        #expect(!clock.hasRunningAnimations)
        View.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { _ in })
        #expect(!clock.hasRunningAnimations)                  // a completion is pending, no animation
        View.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { view.alpha = 1 })
        clock.advance(by: 0.25)
        #expect(clock.hasRunningAnimations)                   // still in its delay
        clock.advance(by: 0.75)
        #expect(!clock.hasRunningAnimations)
        View.animate(withDuration: 0.5, options: .repeat, animations: { view.alpha = 0 })
        clock.advance(by: 10)
        #expect(clock.hasRunningAnimations)
        view.removeAllAnimations()
        #expect(!clock.hasRunningAnimations)
        let animator = PropertyAnimator(duration: 1) { view.alpha = 0.25 }
        animator.pauseAnimation()
        #expect(!clock.hasRunningAnimations)                  // paused
        animator.startAnimation()
        #expect(clock.hasRunningAnimations)
        clock.advance(by: 1)
        #expect(!clock.hasRunningAnimations)
    }
}
