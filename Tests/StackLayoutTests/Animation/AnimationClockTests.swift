import Testing
@_spi(Testing) import StackLayout

@Suite("Animation clock")
struct AnimationClockTests {
    /// Steps from 1 s on a clock that fades a box linearly from 1 to 0 between 1 and 2 s, the
    /// time they reach, and the property a refused step names (`nil`: accepted).
    static let advances: [(step: Double, absolute: Bool, expected: Double, refused: String?)] = [
        (0.25, false, 1.25, nil),
        (0, false, 1.0, nil),
        (-1, false, 1.0, "seconds of AnimationClock.advance(by:)"),
        (.nan, false, 1.0, "seconds of AnimationClock.advance(by:)"),
        (.infinity, false, 1.0, "seconds of AnimationClock.advance(by:)"),
        (2.5, true, 2.5, nil),
        (1.0, true, 1.0, nil),
        (0.5, true, 1.0, "time of AnimationClock.advance(to:) (now 1)"),
        (.nan, true, 1.0, "time of AnimationClock.advance(to:) (now 1)"),
        (-.infinity, true, 1.0, "time of AnimationClock.advance(to:) (now 1)"),
    ]

    @Test("advance(by:) and advance(to:) move time forward only; a refused step is reported and changes nothing",
          arguments: advances)
    func advancing(step: Double, absolute: Bool, expected: Double, refused: String?) {
        let clock = AnimationClock(now: 1)
        let window = testWindow(clock: clock)
        let other = testWindow(clock: clock)
        let box = namedView("box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        if absolute { clock.advance(to: step) } else { clock.advance(by: step) }
        #expect(clock.now == expected)
        #expect(abs(box.presentation.alpha - max(0, 2 - expected)) < 1e-12, "\(box.presentation.alpha)")
        for reported in [window.diagnostics, other.diagnostics] {
            guard let refused else {
                #expect(reported.isEmpty)
                continue
            }
            guard reported.count == 1, case .invalidValue(let property, let value) = reported[0] else {
                Issue.record("\(reported)")
                continue
            }
            #expect(property == refused)
            #expect(value == step || (value.isNaN && step.isNaN))
        }
    }

    @Test("init keeps a finite start and maps NaN/infinity to 0",
          arguments: [(3.5, 3.5), (-2.0, -2.0), (Double.nan, 0.0), (Double.infinity, 0.0)])
    func initialTime(start: Double, expected: Double) {
        #expect(AnimationClock(now: start).now == expected)
    }

    /// Animates `view`'s alpha to `alpha` over `duration` seconds (completing then) and runs
    /// `completion` with the clock of `view`'s window at the completion's time.
    private func fade(_ view: View, to alpha: Double, over duration: Double,
                      completion: @escaping (AnimationClock) -> Void) {
        let clock = view.window!.clock
        View.animate(withDuration: duration, animations: { view.alpha = alpha }, completion: { _ in completion(clock) })
    }

    @Test("due completions run in time order, then creation order, with now at their time")
    func eventOrder() {
        let (window, view) = boxInWindow()
        var log: [String] = []
        for (index, (name, time)) in [("c", 0.3), ("a1", 0.1), ("a2", 0.1), ("b", 0.2), ("late", 0.9)].enumerated() {
            fade(view, to: Double(index) / 10, over: time) { log.append("\(name)@\($0.now)") }
        }
        window.clock.advance(to: 0.5)
        #expect(log == ["a1@0.1", "a2@0.1", "b@0.2", "c@0.3"])
        #expect(window.clock.now == 0.5)
        window.clock.advance(by: 0.4)
        #expect(log.last == "late@0.9")
    }

    @Test("a completion's new animations ending at its own time or before the target end in the same advance")
    func completionStartsAnimations() {
        let (window, view) = boxInWindow()
        var log: [String] = []
        fade(view, to: 0.5, over: 0.2) { clock in
            log.append("first@\(clock.now)")
            self.fade(view, to: 0.1, over: 0) { log.append("same@\($0.now)") }
            self.fade(view, to: 0.2, over: 0.2) { log.append("later@\($0.now)") }
            self.fade(view, to: 0.3, over: 0.5) { log.append("beyond@\($0.now)") }
        }
        fade(view, to: 0.4, over: 0.3) { log.append("existing@\($0.now)") }
        window.clock.advance(to: 0.5)
        #expect(log == ["first@0.2", "same@0.2", "existing@0.3", "later@0.4"])
        window.clock.advance(to: 1)
        #expect(log.last == "beyond@0.7")
    }

    @Test("a zero-duration completion never runs inside animate; advance(by: 0) runs it without moving time")
    func zeroDurationEvent() {
        let (window, view) = boxInWindow(clock: AnimationClock(now: 2))
        var ran = 0
        fade(view, to: 0.5, over: 0) { _ in ran += 1 }
        fade(view, to: 0.2, over: 0) { _ in ran += 10 }
        #expect(ran == 0)
        window.clock.advance(by: 0)
        #expect(ran == 11)
        #expect(window.clock.now == 2)
    }

    @Test("a paused animator's end is cancelled: it never completes on its own")
    func cancel() {
        let clock = AnimationClock()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: clock)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(to: 0.5)
        animator.pauseAnimation()
        clock.advance(to: 2)
        #expect(positions.isEmpty)
        #expect(animator.fractionComplete == 0.5 && !clock.hasRunningAnimations)
    }

