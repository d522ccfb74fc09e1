// Every walk over the view tree is iterative: on a 64 KB stack a 200-level tree is described,
// rendered, updated, laid out, cut and rejoined, and a 3000-level tree is freed; the update and
// layout passes call every level from the same stack depth. (With one call per level, these
// overflow: the recursive versions needed more than 128 KB for 200 levels in a debug build.)
import Testing
import TestSupport
import StackLayout
import StackLayoutRendering

@Suite struct DeepWalkTests {
    static let depth = 200
    static let side = 1_000.0
    static let smallStack = 64 * 1024

    /// What the walks produced on the small stack.
    struct WalkResult {
        var description = ""
        var svg = ""
        var text = ""
        var detachedWindow: Window?
        var rejoinedWindow: Window?
        var deepestFrame = Rect.zero
    }

    @Test func a200LevelTreeIsWalkedOnA64KBStack() throws {
        let (depth, side) = (Self.depth, Self.side)
        let chain = FrameChain(depth: depth, side: side)
        chain.window.layoutIfNeeded()  // the first layout (solver set-up) runs on the test's thread
        chain.log.updated = []
        chain.log.laidOut = []
        chain.log.updateAddresses = []
        chain.log.layoutAddresses = []
        let result = try #require(onSmallStack(stackSize: Self.smallStack) { () -> WalkResult in
            var result = WalkResult()
            for view in chain.views {
                view.setNeedsUpdateConstraints()
                view.setNeedsLayout()
            }
            chain.window.layoutIfNeeded()
            result.description = chain.window.recursiveDescription
            result.svg = SVGRenderer().render(chain.window)
            result.text = TextRenderer().render(chain.window)
            let cut = chain.views[100]
            cut.removeFromSuperview()
            result.detachedWindow = chain.views[depth - 1].window
            chain.views[99].addSubview(cut)
            chain.window.layoutIfNeeded()
            result.rejoinedWindow = chain.views[depth - 1].window
            result.deepestFrame = chain.views[depth - 1].frame
            return result
        })
        // The update pass runs children before parents; the layout pass parents before children.
        #expect(chain.log.updated == (0..<depth).reversed().map { "f\($0)" })
        #expect(Array(chain.log.laidOut.prefix(depth)) == (0..<depth).map { "f\($0)" })
        #expect(ProbeLog.spread(chain.log.updateAddresses) < 4_096)
        #expect(ProbeLog.spread(chain.log.layoutAddresses) < 4_096)
        let lines = result.description.split(separator: "\n")
        #expect(lines.count == 1 + depth)
        #expect(lines.first == "Window 'window' frame=(0, 0, 1000, 1000)")
        #expect(lines.last == Substring(String(repeating: "   | ", count: depth) + "ProbeView 'f199' frame=(1, 1, 600, 600)"))
        // The deepest view in window coordinates: 200 levels of 1 point.
        #expect(result.svg.contains(#"data-id="f199" x="200" y="200" width="600" height="600""#))
        #expect(result.svg.split(separator: "\n").filter { $0.hasPrefix(#"<rect class="view""#) }.count == depth)
        #expect(result.text.hasPrefix("t = 0 s, 1000 x 1000\n"))
        #expect(result.detachedWindow == nil)
        #expect(result.rejoinedWindow === chain.window)
        #expect(result.deepestFrame == Rect(x: 1, y: 1, width: 600, height: 600))
    }

    /// Dropping the last reference to a 3000-level tree frees every view without recursing
    /// once per level (and cutting it in two walks the cut-off part without recursion too).
    @Test func a3000LevelTreeIsCutAndFreedOnA64KBStack() throws {
        let depth = 3_000
        let freed = try #require(onSmallStack(stackSize: Self.smallStack) { () -> [Bool] in
            weak var middle: View?
            weak var deepest: View?
            var root: View?
            var rejoined = false
            do {
                let chain = FrameChain(depth: depth, side: 8_000, inWindow: false)
                root = chain.views[0]
                middle = chain.views[depth / 2]
                deepest = chain.views[depth - 1]
                chain.views[1].removeFromSuperview()
                chain.views[0].addSubview(chain.views[1])
                rejoined = deepest?.superview === chain.views[depth - 2] && chain.views[1].superview === root
            }
            // Only `root` holds the tree now: dropping it frees all 3000 levels at once.
            let aliveBeforeDrop = deepest != nil
            root = nil
            return [rejoined, aliveBeforeDrop, middle == nil, deepest == nil]
        })
        #expect(freed == [true, true, true, true])
    }
}
