import TestSupport
import Testing
import StackLayout

@Suite("View.animate(withDuration:delay:timingCurve:…): any cubic Bézier")
struct TimingCurveAnimationTests {
    /// Tolerance of presentation values against the curve's own interpolation.
    private let tolerance = 1e-6

    /// An overshooting curve (y outside 0…1) and one close to the named ones.
    private static let curves: [(Double, Double, Double, Double)] = [
        (0.1, -0.5, 0.9, 1.5),
        (0.25, 0.1, 0.25, 1),
        (0.68, -0.6, 0.32, 1.6),
    ]

    @Test("presentation frames follow TimingCurve.value(at:) at several times", arguments: curves)
    func followsCurve(points: (Double, Double, Double, Double)) throws {
        let curve = try TimingCurve.cubicBezier(points.0, points.1, points.2, points.3)
        let (window, view) = boxInWindow()
        View.animate(withDuration: 2, timingCurve: curve, animations: {
            view.frame = Rect(x: 100, y: 40, width: 30, height: 10)
            view.alpha = 0.5
        })
        #expect(view.frame == Rect(x: 100, y: 40, width: 30, height: 10))
        for time in [0.0, 0.2, 0.5, 1.0, 1.3, 1.9] {
            window.clock.advance(to: time)
            let progress = curve.value(at: time / 2)
            let frame = view.presentation.frame
            #expect(abs(frame.minX - 100 * progress) < tolerance, "x at \(time)")
            #expect(abs(frame.minY - 40 * progress) < tolerance, "y at \(time)")
            #expect(abs(frame.width - (10 + 20 * progress)) < tolerance, "width at \(time)")
            #expect(abs(frame.height - 10) < tolerance, "height at \(time)")
            #expect(abs(view.presentation.alpha - (1 - 0.5 * progress)) < tolerance, "alpha at \(time)")
        }
        window.clock.advance(to: 2)
        #expect(view.presentation.frame == view.frame)
    }

    @Test("during the delay the old value shows; the model is new at once")
    func delayShowsOldValue() throws {
        let curve = try TimingCurve.cubicBezier(0.1, -0.5, 0.9, 1.5)
        let (window, view) = boxInWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0.5, timingCurve: curve, animations: {
            view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
        }, completion: { finished.append($0) })
        #expect(view.frame.minX == 100)
        for time in [0.0, 0.25, 0.5] {
            window.clock.advance(to: time)
            #expect(abs(view.presentation.frame.minX) < tolerance, "old x at \(time)")
        }
        for time in [0.75, 1.0, 1.4] {
            window.clock.advance(to: time)
            let expected = 100 * curve.value(at: time - 0.5)
            #expect(abs(view.presentation.frame.minX - expected) < tolerance, "x at \(time)")
        }
        #expect(finished.isEmpty)
        window.clock.advance(to: 1.5)
        #expect(view.presentation.frame.minX == 100)
        #expect(finished == [true])
    }

    @Test("the curve given wins over curve bits in options", arguments: [
        AnimationOptions.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut,
    ])
    func curveWinsOverOptions(options: AnimationOptions) throws {
        let curve = try TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)
        let (window, view) = boxInWindow()
        View.animate(withDuration: 1, timingCurve: curve, options: options, animations: {
            view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
        })
        window.clock.advance(to: 0.3)
        #expect(abs(view.presentation.frame.minX - 100 * curve.value(at: 0.3)) < tolerance)
    }

    @Test("an arranged view hidden in a Bézier block stays on screen until the block's animations end")
    func hideStaysUntilEnd() throws {
        let curve = try TimingCurve.cubicBezier(0.1, -0.5, 0.9, 1.5)
        let window = testWindow()
        let view = IntrinsicView("box", 10, 10)
        let sibling = IntrinsicView("sibling", 10, 10)
        window.addSubview(Stack(axis: .vertical, arrangedSubviews: [view, sibling]))
        window.layoutIfNeeded()
        View.animate(withDuration: 1, timingCurve: curve, animations: { view.isHidden = true })
        #expect(view.isHidden)
        for time in [0.0, 0.5, 0.99] {
            window.clock.advance(to: time)
            #expect(!view.presentation.isHidden, "on screen at \(time)")
        }
        window.clock.advance(to: 1)
        #expect(view.presentation.isHidden)
    }
}
