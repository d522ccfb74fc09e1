// Nesting 200 levels deep through the View API — plain views pinned to their superview's edges,
// and nested stacks — lays out, animates and renders (SVG, text) on a thread with a 512 KB
// stack. (`recursiveDescription` of these trees probes every constrained view for ambiguity in
// the solver, about 10 s in a debug build; DeepWalkTests describes a 200-level tree instead.)
import Testing
import TestSupport
import StackLayout
import StackLayoutRendering

@Suite struct DeepNestingTests {
    /// Levels of plain views.
    static let plainDepth = 200
    /// Levels of nested stacks.
    static let stackDepth = 200
    /// The window's side and each level's inset on every edge.
    static let side = 1_000.0
    static let inset = 2.0

    /// Animates `change` over 1 s (linear curve) in `window`, runs `halfWay` at 0.5 s and returns
    /// the SVG and text renderings of that moment; leaves the clock at the animation's end.
    static func animateOverOneSecond(in window: Window, _ change: @escaping () -> Void, halfWay: () -> Void)
        -> (svg: String, text: String) {
        View.animate(withDuration: 1, options: .curveLinear, animations: change)
        window.clock.advance(by: 0.5)
        halfWay()
        let renderings = (SVGRenderer().render(window), TextRenderer().render(window))
        window.clock.advance(by: 0.5)
        return renderings
    }

    /// What the plain-nest test measures (on the small-stack thread, which returns it): the
    /// frames after layout, half-way through and at the end of a 1 s move of level 0's leading
    /// edge, and the renderings half-way.
    struct PlainResult {
        var laidOut: [Rect] = []
        var halfWay: [Rect] = []
        var ended: [Rect] = []
        var svg = ""
        var text = ""

        /// Builds a nest `depth` levels deep and measures it.
        init(depth: Int) {
            let nest = PlainNest(depth: depth, side: DeepNestingTests.side, inset: DeepNestingTests.inset)
            nest.window.layoutIfNeeded()
            laidOut = nest.views.map(\.frame)
            var halfWay: [Rect] = []
            (svg, text) = DeepNestingTests.animateOverOneSecond(in: nest.window, {
                nest.leadingOfFirst.constant = 12
                nest.window.layoutIfNeeded()
            }, halfWay: { halfWay = nest.views.map(\.presentation.frame) })
            self.halfWay = halfWay
            ended = nest.views.map(\.presentation.frame)
        }
    }

    @Test func plainViewsNested200DeepLayOutAnimateAndRender() throws {
        let depth = Self.plainDepth
        let result = try #require(onSmallStack { PlainResult(depth: depth) })
        let side = Self.side
        let inset = Self.inset
        #expect(result.laidOut.count == depth)
        for (level, frame) in result.laidOut.enumerated() {
            let length = side - 2 * Double(level + 1) * inset
            #expect(framesMatch(frame, Rect(x: inset, y: inset, width: length, height: length)), "level \(level)")
        }
        // Level 0's leading inset goes from 2 to 12: every level gets 10 points narrower; half-way
        // (linear curve) level 0 is at x = 7 and every level is 5 points narrower.
        #expect(framesMatch(result.halfWay[0], Rect(x: 7, y: 2, width: 991, height: 996)))
        #expect(framesMatch(result.halfWay[depth - 1], Rect(x: 2, y: 2, width: 195, height: 200)))
        #expect(framesMatch(result.ended[0], Rect(x: 12, y: 2, width: 986, height: 996)))
        #expect(framesMatch(result.ended[depth - 1], Rect(x: 2, y: 2, width: 190, height: 200)))
        // The deepest view in window coordinates: 7 + 2·199 = 405 across, 2·200 = 400 down.
        #expect(result.svg.contains(
            #"<rect class="view" data-id="v199" x="405" y="400" width="195" height="200""#))
        #expect(result.svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"view\"") }.count == depth)
        #expect(result.text.hasPrefix("t = 0.5 s, 1000 x 1000\n"))
        #expect(result.text.split(separator: "\n", omittingEmptySubsequences: false).count == 1 + 41 + 1)
    }

