import Testing
import StackLayout

/// What `View.animate` shows of its additive animations: the presentation is the model plus
/// Δ · (1 − progress) with Δ = old − new, delays show the old value, autoreverse and repeat
/// shape the progress, and completions report how each block ended.
@Suite("Additive animations")
struct AdditiveAnimationTests {
    /// Completions in the order they ran, as `name:finished@now`.
    private final class CompletionLog {
        var entries: [String] = []
    }

    /// Moves `view` to `x` in one block along `options` (the UIKit spring form when `damping`
    /// is given), logging its completion under `name`.
    private func move(_ view: View, to x: Double, duration: Double, delay: Double = 0,
                      options: AnimationOptions = .curveLinear, damping: Double? = nil, name: String, log: CompletionLog) {
        let clock = view.window!.clock
        let animations = { view.frame.origin.x = x }
        let completion = { (finished: Bool) in log.entries.append("\(name):\(finished)@\(clock.now)") }
        if let damping {
            View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                         options: options, animations: animations, completion: completion)
        } else {
            View.animate(withDuration: duration, delay: delay, options: options, animations: animations,
                         completion: completion)
        }
    }

    @Test("offset is Δ·(1 − progress); during the delay the old value shows",
          arguments: [(0.0, 100.0), (0.2, 100.0), (0.5, 100.0), (0.75, 50.0), (1.0, 0.0), (2.0, 0.0)])
    func delayShowsOldValue(time: Double, offset: Double) {
        let (window, view) = boxInWindow()
        view.frame.origin.x = 100
        let log = CompletionLog()
        move(view, to: 0, duration: 0.5, delay: 0.5, name: "move", log: log)
        window.clock.advance(to: time)
        expectNear(view.presentation.frame.minX, offset, tolerance: 1e-12)
        #expect(log.entries == (time >= 1 ? ["move:true@1.0"] : []))
    }

    @Test("autoreverse plays back through the curve, then shows the model; repeat cycles forever",
          arguments: [
              (false, 0.25, 0.25), (false, 1.0, 1.0), (false, 1.5, 0.5), (false, 1.99, 0.01), (false, 2.5, 1.0),
              (true, 0.25, 0.25), (true, 1.5, 0.5), (true, 2.25, 0.25), (true, 3.0, 1.0), (true, 100.5, 0.5),
          ])
    func autoreverse(repeats: Bool, time: Double, progress: Double) {
        let (window, view) = boxInWindow()
        let log = CompletionLog()
        move(view, to: 100, duration: 1, options: repeats ? [.curveLinear, .autoreverse, .repeat] : [.curveLinear, .autoreverse],
             name: "swing", log: log)
        window.clock.advance(to: time)
        expectNear(view.presentation.frame.minX, 100 * progress, tolerance: 1e-7)
        #expect(window.clock.hasRunningAnimations == (repeats || time < 2))
    }

    @Test("repeat without autoreverse restarts each cycle",
          arguments: [(0.5, 0.5), (1.0, 0.0), (1.25, 0.25), (7.75, 0.75)])
    func repeatCycles(time: Double, progress: Double) {
        let (window, view) = boxInWindow()
        move(view, to: 100, duration: 1, options: [.curveLinear, .repeat], name: "loop", log: CompletionLog())
        window.clock.advance(to: time)
        expectNear(view.presentation.frame.minX, 100 * progress, tolerance: 1e-7)
    }

    @Test("a repeating animation keeps runUntilIdle from finishing; removal completes it with false")
    func repeatingAnimation() throws {
        let (window, view) = boxInWindow()
        let log = CompletionLog()
        move(view, to: 10, duration: 1, options: [.curveLinear, .repeat], name: "loop", log: log)
        #expect(throws: AnimationClockError.limitExceeded(limit: 5, now: 0)) {
            try window.clock.runUntilIdle(limit: 5)
        }
        window.clock.advance(to: 2.5)
        expectNear(view.presentation.frame.minX, 5, tolerance: 1e-9)
        view.removeAllAnimations()
        #expect(view.presentation.frame.minX == 10)
        #expect(log.entries.isEmpty)
        try window.clock.runUntilIdle()
        #expect(log.entries == ["loop:false@2.5"])
    }

    @Test("removing a view's animations completes its block with false on the next advance")
    func removalFinishesFalse() {
        let (window, view) = boxInWindow()
        let log = CompletionLog()
        move(view, to: 40, duration: 1, options: [], name: "move", log: log)
        window.clock.advance(to: 0.3)
        view.removeAllAnimations()
        #expect(log.entries.isEmpty)
        window.clock.advance(by: 0)
        #expect(log.entries == ["move:false@0.3"])
        window.clock.advance(to: 2)
        #expect(log.entries.count == 1)
    }

    @Test("a completion that starts an animation starts it at its own event time")
    func completionChains() {
        let (window, view) = boxInWindow()
        let log = CompletionLog()
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 100 },
                     completion: { _ in self.move(view, to: 0, duration: 1, name: "back", log: log) })
        window.clock.advance(to: 1.5)   // the first ends at 1.0; "back" starts then, half way at 1.5
        expectNear(view.presentation.frame.minX, 50, tolerance: 1e-9)
        window.clock.advance(to: 2)
        #expect(log.entries == ["back:true@2.0"])
    }

    @Test("a UIKit spring animation ends exactly at its duration")
    func springEndsAtDuration() {
        let (window, view) = boxInWindow()
        let log = CompletionLog()
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
        move(view, to: 100, duration: 0.5, options: [], damping: 0.7, name: "spring", log: log)
        window.clock.advance(to: 0.25)
        expectNear(view.presentation.frame.minX, 100 * spring.progress(at: 0.25), tolerance: 1e-9)
        window.clock.advance(to: 0.4999)
        #expect(log.entries.isEmpty && view.presentation.frame.minX != 100)
        window.clock.advance(to: 0.5)
        #expect(log.entries == ["spring:true@0.5"])
        #expect(view.presentation.frame.minX == 100)
    }

    @Test("1 × 0.3 s and 300 × 1 ms give identical values and completion times (easeInOut; UIKit spring)",
          arguments: [nil, 0.6])
    func steppingDoesNotMatter(damping: Double?) {
        func run(steps: Int) -> (Double, [String]) {
            let (window, view) = boxInWindow()
            let log = CompletionLog()
            move(view, to: 100, duration: 0.3, options: [], damping: damping, name: "a", log: log)
            move(view, to: 30, duration: 0.2, delay: 0.05, options: [], damping: damping, name: "b", log: log)
            window.clock.advance(to: 0.05)
            for _ in 0..<steps { window.clock.advance(by: 0.22 / Double(steps)) }
            return (view.presentation.frame.minX, log.entries)
        }
        let coarse = run(steps: 1)
        let fine = run(steps: 250)
        #expect(coarse.0 == fine.0)
        #expect(coarse.0 != 30)
        #expect(coarse.1 == ["b:true@0.25"] && fine.1 == coarse.1)
        let (windowA, viewA) = boxInWindow()
        let (windowB, viewB) = boxInWindow()
        let logA = CompletionLog(), logB = CompletionLog()
        move(viewA, to: 100, duration: 0.3, options: [], damping: damping, name: "a", log: logA)
        move(viewB, to: 100, duration: 0.3, options: [], damping: damping, name: "a", log: logB)
        windowA.clock.advance(by: 0.3)
        for _ in 0..<300 { windowB.clock.advance(by: 0.001) }
        #expect(viewA.presentation == viewB.presentation)
        #expect(logA.entries == ["a:true@0.3"] && logB.entries == logA.entries)
    }
}
