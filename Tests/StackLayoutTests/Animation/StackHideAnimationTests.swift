import TestSupport
import Testing
import StackLayout

/// Hidden arranged views ("Stack semantics") inside animations: hiding and showing arranged
/// subviews with `arrangedSubviews.last!.isHidden.toggle()` in a 0.4 s block.
@Suite("Stack hide/show animations")
struct StackHideAnimationTests {
    /// A vertical stack (spacing 10) pinned to the window's top edges with name (30 high), year
    /// (20) and details (40), and a 50-high footer 8 below the stack, outside it.
    private final class Scene {
        let window = testWindow()
        let name = IntrinsicView("name", 200, 30)
        let year = IntrinsicView("year", 100, 20)
        let details = IntrinsicView("details", 150, 40)
        let footer = namedView("footer")
        let stack: Stack

        init() {
            stack = verticalStack([name, year, details], spacing: 10, acrossTheTopOf: window)
            window.addSubview(footer)
            pinEdges(footer, to: window, [.leading, .trailing])
            LayoutConstraint.activate([
                footer.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                footer.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.layoutIfNeeded()
        }

        var clock: AnimationClock { window.clock }

        /// A tap handler: toggles the last arranged subview in a 0.4 s animation.
        func toggleLast(completion: ((Bool) -> Void)? = nil) {
            View.animate(withDuration: 0.4, animations: {
                if let last = self.stack.arrangedSubviews.last { last.isHidden.toggle() }
            }, completion: completion)
        }

        /// Expects stack height `h`, details at (0, `y`, 375, `dh`) and the footer 8 below the stack.
        func expectOnScreen(stack h: Double, details y: Double, _ dh: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
            StackLayoutTests.expectOnScreen(stack, 0, 0, 375, h, sourceLocation: sourceLocation)
            StackLayoutTests.expectOnScreen(details, 0, y, 375, dh, sourceLocation: sourceLocation)
            StackLayoutTests.expectOnScreen(footer, 0, h + 8, 375, 50, sourceLocation: sourceLocation)
        }
    }

    @Test("hiding animates the length to 0 and the footer up; the view leaves the screen at completion")
    func hideThenShow() {
        let scene = Scene()
        scene.expectOnScreen(stack: 110, details: 70, 40)
        var log: [String] = []
        scene.toggleLast { log.append("hide:\($0)@\(scene.clock.now)") }
        #expect(scene.details.isHidden)                       // reads the new value at once
        #expect(scene.details.presentation.isHidden == false) // still on screen
        scene.expectOnScreen(stack: 110, details: 70, 40)
        scene.clock.advance(to: 0.2)
        scene.expectOnScreen(stack: 85, details: 65, 20)
        StackLayoutTests.expectOnScreen(scene.year, 0, 40, 375, 20)
        scene.clock.advance(to: 0.399)
        #expect(scene.details.presentation.isHidden == false)
        scene.clock.advance(to: 0.4)
        #expect(scene.details.presentation.isHidden)
        #expect(log == ["hide:true@0.4"])
        scene.expectOnScreen(stack: 60, details: 60, 0)

        scene.clock.advance(to: 1)
        scene.toggleLast { log.append("show:\($0)@\(scene.clock.now)") }
        #expect(scene.details.isHidden == false)
        #expect(scene.details.presentation.isHidden == false)  // on screen from the first frame
        scene.expectOnScreen(stack: 60, details: 60, 0)
        scene.clock.advance(to: 1.2)
        scene.expectOnScreen(stack: 85, details: 65, 20)
        scene.clock.advance(to: 1.4)
        scene.expectOnScreen(stack: 110, details: 70, 40)
        #expect(log == ["hide:true@0.4", "show:true@1.4"])
    }

    // The README's example (keep it under 15 lines).
    @Test("README: a hidden arranged view stays on screen while it collapses")
    func readmeHideShow() {
        let window = Window(size: Size(width: 300, height: 400))
        let header = View(), details = View()
        let stack = Stack(axis: .vertical, spacing: 10, arrangedSubviews: [header, details])
        window.addSubview(stack)
        let heights = [header, details].map { $0.heightAnchor.constraint(equalToConstant: 40) }
        heights.forEach { $0.priority = 999 }   // lets a hidden view collapse to 0
        LayoutConstraint.activate(heights + [stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.widthAnchor.constraint(equalToConstant: 300)])
        window.layoutIfNeeded()
        View.animate(withDuration: 0.4) { details.isHidden = true }
        window.clock.advance(by: 0.2)   // half-way: y 50 → 40, height 40 → 0, still on screen
        #expect(details.presentation.frame.isClose(to: Rect(x: 0, y: 45, width: 300, height: 20), tolerance: 1e-6))
        #expect(details.isHidden && !details.presentation.isHidden)
        window.clock.advance(by: 0.2)
        #expect(details.presentation.isHidden && stack.presentation.frame.height == 40)
    }

    @Test("a show that interrupts a hide cancels the pending hide and continues from the screen")
    func showInterruptsHide() {
        let scene = Scene()
        var log: [Bool] = []
        scene.toggleLast { log.append($0) }
        scene.clock.advance(to: 0.2)
        scene.toggleLast { log.append($0) }
        scene.expectOnScreen(stack: 85, details: 65, 20)   // no jump
        scene.clock.advance(to: 0.3)
        // 70 + 10·(1 − 0.870838) − 10·(1 − 0.129162); 40 + 40·0.129162 − 40·0.870838
        StackLayoutTests.expectOnScreen(scene.details, 0, 62.58324, 375, 10.33296)
        scene.clock.advance(to: 0.4)
        #expect(scene.details.presentation.isHidden == false)
        scene.clock.advance(to: 0.6)
        #expect(scene.details.presentation.isHidden == false)
        scene.expectOnScreen(stack: 110, details: 70, 40)
        #expect(log == [true, true])
    }

    @Test("hiding three times inside animations and showing once shows the view")
    func hideThreeTimesShowOnce() {
        let scene = Scene()
        for _ in 0..<3 {
            View.animate(withDuration: 0.4, animations: { scene.details.isHidden = true })
            scene.clock.advance(by: 0.1)
        }
        View.animate(withDuration: 0.4, animations: { scene.details.isHidden = false })
        #expect(scene.details.isHidden == false)
        #expect(throws: Never.self) { try scene.clock.runUntilIdle() }
        #expect(scene.details.presentation.isHidden == false)
        scene.expectOnScreen(stack: 110, details: 70, 40)
    }

    @Test("hiding and showing in one block changes nothing")
    func hideAndShowInOneBlock() {
        let scene = Scene()
        var results: [Bool] = []
        View.animate(withDuration: 0.4, animations: {
            scene.details.isHidden = true
            scene.details.isHidden = false
        }, completion: { results.append($0) })
        for time in [0.0, 0.2, 0.4] {
            scene.clock.advance(to: time)
            scene.expectOnScreen(stack: 110, details: 70, 40)
            #expect(scene.details.presentation.isHidden == false)
        }
        #expect(!scene.clock.hasRunningAnimations)
        #expect(results == [true])
    }

    @Test("removing an arranged view while it animates completes its block with false")
    func removeWhileHiding() {
        let scene = Scene()
        var results: [Bool] = []
        scene.toggleLast { results.append($0) }
        scene.clock.advance(to: 0.1)
        scene.details.removeFromSuperview()
        #expect(results.isEmpty)
        scene.clock.advance(to: 0.4)
        #expect(results == [false])
    }
}
