import Testing
@_spi(Testing) import StackLayout

@Suite("Dropping a window releases its animations from a shared clock")
struct WindowReleaseTests {
    @Test("views are freed and the shared clock keeps no entries; completions report false")
    func droppedWindowLeavesNoEntries() throws {
        let clock = AnimationClock()
        weak var weakWindow: Window?
        weak var weakChild: View?
        weak var weakGrandchild: View?
        var finished: [Bool] = []
        do {
            let window = Window(size: Size(width: 200, height: 200), clock: clock)
            window.diagnosticHandler = nil
            let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let grandchild = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
            window.addSubview(child)
            child.addSubview(grandchild)
            window.layoutIfNeeded()
            View.animate(withDuration: 1, animations: {
                child.frame = Rect(x: 100, y: 0, width: 50, height: 50)
                grandchild.alpha = 0
            }, completion: { finished.append($0) })
            View.animate(withDuration: 1, options: .repeat, animations: {
                grandchild.frame = Rect(x: 20, y: 5, width: 10, height: 10)
            })
            clock.advance(by: 0.25)
            #expect(clock.contents.animatedProperties == 3)
            weakWindow = window
            weakChild = child
            weakGrandchild = grandchild
        }
        #expect(weakWindow == nil)
        #expect(weakChild == nil)
        #expect(weakGrandchild == nil)
        #expect(clock.contents.animatedProperties == 0 && clock.contents.drivenProperties == 0)
        clock.advance(by: 0)
        #expect(finished == [false])
        #expect(clock.contents.pendingEvents == 0)
        try clock.runUntilIdle(limit: 0)
    }

    @Test("another window's animations on the same clock go on")
    func otherWindowUnaffected() {
        let clock = AnimationClock()
        let kept = Window(size: Size(width: 200, height: 200), clock: clock)
        kept.diagnosticHandler = nil
        let survivor = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        kept.addSubview(survivor)
        kept.layoutIfNeeded()
        weak var weakDropped: View?
        do {
            let dropped = Window(size: Size(width: 200, height: 200), clock: clock)
            dropped.diagnosticHandler = nil
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            dropped.addSubview(view)
            dropped.layoutIfNeeded()
            View.animate(withDuration: 1, options: .curveLinear, animations: {
                view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
                survivor.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            })
            weakDropped = view
        }
        #expect(weakDropped == nil)
        #expect(clock.contents.animatedProperties == 1)
        clock.advance(to: 0.5)
        #expect(abs(survivor.presentation.frame.minX - 50) < 1e-9)
    }
}
