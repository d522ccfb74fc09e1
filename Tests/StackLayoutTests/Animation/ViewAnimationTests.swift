import Testing
import StackLayout

@Suite("View.animate: model, presentation, interruption, completions")
struct ViewAnimationTests {
    @Test("the model jumps at once, the presentation follows the clock")
    func modelAndPresentation() {
        let (window, view) = boxInWindow()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            view.alpha = 0
        })
        #expect(view.frame.minX == 100 && view.alpha == 0)
        expectOnScreen(view, 0, 0, 10, 10)
        #expect(view.presentation.alpha == 1)
        window.clock.advance(by: 0.25)
        expectOnScreen(view, 25, 0, 10, 10)
        expectNear(view.presentation.alpha, 0.75)
        window.clock.advance(by: 1)
        #expect(view.presentation == Presentation(frame: view.frame, alpha: 0, isHidden: false))
    }

    @Test("interruption blends additively (easeInOut and linear); both completions true, in order",
          arguments: [
              (AnimationOptions.curveEaseInOut, [12.9162, 50, 64.8394, 74.1676, 50, 12.9162, 0]),
              (AnimationOptions.curveLinear, [25, 50, 50, 50, 50, 25, 0]),
          ])
    func interruption(options: AnimationOptions, expected: [Double]) {
        let (window, view) = boxInWindow()
        var log: [String] = []
        View.animate(withDuration: 1, options: options, animations: {
            view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
        }, completion: { log.append("first:\($0)@\(window.clock.now)") })
        #expect(view.frame.minX == 100)
        var seen: [Double] = []
        for time in [0.25, 0.5, 0.6, 0.75, 1.0, 1.25, 1.5] {
            window.clock.advance(to: time)
            if time == 0.5 {
                expectNear(view.presentation.frame.minX, 50)
                View.animate(withDuration: 1, options: options, animations: {
                    view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
                }, completion: { log.append("second:\($0)@\(window.clock.now)") })
                #expect(view.frame.minX == 0)
            }
            seen.append(view.presentation.frame.minX)
        }
        for (value, want) in zip(seen, expected) { expectNear(value, want) }
        #expect(log == ["first:true@1.0", "second:true@1.5"])
        #expect(!window.clock.hasRunningAnimations)
    }

    @Test("one step of 0.3 s and 300 steps of 1 ms give identical frames")
    func steppingDoesNotMatter() {
        func run(steps: Int) -> (Rect, Rect) {
            let (window, view) = windowWithView("v")
            let width = view.widthAnchor.constraint(equalToConstant: 50)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                width, view.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
            View.animate(withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, animations: {
                width.constant = 250
            })
            for _ in 0..<steps { window.clock.advance(by: 0.3 / Double(steps)) }
            #expect(window.clock.now == 0.3)
            return (view.presentation.frame, view.frame)
        }
        let once = run(steps: 1)
        let many = run(steps: 300)
        #expect(once.0 == many.0)
        #expect(once.1 == many.1)
        #expect(once.0.width != once.1.width)
    }

    @Test("forgetting layoutIfNeeded still animates; layout pending before the block animates too")
    func layoutRunsInsideTheBlock() {
        let (window, view) = windowWithView("v")
        let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 0)
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([top, height, view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   view.widthAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        height.constant = 110   // pending before the block
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            top.constant = 100  // no layoutIfNeeded
        })
        #expect(view.frame == Rect(x: 0, y: 100, width: 10, height: 110))
        window.clock.advance(to: 0.5)
        expectOnScreen(view, 0, 50, 10, 60)
    }

    @Test("a view's first frame never animates; its later frames do")
    func firstFrameNeverAnimates() {
        let window = testWindow()
        let view = namedView("v")
        let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        View.animate(withDuration: 1, animations: {
            window.addSubview(view)
            LayoutConstraint.activate([
                leading,
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 50),
            ])
        })
        expectOnScreen(view, 20, 30, 40, 50)
        View.animate(withDuration: 1, options: .curveLinear, animations: { leading.constant = 120 })
        window.clock.advance(to: 0.5)
        expectOnScreen(view, 70, 30, 40, 50)
    }

    @Test("completions never run inside animate; zero duration completes on the next advance (even by 0)")
    func zeroDuration() {
        let (window, view) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        #expect(results.isEmpty)
        #expect(view.presentation.alpha == 0.5)
        window.clock.advance(by: 0)
        #expect(results == [true])
    }

    @Test("during a delay the old value shows; the completion runs at delay + duration")
    func delay() {
        let (window, view) = boxInWindow()
        var finishedAt: Double?
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            view.frame.origin.x = 100
        }, completion: { _ in finishedAt = window.clock.now })
        window.clock.advance(to: 0.4)
        expectOnScreen(view, 0, 0, 10, 10)
        window.clock.advance(to: 1.0)
        expectOnScreen(view, 50, 0, 10, 10)
        window.clock.advance(to: 2)
        #expect(finishedAt == 1.5)
    }

    @Test("nested blocks inherit duration and curve unless overridden")
    func nesting() {
        let (window, view) = boxInWindow()
        let other = namedView("other", frame: Rect(x: 0, y: 20, width: 10, height: 10))
        window.addSubview(other)
        var log: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            View.animate(withDuration: 5, animations: { view.frame.origin.x = 100 },
                         completion: { _ in log.append("inherited@\(window.clock.now)") })
            View.animate(withDuration: 0.5, options: [.overrideInheritedDuration], animations: {
                other.frame.origin.x = 100
            }, completion: { _ in log.append("own@\(window.clock.now)") })
        }, completion: { _ in log.append("outer@\(window.clock.now)") })
        window.clock.advance(to: 0.25)
        expectOnScreen(view, 25, 0, 10, 10)
        expectOnScreen(other, 50, 20, 10, 10)
        window.clock.advance(to: 2)
        #expect(log == ["own@0.5", "inherited@1.0", "outer@1.0"])
    }

    @Test("performWithoutAnimation applies at once, even inside a block; flights already running go on")
    func withoutAnimation() {
        let (window, view) = boxInWindow()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame.origin.x = 100
            View.performWithoutAnimation { view.alpha = 0.2 }
        })
        #expect(view.presentation.alpha == 0.2)
        View.performWithoutAnimation { view.frame.origin.y = 40 }
        window.clock.advance(to: 0.5)
        expectOnScreen(view, 50, 40, 10, 10)
    }

    @Test("removing an animating view removes its animations: completion(false) on the next advance")
    func removalCompletesFalse() {
        let (window, view) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: { view.frame.origin.x = 100 }, completion: { results.append($0) })
        window.clock.advance(to: 0.3)
        view.removeFromSuperview()
        #expect(results.isEmpty)
        window.clock.advance(by: 0)
        #expect(results == [false])
        #expect(view.presentation.frame == view.frame)
    }

    @Test("the Spring form and UIKit's spring form honour their durations")
    func springForms() {
        let (window, view) = boxInWindow()
        var ends: [Double] = []
        View.animate(with: Spring(response: 0.5, dampingRatio: 0.7), animations: { view.frame.origin.x = 100 },
                     completion: { _ in ends.append(window.clock.now) })
        window.clock.advance(to: 0.25)
        expectNear(view.presentation.frame.minX, 98.4087)
        View.animate(withDuration: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                     animations: { view.alpha = 0 }, completion: { _ in ends.append(window.clock.now) })
        try? window.clock.runUntilIdle()
        #expect(ends.count == 2)
        #expect(ends.contains(0.75))
    }

    @Test("a plain view hidden inside an animation leaves the screen at once; its alpha still animates")
    func hiddenPlainView() {
        let (window, view) = boxInWindow()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.isHidden = true
            view.alpha = 0
        })
        #expect(view.isHidden && view.presentation.isHidden)
        window.clock.advance(to: 0.5)
        #expect(view.presentation.isHidden)
        expectNear(view.presentation.alpha, 0.5)
        view.isHidden = false
        #expect(view.presentation.isHidden == false)
        window.clock.advance(to: 3)
        #expect(view.presentation.isHidden == false)
    }

    @Test("repeat + autoreverse oscillates until the view is removed; runUntilIdle refuses to wait forever")
    func repeatingAutoreverse() {
        let (window, view) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: 1, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.frame.origin.x = 100
        }, completion: { results.append($0) })
        for (time, x) in [(0.5, 50.0), (1.0, 100), (1.5, 50), (2.25, 25), (3.0, 100)] {
            window.clock.advance(to: time)
            expectOnScreen(view, x, 0, 10, 10)
        }
        #expect(throws: AnimationClockError.self) { try window.clock.runUntilIdle(limit: 2) }
        view.removeFromSuperview()
        window.clock.advance(by: 0)
        #expect(results == [false])
    }

    @Test("one block touching two windows with different clocks completes once both are done")
    func twoClocks() {
        let (first, a) = boxInWindow()
        let (second, b) = boxInWindow()
        var results: [String] = []
        View.animate(withDuration: 1, animations: {
            a.alpha = 0
            b.alpha = 0
        }, completion: { results.append("\($0)") })
        first.clock.advance(to: 1)
        #expect(results.isEmpty)
        #expect(a.presentation.alpha == 0)
        expectNear(b.presentation.alpha, 1)
        second.clock.advance(to: 1)
        #expect(results == ["true"])
    }

    @Test("a nested block that touched no window completes with the enclosing block's clock")
    func nestedUntouched() {
        let (window, view) = boxInWindow()
        var log: [String] = []
        View.animate(withDuration: 1, animations: {
            View.animate(withDuration: 1, animations: {}, completion: { log.append("inner:\($0)") })
            view.alpha = 0.5
        }, completion: { log.append("outer:\($0)") })
        window.clock.advance(to: 1)
        #expect(log == ["inner:true", "outer:true"])
    }
}
