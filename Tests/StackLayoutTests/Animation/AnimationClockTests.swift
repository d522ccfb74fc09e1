import Testing
@testable import StackLayout

@Suite("Animation clock")
struct AnimationClockTests {
    @Test("advance(by:) and advance(to:) move time forward only; bad input never crashes",
          arguments: [
              (step: 0.25, absolute: false, expected: 1.25),
              (step: 0, absolute: false, expected: 1.0),
              (step: -3, absolute: false, expected: 1.0),
              (step: .nan, absolute: false, expected: 1.0),
              (step: .infinity, absolute: false, expected: 1.0),
              (step: 2.5, absolute: true, expected: 2.5),
              (step: 0.5, absolute: true, expected: 1.0),
              (step: .nan, absolute: true, expected: 1.0),
              (step: -.infinity, absolute: true, expected: 1.0),
          ])
    func advancing(step: Double, absolute: Bool, expected: Double) {
        let clock = AnimationClock(now: 1)
        if absolute { clock.advance(to: step) } else { clock.advance(by: step) }
        #expect(clock.now == expected)
    }

    @Test("init keeps a finite start and maps NaN/infinity to 0",
          arguments: [(3.5, 3.5), (-2.0, -2.0), (Double.nan, 0.0), (Double.infinity, 0.0)])
    func initialTime(start: Double, expected: Double) {
        #expect(AnimationClock(now: start).now == expected)
    }

    @Test("due events run in time order, then creation order, with now at their time")
    func eventOrder() {
        let clock = AnimationClock()
        var log: [String] = []
        for (name, time) in [("c", 0.3), ("a1", 0.1), ("a2", 0.1), ("b", 0.2), ("late", 0.9)] {
            clock.schedule(at: time) { log.append("\(name)@\($0.now)") }
        }
        clock.advance(to: 0.5)
        #expect(log == ["a1@0.1", "a2@0.1", "b@0.2", "c@0.3"])
        #expect(clock.now == 0.5)
        clock.advance(by: 0.4)
        #expect(log.last == "late@0.9")
    }

    @Test("a handler's new events at its own time or before the target run in the same advance")
    func handlerSchedulesEvents() {
        let clock = AnimationClock()
        var log: [String] = []
        clock.schedule(at: 0.2) { clock in
            log.append("first@\(clock.now)")
            clock.schedule(at: clock.now) { log.append("same@\($0.now)") }
            clock.schedule(at: 0.4) { log.append("later@\($0.now)") }
            clock.schedule(at: 0.7) { log.append("beyond@\($0.now)") }
        }
        clock.schedule(at: 0.3) { log.append("existing@\($0.now)") }
        clock.advance(to: 0.5)
        #expect(log == ["first@0.2", "same@0.2", "existing@0.3", "later@0.4"])
        clock.advance(to: 1)
        #expect(log.last == "beyond@0.7")
    }

    @Test("an event at now never runs synchronously; advance(by: 0) runs it")
    func zeroDurationEvent() {
        let clock = AnimationClock(now: 2)
        var ran = 0
        clock.schedule(at: clock.now) { _ in ran += 1 }
        clock.schedule(at: 1) { _ in ran += 10 }  // in the past: clamped to now
        #expect(ran == 0)
        clock.advance(by: 0)
        #expect(ran == 11)
        #expect(clock.now == 2)
    }

    @Test("cancelled events do not run")
    func cancel() {
        let clock = AnimationClock()
        var ran = false
        let id = clock.schedule(at: 0.1) { _ in ran = true }
        #expect(clock.cancelEvent(id))
        #expect(!clock.cancelEvent(id))
        clock.advance(by: 1)
        #expect(!ran)
    }

    @Test("advancing from inside a handler is ignored")
    func reentrantAdvance() {
        let clock = AnimationClock()
        var seen: [Double] = []
        clock.schedule(at: 0.1) { clock in
            clock.advance(to: 5)
            seen.append(clock.now)
        }
        clock.advance(to: 0.2)
        #expect(seen == [0.1])
        #expect(clock.now == 0.2)
    }

    @Test("a handler rescheduling itself at the same instant cannot hang advance")
    func runawayHandler() {
        let clock = AnimationClock()
        var count = 0
        func again(_ clock: AnimationClock) {
            count += 1
            clock.schedule(at: clock.now, again)
        }
        clock.schedule(at: 0.5, again)
        clock.advance(to: 1)
        #expect(count == AnimationClock.eventBudgetPerAdvance)
        #expect(clock.now == 0.5)
        #expect(throws: AnimationClockError.limitExceeded(limit: 1, now: 0.5)) {
            try clock.runUntilIdle(limit: 1)
        }
    }

    @Test("tick observers run after every advance until removed")
    func tickObservers() {
        let clock = AnimationClock()
        var ticks: [Double] = []
        let id = clock.addTickObserver { ticks.append($0.now) }
        clock.advance(by: 0.1)
        clock.advance(by: 0)
        clock.removeTickObserver(id)
        clock.advance(by: 0.1)
        #expect(ticks == [0.1, 0.1])
    }

    @Test("runUntilIdle runs every event and stops at the last one")
    func runUntilIdle() throws {
        let clock = AnimationClock()
        var log: [Double] = []
        clock.schedule(at: 0.5) { clock in
            log.append(clock.now)
            clock.schedule(at: clock.now + 2) { log.append($0.now) }
        }
        try clock.runUntilIdle()
        #expect(log == [0.5, 2.5])
        #expect(clock.now == 2.5)
        try clock.runUntilIdle()
        #expect(clock.now == 2.5)
    }

    @Test("runUntilIdle throws on completions that keep starting work past the limit")
    func endlessChain() {
        let clock = AnimationClock()
        func tick(_ clock: AnimationClock) { clock.schedule(at: clock.now + 1, tick) }
        clock.schedule(at: 1, tick)
        #expect(throws: AnimationClockError.limitExceeded(limit: 10, now: 10)) {
            try clock.runUntilIdle(limit: 10)
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
