import Testing
@testable import StackLayout

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) < tolerance }

/// A stand-in for a view: one animated scalar with a model value, animated additively.
private final class Probe {
    let clock: AnimationClock
    var model: Double
    var log: [String] = []

    init(clock: AnimationClock, model: Double = 0) {
        self.clock = clock
        self.model = model
    }

    var key: AnimationTrackKey { AnimationTrackKey(self, .frame) }
    var presentation: Double { model + clock.presentationOffset(for: key).x }

    /// Moves the model to `value` inside one transaction, as `View.animate` will.
    func animate(to value: Double, duration: Double, delay: Double = 0, timing: AnimationTiming = .curve(.easeInOut),
                 repetition: AnimationRepeat = .once, autoreverses: Bool = false, name: String) {
        let transaction = clock.beginTransaction { [unowned self] finished in
            log.append("\(name):\(finished)@\(clock.now)")
        }
        let delta = AnimationVector(x: model - value, y: 0, width: 0, height: 0)
        clock.addAnimation(AdditiveAnimation(delta: delta, startTime: 0, delay: delay, duration: duration, timing: timing,
                                             repetition: repetition, autoreverses: autoreverses),
                           for: key, in: transaction)
        model = value
        clock.commit(transaction)
    }
}

@Suite("Additive animations")
struct AdditiveAnimationTests {
    static let easeInOutTable: [(t: Double, x: Double)] = [
        (0.25, 12.9162), (0.5, 50), (0.6, 64.8394), (0.75, 74.1676), (1.0, 50), (1.25, 12.9162), (1.5, 0),
    ]
    static let linearTable: [(t: Double, x: Double)] = [
        (0.25, 25), (0.5, 50), (0.6, 50), (0.75, 50), (1.0, 50), (1.25, 25), (1.5, 0),
    ]

    /// x animates 0→100 over 1 s; at t = 0.5 a 1 s animation sends it back to 0.
    private func interruption(curve: TimingCurve, samples: [(t: Double, x: Double)]) {
        let clock = AnimationClock()
        let probe = Probe(clock: clock)
        probe.animate(to: 100, duration: 1, timing: .curve(curve), name: "out")
        #expect(probe.model == 100)
        for sample in samples {
            clock.advance(to: sample.t)
            if sample.t == 0.5 {
                #expect(near(probe.presentation, 50, 1e-4))
                probe.animate(to: 0, duration: 1, timing: .curve(curve), name: "back")
                #expect(probe.model == 0)
            }
            #expect(near(probe.presentation, sample.x, 1e-4), "t = \(sample.t)")
        }
        #expect(probe.log == ["out:true@1.0", "back:true@1.5"])
        #expect(clock.animations(for: probe.key).isEmpty)
    }

    @Test("interruption blends without a jump (easeInOut)")
    func interruptionEaseInOut() { interruption(curve: .easeInOut, samples: Self.easeInOutTable) }

    @Test("interruption blends without a jump (linear)")
    func interruptionLinear() { interruption(curve: .linear, samples: Self.linearTable) }

    @Test("offset is Δ·(1 − progress); during the delay the old value shows",
          arguments: [(0.0, 100.0), (0.2, 100.0), (0.5, 100.0), (0.75, 50.0), (1.0, 0.0), (2.0, 0.0)])
    func delayShowsOldValue(time: Double, offset: Double) {
        let animation = AdditiveAnimation(delta: AnimationVector(scalar: 100), startTime: 0, delay: 0.5,
                                          duration: 0.5, timing: .curve(.linear))
        #expect(near(animation.offset(at: time).scalar, offset, 1e-12))
        #expect(animation.endTime == 1.0)
    }

    @Test("autoreverse plays back through the curve, then shows the model; repeat cycles forever",
          arguments: [
              (false, 0.25, 0.25), (false, 1.0, 1.0), (false, 1.5, 0.5), (false, 1.99, 0.01), (false, 2.5, 1.0),
              (true, 0.25, 0.25), (true, 1.5, 0.5), (true, 2.25, 0.25), (true, 3.0, 1.0), (true, 100.5, 0.5),
          ])
    func autoreverse(repeats: Bool, time: Double, progress: Double) {
        let animation = AdditiveAnimation(delta: AnimationVector(scalar: 1), startTime: 0, duration: 1,
                                          timing: .curve(.linear), repetition: repeats ? .forever : .once,
                                          autoreverses: true)
        #expect(near(animation.progress(at: time), progress, 1e-9))
        #expect(animation.endTime == (repeats ? nil : 2.0))
    }

    @Test("repeat without autoreverse restarts each cycle",
          arguments: [(0.5, 0.5), (1.0, 0.0), (1.25, 0.25), (7.75, 0.75)])
    func repeatCycles(time: Double, progress: Double) {
        let animation = AdditiveAnimation(delta: AnimationVector(scalar: 1), startTime: 0, duration: 1,
                                          timing: .curve(.linear), repetition: .forever)
        #expect(near(animation.progress(at: time), progress, 1e-9))
    }

