import TestSupport
import Testing
import StackLayout

/// When `isHidden` shows on screen: an arranged view hidden inside an animation stays on screen
/// while it collapses; any other view hides at once (UIKit does not animate `isHidden`); showing
/// and hiding an off-screen view in one block is no change.
@Suite("Hidden views on screen")
struct HiddenOnScreenTests {
    /// A vertical stack pinned to the window's top, leading and trailing edges, of `top`
    /// (100 × 30) and `bottom` (100 × 40), spacing 10, with a plain view `loose` (not arranged)
    /// inside the stack and a plain view `free` in the window.
    private final class Scene {
        let window = testWindow()
        let top = IntrinsicView("top", 100, 30)
        let bottom = IntrinsicView("bottom", 100, 40)
        let loose = namedView("loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let free = namedView("free", frame: Rect(x: 0, y: 200, width: 10, height: 10))
        let stack: Stack

        init() {
            stack = verticalStack([top, bottom], spacing: 10, acrossTheTopOf: window)
            stack.addSubview(loose)
            window.addSubview(free)
            window.layoutIfNeeded()
        }

        /// The view named `name`.
        func view(_ name: String) -> View {
            [top, bottom, loose, free].first { $0.debugName == name }!
        }
    }

    @Test(arguments: ["loose", "free"])
    func aViewThatIsNotArrangedHidesAtOnceInsideAnAnimation(_ name: String) {
        let scene = Scene()
        let view = scene.view(name)
        var finished: [Bool] = []
        View.animate(withDuration: 0.4, animations: {
            view.isHidden = true
            view.alpha = 0
        }, completion: { finished.append($0) })
        #expect(view.isHidden && view.presentation.isHidden)
        scene.window.clock.advance(by: 0.2)
        #expect(view.presentation.isHidden)
        scene.window.clock.advance(by: 0.2)
        #expect(view.presentation.isHidden && finished == [true])
    }

    @Test func aViewRemovedFromTheArrangementHidesAtOnce() {
        let scene = Scene()
        scene.stack.removeArrangedSubview(scene.bottom)
        View.animate(withDuration: 0.4) { scene.bottom.isHidden = true }
        #expect(scene.bottom.presentation.isHidden)
    }

    @Test func anArrangedViewStaysOnScreenWhileItCollapses() {
        let scene = Scene()
        View.animate(withDuration: 0.4) { scene.bottom.isHidden = true }
        scene.window.clock.advance(to: 0.39)
        #expect(!scene.bottom.presentation.isHidden)
        scene.window.clock.advance(to: 0.4)
        #expect(scene.bottom.presentation.isHidden)
    }

    /// Hides `bottom` with a finished animation, then runs `block` in a 0.4 s animation and
    /// returns whether `bottom` was on screen at 0, 0.2 and 0.4 s.
    private func onScreen(afterHiding block: @escaping (View) -> Void) -> [Bool] {
        let scene = Scene()
        View.animate(withDuration: 0.4, animations: {
            scene.bottom.isHidden = true
            scene.bottom.alpha = 0
        })
        scene.window.clock.advance(by: 0.4)
        #expect(scene.bottom.presentation.isHidden)
        View.animate(withDuration: 0.4) { block(scene.bottom) }
        var result: [Bool] = []
        for _ in 0..<3 {
            result.append(!scene.bottom.presentation.isHidden)
            scene.window.clock.advance(by: 0.2)
        }
        return result
    }

    @Test func showingAndHidingAnOffScreenViewInOneBlockKeepsItOffScreen() {
        #expect(onScreen { view in
            view.isHidden = false
            view.alpha = 1
            view.isHidden = true
        } == [false, false, false])
    }

    @Test func showingItAgainAfterThatBringsItBack() {
        #expect(onScreen { view in
            view.isHidden = false
            view.isHidden = true
            view.isHidden = false
            view.alpha = 1
        } == [true, true, true])
    }

    @Test func aHideInANestedBlockOfTheShowingBlockIsNoChangeEither() {
        #expect(onScreen { view in
            view.isHidden = false
            View.animate(withDuration: 0.2) { view.isHidden = true }
        } == [false, false, false])
    }
}
