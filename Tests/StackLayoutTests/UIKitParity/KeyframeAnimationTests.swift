import StackLayout
import Testing

@Suite("Keyframe animations")
struct KeyframeAnimationTests {
    /// A 50 × 50 view whose leading edge is `window.leading + constant`, laid out at 0.
    private func constrainedView() -> (Window, View, LayoutConstraint) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let view = View()
        window.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        LayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        return (window, view, leading)
    }

    /// Two keyframes of one second: the constant goes 0 → 100 in the first quarter and
    /// 100 → 200 in the other three; paced, each moves 100 points and takes half the time.
    @Test("a constant changed in a keyframe animates over that keyframe's share", arguments: [
        (false, 0.125, 50.0), (false, 0.25, 100), (false, 0.625, 150), (false, 1, 200),
        (true, 0.125, 25), (true, 0.25, 50), (true, 0.5, 100), (true, 0.75, 150), (true, 1, 200),
    ])
    func constantChanges(paced: Bool, time: Double, x: Double) {
        let (window, view, leading) = constrainedView()
        View.animateKeyframes(withDuration: 1, options: paced ? .calculationModePaced : .calculationModeLinear) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { leading.constant = 100 }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { leading.constant = 200 }
        }
        #expect(view.frame.minX == 200)   // the model is final at once
        window.clock.advance(by: time)
        #expect(abs(view.presentation.frame.minX - x) < 1e-9)
    }

    @Test("frames and alpha in keyframes after a delay; the completion runs once at the end with true")
    func framesAlphaDelayAndCompletion() throws {
        let window = Window(size: Size(width: 375, height: 667))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var completions: [Bool] = []
        View.animateKeyframes(withDuration: 2, delay: 1, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.frame.origin.y = 100 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { completions.append($0) })
        window.clock.advance(by: 1.5)   // a quarter through: half of the first keyframe
        #expect(view.presentation.frame.minY == 50 && view.presentation.alpha == 1)
        window.clock.advance(by: 1)     // three quarters: the second keyframe half-way
        #expect(view.presentation.frame.minY == 100 && view.presentation.alpha == 0.5)
        #expect(completions.isEmpty)
        try window.clock.runUntilIdle()
        #expect(completions == [true])
        #expect(view.presentation.alpha == 0)
    }

    @Test("a keyframe added outside a keyframe block applies at once")
    func keyframeOutsideABlock() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.25 }
        #expect(view.alpha == 0.25)
    }
}