    /// What the stack-nest test measures (on the small-stack thread): the frames after layout,
    /// half-way through and at the end of a 1 s hide of the deepest stack's tail, after showing
    /// it again, and the renderings half-way.
    struct StackResult {
        var stacks: [Rect] = []
        var leaf = Rect.zero
        var tail = Rect.zero
        var halfWayLeaf = Rect.zero
        var halfWayTailHidden = true
        var endedLeaf = Rect.zero
        var endedTailHidden = false
        var shownLeaf = Rect.zero
        var shownTail = Rect.zero
        var svg = ""
        var text = ""

        /// Builds stacks nested `depth` levels deep and measures them.
        init(depth: Int) {
            let nest = StackNest(depth: depth, side: DeepNestingTests.side, inset: DeepNestingTests.inset)
            nest.window.layoutIfNeeded()
            (stacks, leaf, tail) = (nest.stacks.map(\.frame), nest.leaf.frame, nest.tail.frame)
            var halfWay = (leaf: Rect.zero, tailHidden: true)
            (svg, text) = DeepNestingTests.animateOverOneSecond(in: nest.window, { nest.tail.isHidden = true }) {
                halfWay = (nest.leaf.presentation.frame, nest.tail.presentation.isHidden)
            }
            (halfWayLeaf, halfWayTailHidden) = halfWay
            (endedLeaf, endedTailHidden) = (nest.leaf.presentation.frame, nest.tail.presentation.isHidden)
            View.animate(withDuration: 1, options: .curveLinear) { nest.tail.isHidden = false }
            nest.window.clock.advance(by: 1)
            (shownLeaf, shownTail) = (nest.leaf.presentation.frame, nest.tail.presentation.frame)
        }
    }

    @Test func stacksNested200DeepLayOutAnimateAHideAndRender() throws {
        let depth = Self.stackDepth
        let result = try #require(onSmallStack { StackResult(depth: depth) })
        let (side, inset) = (Self.side, Self.inset)
        #expect(framesMatch(result.stacks[0], Rect(x: 0, y: 0, width: side, height: side)))
        for level in 1..<depth {
            let length = side - 2 * Double(level) * inset
            #expect(framesMatch(result.stacks[level], Rect(x: inset, y: inset, width: length, height: length)),
                    "level \(level)")
        }
        // Inside the deepest stack: 2·depth·inset less than the window, split in two along the
        // deepest stack's axis (horizontal for an odd level, vertical for an even one).
        let content = side - 2 * Double(depth) * inset
        let horizontal = (depth - 1) % 2 == 1
        func part(_ offset: Double, _ length: Double) -> Rect {
            horizontal ? Rect(x: inset + offset, y: inset, width: length, height: content)
                : Rect(x: inset, y: inset + offset, width: content, height: length)
        }
        #expect(framesMatch(result.leaf, part(0, content / 2)))
        #expect(framesMatch(result.tail, part(content / 2, content / 2)))
        #expect(framesMatch(result.halfWayLeaf, part(0, content * 3 / 4)))
        #expect(!result.halfWayTailHidden)
        #expect(framesMatch(result.endedLeaf, part(0, content)))
        #expect(result.endedTailHidden)
        #expect(framesMatch(result.shownLeaf, part(0, content / 2)))
        #expect(framesMatch(result.shownTail, part(content / 2, content / 2)))
        // The leaf in window coordinates: depth levels of `inset`.
        let origin = Double(depth) * inset
        let (width, height) = horizontal ? (content * 3 / 4, content) : (content, content * 3 / 4)
        #expect(result.svg.contains(
            #"data-id="leaf" x="\#(Int(origin))" y="\#(Int(origin))" width="\#(Int(width))" height="\#(Int(height))""#))
        #expect(result.svg.split(separator: "\n").filter { $0.hasPrefix(#"<rect class="stack""#) }.count == depth)
        #expect(result.text.hasPrefix("t = 0.5 s, 1000 x 1000\n"))
    }
}
