import Testing
@testable import StackLayout

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) < tolerance }

private final class Target {}

@Suite("Animation blocks and parameters")
struct AnimationBlockTests {
    @Test("options become parameters: curve, repeat, autoreverse; bad values count as 0")
    func parametersFromOptions() {
        let plain = AnimationParameters(duration: 0.3, delay: 0.1, options: [.curveLinear, .repeat, .autoreverse])
        #expect(plain.timing == .curve(.linear) && plain.repetition == .forever && plain.autoreverses)
        #expect(plain.duration == 0.3 && plain.delay == 0.1)
        let bad = AnimationParameters(duration: -1, delay: .nan)
        #expect(bad.duration == 0 && bad.delay == 0 && bad.timing == .curve(.easeInOut))
        let spring = AnimationParameters(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
        guard case .spring(let s) = spring.timing else { Issue.record("expected a spring"); return }
        #expect(near(s.angularFrequency, 19.679293, 1e-6) && s.settlingDuration == 0.5)
    }

    @Test("nested blocks inherit duration, curve and repeat options unless overridden",
          arguments: [
              (AnimationOptions(), 2.0, TimingCurve.easeIn, true),
              (AnimationOptions.overrideInheritedDuration, 0.5, TimingCurve.easeIn, true),
              (AnimationOptions([.overrideInheritedCurve, .curveLinear]), 2.0, TimingCurve.linear, true),
              (AnimationOptions.overrideInheritedOptions, 2.0, TimingCurve.easeIn, false),
          ])
    func nesting(inner: AnimationOptions, duration: Double, curve: TimingCurve, autoreverses: Bool) {
        let outer = AnimationParameters(duration: 2, options: [.curveEaseIn, .autoreverse])
        let resolved = outer.resolving(nested: AnimationParameters(duration: 0.5, options: inner))
        #expect(resolved.duration == duration)
        #expect(resolved.timing == .curve(curve))
        #expect(resolved.autoreverses == autoreverses)
    }

    @Test("a block records frame and alpha changes as additive animations and completes once")
    func recordAndComplete() {
        let clock = AnimationClock()
        let target = Target()
        var results: [String] = []
        let block = AnimationScope(parameters: AnimationParameters(duration: 1, options: .curveLinear)) {
            results.append("done:\($0)@\(clock.now)")
        }
        let oldFrame = AnimationVector(x: 0, y: 0, width: 10, height: 10)
        let newFrame = AnimationVector(x: 100, y: 0, width: 20, height: 10)
        block.record(target, .frame, from: oldFrame, to: newFrame, on: clock)
        block.record(target, .alpha, from: AnimationVector(scalar: 1), to: AnimationVector(scalar: 0), on: clock)
        block.record(target, .alpha, from: AnimationVector(scalar: 0), to: AnimationVector(scalar: 0), on: clock)
        #expect(block.clocks.count == 1)
        block.commit(fallbackClock: nil)
        clock.advance(to: 0.25)
        let frame = newFrame + clock.presentationOffset(for: AnimationTrackKey(target, .frame))
        #expect(frame == AnimationVector(x: 25, y: 0, width: 12.5, height: 10))
        #expect(clock.presentationOffset(for: AnimationTrackKey(target, .alpha)).scalar == 0.75)
        #expect(results.isEmpty)
        clock.advance(to: 1)
        #expect(results == ["done:true@1.0"])
    }

    @Test("a block spanning two clocks completes after both; removal on one makes it false")
    func twoClocks() {
        let first = AnimationClock()
        let second = AnimationClock()
        let a = Target()
        let b = Target()
        var results: [Bool] = []
        let block = AnimationScope(parameters: AnimationParameters(duration: 1)) { results.append($0) }
        block.record(a, .frame, from: AnimationVector(scalar: 0), to: AnimationVector(scalar: 1), on: first)
        block.record(b, .frame, from: AnimationVector(scalar: 0), to: AnimationVector(scalar: 1), on: second)
        block.commit(fallbackClock: nil)
        second.removeAnimations(of: b)
        second.advance(by: 0)
        #expect(results.isEmpty)
        first.advance(to: 1)
        #expect(results == [false])
    }

    @Test("a block that changed nothing completes on the fallback clock's next advance")
    func emptyBlock() {
        let clock = AnimationClock()
        var results: [Bool] = []
        let block = AnimationScope(parameters: AnimationParameters(duration: 1)) { results.append($0) }
        block.commit(fallbackClock: clock)
        #expect(results.isEmpty)
        clock.advance(by: 0)
        #expect(results == [true])
        #expect(block.record(Target(), .alpha, from: .zero, to: AnimationVector(scalar: 1), on: clock) == nil)
    }
}
