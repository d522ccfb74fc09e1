import TestSupport
import Testing
import StackLayout

/// The animations of the screen scenarios (a popup, a priority swap, sliding labels, a menu),
/// run through real views and constraints and asserted on screen (`presentation`) mid-way and
/// at the end (tolerance 1e-4).
@Suite("Screen animations")
struct ScreenAnimationTests {
    // MARK: A popup revealed from height 0

    @Test("popup: the first layout pass sets height 0, the animated second one reveals the content")
    func popupReveal() throws {
        let window = testWindow()
        let popup = PopupView()
        window.addSubview(popup)
        window.layoutIfNeeded()
        expectOnScreen(popup, 37.5, 333.5, 300, 0)
        let height = try #require(popup.contentHeight)
        View.animate(withDuration: 0.5, animations: {
            height.constant = popup.content.intrinsicContentSize.height
            window.layoutIfNeeded()
        })
        #expect(popup.frame == Rect(x: 37.5, y: 273.5, width: 300, height: 120))
        window.clock.advance(to: 0.125)   // easeInOut(0.25) = 0.129162
        expectOnScreen(popup, 37.5, 333.5 - 60 * 0.129162, 300, 120 * 0.129162, tolerance: 1e-3)
        window.clock.advance(to: 0.25)
        expectOnScreen(popup, 37.5, 303.5, 300, 60)
        expectOnScreen(popup.content, 0, 0, 300, 60)
        window.clock.advance(to: 0.5)
        expectOnScreen(popup, 37.5, 273.5, 300, 120)
        expectOnScreen(popup.content, 0, 0, 300, 120)
    }

    @Test("popup without the first layout pass: first frames never animate")
    func popupWithoutFirstPass() {
        let window = testWindow()
        let popup = PopupView()
        window.addSubview(popup)
        View.animate(withDuration: 0.5, animations: { window.layoutIfNeeded() })
        expectOnScreen(popup, 37.5, 333.5, 300, 0)
        expectOnScreen(popup.content, 0, 0, 300, 0)
    }

    // MARK: A priority swap, left → right → left, completion re-triggers

