import StackLayout
import Testing

/// UIKit's initialisers without a clock: the animator follows the clock of the window its
/// animations touch.
@Suite("PropertyAnimator without a clock argument")
struct PropertyAnimatorWithoutClockTests {
    @Test("(duration:curve:animations:) runs on the clock of the window its block touches")
    func curveInitializer() {
        let (window, view, leading) = movableCard()
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { leading.constant = 200 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.clock !== window.clock)    // not known before the block runs
        animator.startAnimation()
        #expect(animator.clock === window.clock)
        #expect(view.frame.minX == 200 && view.presentation.frame.minX == 0)
        window.clock.advance(by: 0.25)
        #expect(abs(view.presentation.frame.minX - 50) < 1e-9)
        window.clock.advance(by: 0.75)
        #expect(view.presentation.frame.minX == 200 && ended == [.end])
        #expect(window.diagnostics.isEmpty)
    }

    @Test("(duration:dampingRatio:animations:) lasts its duration on the window's clock")
    func springInitializer() {
        let (window, view, leading) = movableCard()
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 1) { leading.constant = 100 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        window.clock.advance(by: 0.25)
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 1)
        #expect(abs(view.presentation.frame.minX - 100 * spring.progress(at: 0.25)) < 1e-9)
        window.clock.advance(by: 0.2499)
        #expect(ended.isEmpty)
        window.clock.advance(by: 0.0001)
        #expect(ended == [.end] && view.presentation.frame.minX == 100)
    }

    @Test("pausing first finds the clock too, and scrubbing shows the fraction")
    func pauseThenScrub() {
        let (window, view, leading) = movableCard()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { leading.constant = 100 }
        animator.pauseAnimation()
        #expect(animator.clock === window.clock && animator.state == .active)
        animator.fractionComplete = 0.3
        #expect(abs(view.presentation.frame.minX - 30) < 1e-9)
    }

    @Test("runningPropertyAnimator starts after its delay with the curve of its options")
    func runningAnimator() {
        let (window, view, leading) = movableCard()
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { leading.constant = 80 },
            completion: { ended.append($0) })
        #expect(animator.state == .active && animator.isRunning)
        window.clock.advance(by: 0.5)
        #expect(view.presentation.frame.minX == 0)
        window.clock.advance(by: 0.5)
        #expect(abs(view.presentation.frame.minX - 40) < 1e-9)
        window.clock.advance(by: 0.5)
        #expect(ended == [.end] && view.presentation.frame.minX == 80)
    }

    @Test("animations that touch no window finish at once at the end")
    func noWindow() {
        let lone = View()
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { lone.alpha = 0.25 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        #expect(animator.state == .inactive && ended == [.end])
        #expect(lone.alpha == 0.25 && lone.presentation.alpha == 0.25)
    }

    @Test("LayoutPriority has UIKit's rawValue shape", arguments: [Float(1), 250, 999.5, 1000])
    func priorityRawValue(_ value: Float) {
        let priority = LayoutPriority(rawValue: value)
        #expect(priority.rawValue == value && priority == LayoutPriority(value))
        #expect((LayoutPriority.defaultHigh + 1).rawValue == 751)
    }
}
