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

    /// What the plain-nest test measures, brought back from the small-stack thread.
    struct PlainResult {
        var laidOut: [Rect] = []
        var halfWay: [Rect] = []
        var ended: [Rect] = []
        var svg = ""
        var text = ""
    }

    @Test func plainViewsNested200DeepLayOutAnimateAndRender() throws {
        let depth = Self.plainDepth
        let result = try #require(onSmallStack { () -> PlainResult in
            var result = PlainResult()
            let nest = PlainNest(depth: depth, side: Self.side, inset: Self.inset)
            nest.window.layoutIfNeeded()
            result.laidOut = nest.views.map(\.frame)
            View.animate(withDuration: 1, options: .curveLinear) {
                nest.leadingOfFirst.constant = 12
                nest.window.layoutIfNeeded()
            }
            nest.window.clock.advance(by: 0.5)
            result.halfWay = nest.views.map(\.presentation.frame)
            result.svg = SVGRenderer().render(nest.window)
            result.text = TextRenderer().render(nest.window)
            nest.window.clock.advance(by: 0.5)
            result.ended = nest.views.map(\.presentation.frame)
            return result
        })
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

    /// What the stack-nest test measures.
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
    }

    @Test func stacksNested200DeepLayOutAnimateAHideAndRender() throws {
        let depth = Self.stackDepth
        let result = try #require(onSmallStack { () -> StackResult in
            var result = StackResult()
            let nest = StackNest(depth: depth, side: Self.side, inset: Self.inset)
            nest.window.layoutIfNeeded()
            result.stacks = nest.stacks.map(\.frame)
            result.leaf = nest.leaf.frame
            result.tail = nest.tail.frame
            View.animate(withDuration: 1, options: .curveLinear) { nest.tail.isHidden = true }
            nest.window.clock.advance(by: 0.5)
            result.halfWayLeaf = nest.leaf.presentation.frame
            result.halfWayTailHidden = nest.tail.presentation.isHidden
            result.svg = SVGRenderer().render(nest.window)
            result.text = TextRenderer().render(nest.window)
            nest.window.clock.advance(by: 0.5)
            result.endedLeaf = nest.leaf.presentation.frame
            result.endedTailHidden = nest.tail.presentation.isHidden
            View.animate(withDuration: 1, options: .curveLinear) { nest.tail.isHidden = false }
            nest.window.clock.advance(by: 1)
            result.shownLeaf = nest.leaf.presentation.frame
            result.shownTail = nest.tail.presentation.frame
            return result
        })
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