    @Test("a repeating animation keeps runUntilIdle from finishing; removal completes it with false")
    func repeatingAnimation() throws {
        let clock = AnimationClock()
        let probe = Probe(clock: clock)
        probe.animate(to: 10, duration: 1, timing: .curve(.linear), repetition: .forever, name: "loop")
        #expect(throws: AnimationClockError.limitExceeded(limit: 5, now: 0)) {
            try clock.runUntilIdle(limit: 5)
        }
        clock.advance(to: 2.5)
        #expect(near(probe.presentation, 5, 1e-9))
        clock.removeAnimations(of: probe)
        #expect(probe.presentation == 10)
        #expect(probe.log.isEmpty)
        try clock.runUntilIdle()
        #expect(probe.log == ["loop:false@2.5"])
    }

    @Test("removing an animating object completes its transaction with false on the next advance")
    func removalFinishesFalse() {
        let clock = AnimationClock()
        let probe = Probe(clock: clock)
        probe.animate(to: 40, duration: 1, name: "move")
        clock.advance(to: 0.3)
        clock.removeAnimations(for: probe.key)
        #expect(probe.log.isEmpty)
        clock.advance(by: 0)
        #expect(probe.log == ["move:false@0.3"])
        clock.advance(to: 2)
        #expect(probe.log.count == 1)
    }

    @Test("an empty or zero-delta transaction completes on the next advance, even advance(by: 0)")
    func emptyTransaction() {
        let clock = AnimationClock(now: 1)
        let probe = Probe(clock: clock, model: 5)
        probe.animate(to: 5, duration: 1, name: "same")
        #expect(clock.animations(for: probe.key).isEmpty)
        #expect(probe.log.isEmpty)
        clock.advance(by: 0)
        #expect(probe.log == ["same:true@1.0"])
    }

    @Test("a completion that starts an animation starts it at its own event time")
    func completionChains() {
        let clock = AnimationClock()
        let probe = Probe(clock: clock)
        let first = clock.beginTransaction { _ in probe.animate(to: 0, duration: 1, timing: .curve(.linear), name: "back") }
        clock.addAnimation(AdditiveAnimation(delta: AnimationVector(scalar: -100), startTime: 0, duration: 1,
                                             timing: .curve(.linear)), for: probe.key, in: first)
        probe.model = 100
        clock.commit(first)
        clock.advance(to: 1.5)   // first ends at 1.0; "back" starts then, half way at 1.5
        #expect(near(probe.presentation, 50, 1e-9))
        #expect(clock.animations(for: probe.key).map(\.startTime) == [1.0])
        clock.advance(to: 2)
        #expect(probe.log == ["back:true@2.0"])
    }

    @Test("a UIKit spring animation ends exactly at its duration")
    func springEndsAtDuration() {
        let clock = AnimationClock()
        let probe = Probe(clock: clock)
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 0.7)
        probe.animate(to: 100, duration: spring.settlingDuration, timing: .spring(spring), name: "spring")
        clock.advance(to: 0.25)
        #expect(near(probe.presentation, 100 * spring.progress(at: 0.25), 1e-9))
        clock.advance(to: 0.4999)
        #expect(probe.log.isEmpty && probe.presentation != 100)
        clock.advance(to: 0.5)
        #expect(probe.log == ["spring:true@0.5"])
        #expect(probe.presentation == 100)
    }

    @Test("1 × 0.3 s and 300 × 1 ms give identical values and completion times",
          arguments: [AnimationTiming.curve(.easeInOut), .spring(Spring(response: 0.4, dampingRatio: 0.6))])
    func steppingDoesNotMatter(timing: AnimationTiming) {
        func run(steps: Int) -> (Double, [String]) {
            let clock = AnimationClock()
            let probe = Probe(clock: clock)
            probe.animate(to: 100, duration: 0.3, timing: timing, name: "a")
            probe.animate(to: 30, duration: 0.2, delay: 0.05, timing: timing, name: "b")
            clock.advance(to: 0.05)
            for _ in 0..<steps { clock.advance(by: 0.22 / Double(steps)) }
            return (probe.presentation, probe.log)
        }
        let coarse = run(steps: 1)
        let fine = run(steps: 250)
        #expect(coarse.0 == fine.0)
        #expect(coarse.0 != 30)
        #expect(coarse.1 == ["b:true@0.25"] && fine.1 == coarse.1)
        let clockA = AnimationClock()
        let clockB = AnimationClock()
        let probeA = Probe(clock: clockA)
        let probeB = Probe(clock: clockB)
        probeA.animate(to: 100, duration: 0.3, timing: timing, name: "a")
        probeB.animate(to: 100, duration: 0.3, timing: timing, name: "a")
        clockA.advance(by: 0.3)
        for _ in 0..<300 { clockB.advance(by: 0.001) }
        #expect(probeA.presentation == probeB.presentation)
        #expect(probeA.log == ["a:true@0.3"] && probeB.log == probeA.log)
    }
}
