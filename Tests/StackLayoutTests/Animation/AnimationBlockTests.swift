import Testing
import StackLayout

@Suite("Animation blocks and parameters")
struct AnimationBlockTests {
    @Test("options shape the timing: a linear curve that reverses and repeats after the delay")
    func timingFromOptions() {
        let (window, view) = boxInWindow()
        View.animate(withDuration: 0.3, delay: 0.1, options: [.curveLinear, .repeat, .autoreverse], animations: {
            view.frame.origin.x = 100
        })
        for (time, x) in [(0.1, 0.0), (0.25, 50.0), (0.4, 100.0), (0.55, 50.0), (0.7, 0.0), (0.85, 50.0)] {
            window.clock.advance(to: time)
            expectNear(view.presentation.frame.minX, x, tolerance: 1e-7)
        }
        #expect(window.clock.hasRunningAnimations)
    }

    @Test("a negative duration and a NaN delay count as 0 and are reported to the window")
    func badTimingCountsAsZero() {
        let (window, view) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: -1, delay: .nan, animations: { view.alpha = 0 }, completion: { results.append($0) })
        #expect(view.presentation.alpha == 0)
        #expect(window.diagnostics.count == 2)
        #expect(window.diagnostics.allSatisfy {
            if case .invalidValue(let property, _) = $0 { property.contains("of View.animate (0 is used)") } else { false }
        })
        window.clock.advance(by: 0)
        #expect(results == [true])
    }

    /// The outer block lasts 2 s along easeIn with autoreverse; the inner one asks for 0.5 s
    /// with `inner` options. At 0.4 of the duration the view is at 0.4 along the curve; at 1.5
    /// durations it is back at 0.5 along the curve when reversing, at the model otherwise.
    @Test("nested blocks inherit duration, curve and repeat options unless overridden",
          arguments: [
              (AnimationOptions(), 2.0, TimingCurve.easeIn, true),
              (AnimationOptions.overrideInheritedDuration, 0.5, TimingCurve.easeIn, true),
              (AnimationOptions([.overrideInheritedCurve, .curveLinear]), 2.0, TimingCurve.linear, true),
              (AnimationOptions.overrideInheritedOptions, 2.0, TimingCurve.easeIn, false),
          ])
    func nesting(inner: AnimationOptions, duration: Double, curve: TimingCurve, autoreverses: Bool) {
        let (window, view) = boxInWindow()
        View.animate(withDuration: 2, options: [.curveEaseIn, .autoreverse], animations: {
            View.animate(withDuration: 0.5, options: inner, animations: { view.frame.origin.x = 100 })
        })
        window.clock.advance(to: 0.4 * duration)
        expectNear(view.presentation.frame.minX, 100 * curve.value(at: 0.4), tolerance: 1e-7)
        window.clock.advance(to: 1.5 * duration)
        expectNear(view.presentation.frame.minX, autoreverses ? 100 * curve.value(at: 0.5) : 100, tolerance: 1e-7)
    }

    @Test("a block animates its frame and alpha changes, skips writes that change nothing, and completes once")
    func animateAndComplete() {
        let (window, view) = boxInWindow()
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame = Rect(x: 100, y: 0, width: 20, height: 10)
            view.alpha = 0
            view.alpha = 0
        }, completion: { results.append("done:\($0)@\(window.clock.now)") })
        window.clock.advance(to: 0.25)
        #expect(view.presentation.frame == Rect(x: 25, y: 0, width: 12.5, height: 10))
        #expect(view.presentation.alpha == 0.75)
        #expect(results.isEmpty)
        window.clock.advance(to: 1)
        #expect(results == ["done:true@1.0"])
    }

    @Test("a block spanning two clocks completes after both; removal on one makes it false")
    func twoClocks() {
        let (first, a) = boxInWindow()
        let (second, b) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: {
            a.frame.origin.x = 1
            b.frame.origin.x = 1
        }, completion: { results.append($0) })
        b.removeAllAnimations()
        second.clock.advance(by: 0)
        #expect(results.isEmpty)
        first.clock.advance(to: 1)
        #expect(results == [false])
    }
}
