import Testing
import StackLayout

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) < tolerance }

/// Records what an animator drives and how it completes.
private final class Recorder {
    var values: [Double] = []
    var positions: [AnimatingPosition] = []
    var last: Double? { values.last }
    func drive(_ value: Double) { values.append(value) }
    func complete(_ position: AnimatingPosition) { positions.append(position) }
}

@Suite("Property animator")
struct PropertyAnimatorTests {
    private func make(duration: Double = 1, curve: TimingCurve = .linear)
        -> (AnimationClock, PropertyAnimator, Recorder) {
        let clock = AnimationClock()
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: duration, curve: curve, clock: clock, animations: recorder.drive)
        animator.addCompletion(recorder.complete)
        return (clock, animator, recorder)
    }

    @Test("runs to the end on the clock and completes with .end, then is inactive again",
          arguments: [(0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838)])
    func runsToEnd(time: Double, shown: Double) throws {
        let (clock, animator, recorder) = make(curve: .easeInOut)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        clock.advance(to: time)
        #expect(near(recorder.last ?? -1, shown, 1e-6))
        #expect(near(animator.fractionComplete, time, 1e-12))
        clock.advance(to: 1)
        #expect(recorder.last == 1 && recorder.positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test("startAnimation(afterDelay:) waits, holding the start value")
    func delayedStart() throws {
        let (clock, animator, recorder) = make()
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(to: 0.4)
        #expect(recorder.last == 0 && animator.fractionComplete == 0)
        clock.advance(to: 1)
        #expect(near(recorder.last ?? -1, 0.5, 1e-12))
        clock.advance(to: 1.5)
        #expect(recorder.positions == [.end])
    }

    @Test("pause, scrub linearly, resume")
    func pauseScrubResume() throws {
        let (clock, animator, recorder) = make(curve: .easeIn)
        animator.startAnimation()
        clock.advance(to: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        clock.advance(to: 5)
        #expect(animator.fractionComplete == 0.25 && recorder.positions.isEmpty)
        animator.fractionComplete = 0.6
        #expect(recorder.last == 0.6)   // scrubbing is linear by default
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(near(recorder.last ?? -1, 0.315357, 1e-6))
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(near(animator.fractionComplete, 0.75, 1e-12))
        #expect(near(recorder.last ?? -1, 0.621862, 1e-6))
        clock.advance(by: 0.25)
        #expect(recorder.positions == [.end])
    }

    @Test("scrubbing an inactive animator makes it active and paused; out-of-range is clamped",
          arguments: [(0.3, 0.3), (-2.0, 0.0), (7.0, 1.0)])
    func scrubInactive(value: Double, expected: Double) {
        let (_, animator, recorder) = make()
        animator.fractionComplete = value
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == expected && recorder.last == expected)
    }

    @Test("reversing while running heads back to the start and completes with .start")
    func reversed() throws {
        let (clock, animator, recorder) = make()
        animator.startAnimation()
        clock.advance(to: 0.6)
        animator.isReversed = true
        clock.advance(to: 0.8)
        #expect(near(animator.fractionComplete, 0.4, 1e-12))
        clock.advance(to: 1.2)
        #expect(recorder.last == 0 && recorder.positions == [.start])
        #expect(!animator.isReversed && animator.state == .inactive)
    }

    @Test("stop without finishing: inactive at once, no completion")
    func stopWithoutFinishing() throws {
        let (clock, animator, recorder) = make()
        animator.startAnimation()
        clock.advance(to: 0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        clock.advance(to: 2)
        #expect(recorder.positions.isEmpty && near(recorder.last ?? -1, 0.3, 1e-12))
    }

    @Test("stop, then finish at a position",
          arguments: [(AnimatingPosition.end, 1.0), (.start, 0.0), (.current, 0.3)])
    func stopThenFinish(position: AnimatingPosition, shown: Double) throws {
        let (clock, animator, recorder) = make()
        animator.startAnimation()
        clock.advance(to: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        clock.advance(to: 2)
        #expect(recorder.positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(near(recorder.last ?? -1, shown, 1e-12))
        #expect(recorder.positions == [position] && animator.state == .inactive)
    }

    @Test("illegal transitions change nothing and are reported to the window the animations touch")
    func illegalTransitions() {
        let (window, view) = windowWithView("card")
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: window.clock) { view.alpha = 0 }
        animator.addAnimations(recorder.drive)
        animator.addCompletion(recorder.complete)
        animator.startAnimation()
        window.clock.advance(to: 0.5)
        animator.finishAnimation(at: .end)          // not stopped
        #expect(animator.state == .active && animator.isRunning)
        animator.stopAnimation(false)
        animator.startAnimation()                   // stopped, as are the next three
        animator.pauseAnimation()
        animator.stopAnimation(true)
        animator.addAnimations { _ in }
        #expect(animator.state == .stopped && animator.fractionComplete == 0.5)
        animator.fractionComplete = 0.9
        #expect(animator.fractionComplete == 0.5)
        animator.finishAnimation(at: .end)
        #expect(recorder.positions == [.end] && animator.state == .inactive)
        animator.stopAnimation(false)               // inactive
        animator.startAnimation(afterDelay: -1)     // a negative delay
        #expect(animator.state == .inactive && recorder.positions == [.end])
        let refused: [String] = window.diagnostics.compactMap {
            if case .refusedOperation(let operation, _) = $0 { operation } else { nil }
        }
        #expect(refused == [
            "finishAnimation(at: .end)", "startAnimation()", "pauseAnimation()", "stopAnimation(true)",
            "addAnimations(_:delayFactor:)", "stopAnimation(false)", "startAnimation(afterDelay: -1)",
        ].map { "PropertyAnimator." + $0 })
    }

    @Test("animations added while running cover the remaining time after the delay factor")
    func addAnimationsWhileRunning() throws {
        let (clock, animator, _) = make()
        let late = Recorder()
        animator.startAnimation()
        clock.advance(to: 0.2)
        animator.addAnimations(late.drive, delayFactor: 0.5)   // starts at fraction 0.6
        #expect(late.last == 0)
        clock.advance(to: 0.8)
        #expect(near(late.last ?? -1, 0.5, 1e-12))
        clock.advance(to: 1)
        #expect(late.last == 1)
        let refused = Recorder()
        animator.addAnimations(refused.drive, delayFactor: 1.5)
        #expect(refused.values.isEmpty)
    }

    @Test("a spring animator lasts exactly its duration")
    func springAnimator() throws {
        let clock = AnimationClock()
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.7, clock: clock, animations: recorder.drive)
        animator.addCompletion(recorder.complete)
        animator.startAnimation()
        clock.advance(to: 0.25)
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
        #expect(near(recorder.last ?? -1, spring.progress(at: 0.25), 1e-12))
        clock.advance(to: 0.4999)
        #expect(recorder.positions.isEmpty)
        clock.advance(to: 0.5)
        #expect(recorder.positions == [.end] && recorder.last == 1)
    }

    @Test("a zero-duration animator completes on the next advance, not synchronously")
    func zeroDuration() throws {
        let (clock, animator, recorder) = make(duration: 0)
        animator.startAnimation()
        #expect(recorder.positions.isEmpty)
        clock.advance(by: 0)
        #expect(recorder.positions == [.end] && recorder.last == 1)
    }
}