    @Test("priority swap: swapping 999/998 slides the box; the completion re-triggers until it is removed")
    func prioritySwapLoop() {
        let (window, container) = windowWithView("container", width: 600, height: 400)
        let inner = namedView("inner")
        container.addSubview(inner)
        let left = inner.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        left.priority = 999
        let right = inner.trailingAnchor.constraint(equalTo: container.trailingAnchor)
        right.priority = 998
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 500),
            container.heightAnchor.constraint(equalToConstant: 300),
            inner.widthAnchor.constraint(equalToConstant: 200), inner.heightAnchor.constraint(equalToConstant: 200),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 50), left, right,
        ])
        window.layoutIfNeeded()
        var log: [String] = []
        func animate() {
            View.animate(withDuration: 1, animations: {
                let previousRight = right.priority
                right.priority = left.priority
                left.priority = previousRight
                container.layoutIfNeeded()
            }, completion: { finished in
                log.append("\(finished)@\(window.clock.now)")
                if finished { animate() }
            })
        }
        animate()
        let expected: [(Double, Double)] = [
            (0.25, 38.7486), (0.5, 150), (1.0, 300), (1.25, 261.2514), (1.5, 150), (2.0, 0), (2.25, 38.7486),
        ]
        for (time, x) in expected {
            window.clock.advance(to: time)
            expectOnScreen(inner, x, 50, 200, 200)
        }
        #expect(log == ["true@1.0", "true@2.0"])
        expectOnScreen(container, 0, 0, 500, 300)
        inner.removeFromSuperview()
        window.clock.advance(by: 0.01)
        #expect(log == ["true@1.0", "true@2.0", "false@2.25"])
        #expect(throws: Never.self) { try window.clock.runUntilIdle(limit: 5) }
    }

    // MARK: Question labels slide with alpha; the completion swaps the references

    /// A quiz screen: the current question label in the middle, the next one a screen width to
    /// the left and transparent.
    final class QuizController {
        let view = testWindow()
        var currentQuestionLabel = IntrinsicView("question 1", 120, 20)
        var nextQuestionLabel = IntrinsicView("question 2", 120, 20)
        var currentQuestionLabelCenterXConstraint: LayoutConstraint
        var nextQuestionLabelCenterXConstraint: LayoutConstraint

        init() {
            for label in [currentQuestionLabel, nextQuestionLabel] {
                view.addSubview(label)
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            }
            currentQuestionLabelCenterXConstraint = currentQuestionLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            nextQuestionLabelCenterXConstraint = nextQuestionLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            LayoutConstraint.activate([currentQuestionLabelCenterXConstraint, nextQuestionLabelCenterXConstraint])
            nextQuestionLabel.alpha = 0
            updateOffScreenLabel()
            view.layoutIfNeeded()
        }

        func updateOffScreenLabel() {
            nextQuestionLabelCenterXConstraint.constant = -view.frame.width
        }

        /// Slides the next question in and the current one out; with `preFlush`, pending layout
        /// (the new text's width) is applied before the animation so that it does not animate.
        func animateLabelTransitions(preFlush: Bool) {
            if preFlush { view.layoutIfNeeded() }
            let screenWidth = view.frame.width
            nextQuestionLabelCenterXConstraint.constant = 0
            currentQuestionLabelCenterXConstraint.constant += screenWidth
            View.animate(withDuration: 0.5, delay: 0, options: [], animations: {
                self.currentQuestionLabel.alpha = 0
                self.nextQuestionLabel.alpha = 1
                self.view.layoutIfNeeded()
            }, completion: { _ in
                swap(&self.currentQuestionLabel, &self.nextQuestionLabel)
                swap(&self.currentQuestionLabelCenterXConstraint, &self.nextQuestionLabelCenterXConstraint)
                self.updateOffScreenLabel()
            })
        }
    }

    @Test("sliding labels: labels slide and fade; with the pre-flush the new text's width does not animate")
    func questionLabelsWithPreFlush() {
        let quiz = QuizController()
        let first = quiz.currentQuestionLabel
        let second = quiz.nextQuestionLabel
        expectOnScreen(first, 127.5, 100, 120, 20)
        expectOnScreen(second, -247.5, 100, 120, 20)
        second.intrinsic = Size(width: 160, height: 20)   // the next question's text
        quiz.animateLabelTransitions(preFlush: true)
        let clock = quiz.view.clock
        clock.advance(to: 0.25)
        expectOnScreen(second, -80, 100, 160, 20)
        expectOnScreen(first, 315, 100, 120, 20)
        expectNear(first.presentation.alpha, 0.5)
        expectNear(second.presentation.alpha, 0.5)
        clock.advance(to: 0.5)
        #expect(quiz.currentQuestionLabel === second && quiz.nextQuestionLabel === first)
        quiz.view.layoutIfNeeded()   // the off-screen reset happens outside the animation
        expectOnScreen(second, 107.5, 100, 160, 20)
        expectOnScreen(first, -247.5, 100, 120, 20)
        #expect(first.presentation.alpha == 0 && second.presentation.alpha == 1)
        // The next round uses the swapped references.
        first.intrinsic = Size(width: 90, height: 20)
        quiz.animateLabelTransitions(preFlush: true)
        clock.advance(to: 0.75)
        expectOnScreen(first, -45, 100, 90, 20)
        expectOnScreen(second, 295, 100, 160, 20)
        clock.advance(to: 1)
        quiz.view.layoutIfNeeded()
        expectOnScreen(first, 142.5, 100, 90, 20)
        expectOnScreen(second, -267.5, 100, 160, 20)
    }

    @Test("sliding labels without the pre-flush: the label's width animates too")
    func questionLabelsWithoutPreFlush() {
        let quiz = QuizController()
        let second = quiz.nextQuestionLabel
        second.intrinsic = Size(width: 160, height: 20)
        quiz.animateLabelTransitions(preFlush: false)
        quiz.view.clock.advance(to: 0.25)
        expectOnScreen(second, -70, 100, 140, 20)
    }

    // MARK: A menu height spring, multiplier swap

    @Test("menu: the menu grows 60 → 200 with a spring (0.33) and the table follows")
    func menuSpring() {
        let screen = MenuScreen()
        let (window, menu, table, menuHeight) = (screen.window, screen.menu, screen.table, screen.menuHeight)
        menuHeight.constant = 200
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.33, initialSpringVelocity: 0,
                     options: [], animations: { window.layoutIfNeeded() })
        // ω₀ = 17.747703 (envelope 0.001 at 1 s); progress 0.864541, 1.185715, 1.010503.
        let expected: [(Double, Double)] = [(0.1, 181.0357), (0.25, 226.0001), (0.5, 201.4705), (1, 200)]
        for (time, height) in expected {
            window.clock.advance(to: time)
            expectOnScreen(menu, 0, 0, 375, height)
            expectOnScreen(table, 0, height, 375, 667 - height)
        }
    }

    @Test("menu: replacing the center constraint (found by identifier) with multiplier 1.5 animates")
    func multiplierSwap() {
        let screen = HeaderScreen()
        let (window, titleLabel) = (screen.window, screen.title)
        expectOnScreen(titleLabel, 137.5, 20, 100, 20)
        #expect(screen.replaceCenter(multiplier: 1.5) != nil)
        View.animate(withDuration: 0.5, animations: { window.layoutIfNeeded() })
        window.clock.advance(to: 0.25)
        expectOnScreen(titleLabel, 184.375, 20, 100, 20)
        window.clock.advance(to: 0.5)
        expectOnScreen(titleLabel, 231.25, 20, 100, 20)
    }
}
