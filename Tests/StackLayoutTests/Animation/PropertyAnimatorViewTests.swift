import TestSupport
import Testing
import StackLayout

@Suite("PropertyAnimator driving views")
struct PropertyAnimatorViewTests {
    /// The movable card and an animator moving it to x = 100 (linear, `duration` seconds) whose
    /// completions are recorded, started and run to 0.5 s.
    private final class HalfWayMove {
        let window: Window
        let card: View
        let animator: PropertyAnimator
        var ended: [AnimatingPosition] = []

        init(duration: Double = 1) {
            let (window, card, leading) = movableCard()
            (self.window, self.card) = (window, card)
            animator = PropertyAnimator(duration: duration, curve: .linear, clock: window.clock) { leading.constant = 100 }
            animator.addCompletion { [unowned self] in ended.append($0) }
            animator.startAnimation()
            window.clock.advance(to: 0.5)
        }
    }

    @Test("startAnimation runs the block (with its layout pass) and the clock drives the views")
    func start() throws {
        let (window, view, leading) = movableCard()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: window.clock) {
            leading.constant = 200
            view.alpha = 0
        }
        animator.addCompletion { positions.append($0) }
        #expect(view.frame.minX == 0)   // nothing runs before the animator starts
        animator.startAnimation()
        #expect(view.frame.minX == 200)
        expectOnScreen(view, 0, 10, 100, 50)
        window.clock.advance(to: 0.25)
        expectOnScreen(view, 50, 10, 100, 50)
        expectNear(view.presentation.alpha, 0.75)
        window.clock.advance(to: 1)
        expectOnScreen(view, 200, 10, 100, 50)
        #expect(positions == [.end])
        #expect(view.presentation.alpha == 0)
    }

    @Test("pause and scrub fractionComplete (linear), then resume with the curve")
    func scrub() throws {
        let (window, view, leading) = movableCard()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn, clock: window.clock) { leading.constant = 100 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        expectOnScreen(view, 0, 10, 100, 50)
        animator.fractionComplete = 0.3
        expectOnScreen(view, 30, 10, 100, 50)
        animator.fractionComplete = 0.8
        expectOnScreen(view, 80, 10, 100, 50)
        window.clock.advance(to: 5)
        expectOnScreen(view, 80, 10, 100, 50)
        animator.startAnimation()
        window.clock.advance(to: 5.1)   // fraction 0.9 through easeIn
        expectOnScreen(view, 100 * TimingCurve.easeIn.value(at: 0.9), 10, 100, 50)
        window.clock.advance(to: 5.2)
        expectOnScreen(view, 100, 10, 100, 50)
        #expect(animator.state == .inactive)
    }

    @Test("stop then finish at each position settles the model",
          arguments: [(AnimatingPosition.end, 100.0), (.start, 0.0), (.current, 50.0)])
    func stopAndFinish(position: AnimatingPosition, x: Double) throws {
        let move = HalfWayMove()
        let (window, view, animator) = (move.window, move.card, move.animator)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        window.clock.advance(to: 0.7)
        expectOnScreen(view, 50, 10, 100, 50)
        animator.finishAnimation(at: position)
        #expect(move.ended == [position])
        #expect(view.frame.minX == x)
        expectOnScreen(view, x, 10, 100, 50)
        animator.finishAnimation(at: .end)
        #expect(move.ended == [position] && view.frame.minX == x)
        #expect(window.diagnostics == [.refusedOperation(
            operation: "PropertyAnimator.finishAnimation(at: .end)",
            reason: "only a stopped animator can finish (call stopAnimation(false) first)")])
    }

    @Test("stopAnimation(true) leaves the views where they are, without completions")
    func stopWithoutFinishing() throws {
        let move = HalfWayMove(duration: 2)
        let (view, animator) = (move.card, move.animator)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && move.ended.isEmpty)
        #expect(view.frame.minX == 25)
        expectOnScreen(view, 25, 10, 100, 50)
    }

    @Test("reversing returns the views to the start; addAnimations with views on an active animator")
    func reverseAndAdd() throws {
        let move = HalfWayMove()
        let (window, view, animator) = (move.window, move.card, move.animator)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        expectNear(view.presentation.alpha, 1)
        window.clock.advance(to: 0.875)   // fraction 0.875: the alpha animation is half-way
        expectNear(view.presentation.alpha, 0.5)
        animator.isReversed = true
        window.clock.advance(to: 1.0)
        expectOnScreen(view, 75, 10, 100, 50)
        window.clock.advance(to: 2)
        #expect(move.ended == [.start])
        #expect(view.frame.minX == 0 && view.alpha == 1)
        expectOnScreen(view, 0, 10, 100, 50)
    }

    @Test("scrubbing a stack hide: the view collapses with the fraction and leaves the screen at the end")
    func scrubStackHide() throws {
        let window = testWindow()
        let top = IntrinsicView("top", 100, 30)
        let bottom = IntrinsicView("bottom", 100, 40)
        let stack = verticalStack([top, bottom], spacing: 10, acrossTheTopOf: window)
        window.layoutIfNeeded()
        let animator = PropertyAnimator(duration: 1, clock: window.clock) { bottom.isHidden = true }
        animator.fractionComplete = 0.5
        #expect(bottom.isHidden && !bottom.presentation.isHidden)
        expectOnScreen(bottom, 0, 35, 375, 20)
        expectOnScreen(stack, 0, 0, 375, 55)
        animator.startAnimation()
        window.clock.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(bottom.presentation.isHidden)
        expectOnScreen(stack, 0, 0, 375, 30)
    }
}
