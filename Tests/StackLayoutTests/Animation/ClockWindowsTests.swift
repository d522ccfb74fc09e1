import Testing
@_spi(Testing) import StackLayout

/// A clock knows the windows whose animations it drives without keeping them alive: a refused
/// step is reported to the windows still alive, and a freed window is forgotten.
@Suite("Windows of a shared clock")
struct ClockWindowsTests {
    @Test("a refused step reaches the live windows only; freed windows leave no entry")
    func refusedStepReachesLiveWindows() {
        let clock = AnimationClock(now: 1)
        let kept = testWindow(clock: clock)
        weak var freed: Window?
        do {
            let window = testWindow(clock: clock)
            freed = window
        }
        #expect(freed == nil)
        clock.advance(by: -1)
        #expect(kept.diagnostics.count == 1)
        // A window attached later makes the clock forget the freed one.
        let later = testWindow(clock: clock)
        clock.advance(by: .nan)
        #expect(kept.diagnostics.count == 2)
        #expect(later.diagnostics.count == 1)
        #expect(clock.now == 1)
    }
}
