import Testing
import StackLayout

/// Every completion runs: with `finished == true` on the window's clock when the block changed
/// nothing there, and as `animate` returns when the block has no window (no clock) at all.
@Suite("Completions always run")
struct CompletionTests {
    /// A write that leaves `view` as it is.
    struct Unchanged: CustomTestStringConvertible, Sendable {
        let name: String
        let write: @Sendable (View) -> Void
        var testDescription: String { name }
    }

    static let unchangedWrites: [Unchanged] = [
        Unchanged(name: "alpha = 1") { $0.alpha = 1 },
        Unchanged(name: "same frame") { $0.frame = Rect(x: 0, y: 0, width: 10, height: 10) },
        Unchanged(name: "isHidden = false") { $0.isHidden = false },
        Unchanged(name: "same center") { $0.center = Point(x: 5, y: 5) },
    ]

    @Test(arguments: unchangedWrites)
    func aBlockThatChangesNothingCompletesOnTheNextAdvance(_ unchanged: Unchanged) {
        let (window, view) = boxInWindow()
        var results: [Bool] = []
        View.animate(withDuration: 0.3, animations: { unchanged.write(view) }, completion: { results.append($0) })
        #expect(results.isEmpty, "never inside animate while a clock can run it")
        window.clock.advance(by: 0)
        #expect(results == [true])
        window.clock.advance(by: 1)
        #expect(results == [true], "once")
    }

    @Test func anUnchangedConstantCompletesOnTheNextAdvance() {
        let (window, view) = boxInWindow()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        window.layoutIfNeeded()
        var results: [Bool] = []
        View.animate(withDuration: 0.3, animations: { width.constant = 10 }, completion: { results.append($0) })
        window.clock.advance(by: 0)
        #expect(results == [true])
    }

    @Test func aViewOutsideEveryWindowCompletesAsAnimateReturns() {
        let view = namedView("loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        View.animate(withDuration: 0.3, animations: {
            view.alpha = 0
            log.append("animations")
        }, completion: { log.append("completion:\($0)") })
        log.append("returned")
        #expect(log == ["animations", "completion:true", "returned"])
        #expect(view.alpha == 0 && view.presentation.alpha == 0)
    }

    @Test func anEmptyBlockCompletesAsAnimateReturns() {
        var results: [Bool] = []
        View.animate(withDuration: 0.3, delay: 1, animations: {}, completion: { results.append($0) })
        #expect(results == [true])
    }

    @Test func windowlessNestedBlocksCompleteInnerFirst() {
        let view = namedView("loose")
        var log: [String] = []
        View.animate(withDuration: 0.3, animations: {
            View.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }, completion: { log.append("inner:\($0)") })
            log.append("outer body")
        }, completion: { log.append("outer:\($0)") })
        #expect(log == ["outer body", "inner:true", "outer:true"])
    }

    @Test func aCompletionDrivenSequenceNeverStalls() {
        let (window, view) = boxInWindow()
        var steps: [String] = []
        // Steps 0 and 2 change nothing (alpha is already at their target).
        let targets = [1, 0.5, 0.5, 1]
        func step(_ index: Int) {
            guard index < targets.count else { return }
            View.animate(withDuration: 0.2, animations: { view.alpha = targets[index] }, completion: { finished in
                steps.append("\(index):\(finished)")
                step(index + 1)
            })
        }
        step(0)
        try? window.clock.runUntilIdle()
        #expect(steps == ["0:true", "1:true", "2:true", "3:true"])
        #expect(view.alpha == 1)
    }
}