    @Test("advancing from inside a completion is ignored")
    func reentrantAdvance() {
        let (window, view) = boxInWindow()
        var seen: [Double] = []
        fade(view, to: 0, over: 0.1) { clock in
            clock.advance(to: 5)
            seen.append(clock.now)
        }
        window.clock.advance(to: 0.2)
        #expect(seen == [0.1])
        #expect(window.clock.now == 0.2)
    }

    @Test("completions that keep starting zero-duration blocks cannot hang advance")
    func runawayCompletions() {
        let (window, view) = boxInWindow()
        var count = 0
        func again(_ clock: AnimationClock) {
            count += 1
            fade(view, to: count.isMultiple(of: 2) ? 1 : 0, over: 0, completion: again)
        }
        fade(view, to: 0.5, over: 0.5, completion: again)
        window.clock.advance(to: 1)
        #expect(count == AnimationClock.eventsPerAdvance)
        #expect(window.clock.now == 0.5)
        #expect(throws: AnimationClockError.limitExceeded(limit: 1, now: 0.5)) {
            try window.clock.runUntilIdle(limit: 1)
        }
    }

    @Test("a running animator is driven after every advance until it stops")
    func animatorTicks() {
        let clock = AnimationClock()
        var ticks: [Double] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: clock) { ticks.append($0) }
        animator.startAnimation()
        #expect(ticks == [0])
        clock.advance(by: 0.1)
        clock.advance(by: 0)
        animator.stopAnimation(true)
        clock.advance(by: 0.1)
        #expect(ticks == [0, 0.1, 0.1])
    }

    @Test("runUntilIdle runs every completion and stops at the last one")
    func runUntilIdle() throws {
        let (window, view) = boxInWindow()
        var log: [Double] = []
        fade(view, to: 0, over: 0.5) { clock in
            log.append(clock.now)
            self.fade(view, to: 1, over: 2) { log.append($0.now) }
        }
        try window.clock.runUntilIdle()
        #expect(log == [0.5, 2.5])
        #expect(window.clock.now == 2.5)
        try window.clock.runUntilIdle()
        #expect(window.clock.now == 2.5)
    }

    @Test("runUntilIdle throws on completions that keep starting work past the limit")
    func endlessChain() {
        let (window, view) = boxInWindow()
        func tick(_ clock: AnimationClock) { fade(view, to: view.alpha == 0 ? 1 : 0, over: 1, completion: tick) }
        fade(view, to: 0, over: 1, completion: tick)
        #expect(throws: AnimationClockError.limitExceeded(limit: 10, now: 10)) {
            try window.clock.runUntilIdle(limit: 10)
        }
    }

    @Test("runUntilIdle rejects invalid limits", arguments: [-1.0, .nan, .infinity])
    func invalidLimit(limit: Double) {
        let clock = AnimationClock()
        #expect(throws: AnimationClockError.self) { try clock.runUntilIdle(limit: limit) }
        #expect(clock.now == 0)
    }

    @Test("time lives on a nanosecond grid: 300 × 1 ms reaches exactly 0.3")
    func quantisedSteps() {
        let clock = AnimationClock()
        for _ in 0..<300 { clock.advance(by: 0.001) }
        #expect(clock.now == 0.3)
        let other = AnimationClock(now: 0.1)
        other.advance(by: 0.2)
        #expect(other.now == 0.3)
    }
}
