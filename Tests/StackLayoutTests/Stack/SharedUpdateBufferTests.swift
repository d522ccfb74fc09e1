import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// The stacks of a tree share their engine's update buffers: one snapshot, filled again by each
/// stack's pass, whatever its length, distribution, alignment or canvas. Changes to different
/// stacks of one tree, with layouts between them, end with what the same tree built fresh in
/// the final state has: the same generated constraints in every stack and the same frames.
@Suite("Shared update buffers")
struct SharedUpdateBufferTests {
    /// One stack of the tree: its properties and its arranged views, by number (a negative
    /// number is a nested stack of two views, measured by a fitting pass when its stack measures
    /// its views).
    struct Inner {
        var axis: Axis
        var distribution: Stack.Distribution
        var alignment: Stack.Alignment
        var spacing: Double
        var views: [Int]
        var hidden: Set<Int> = []
        var marginsRelative = false
    }

    /// A change to the stack at `stack` (an index into the tree's stacks), or a layout.
    enum Step {
        case toggle(stack: Int, view: Int)
        case insert(stack: Int, view: Int, at: Int)
        case remove(stack: Int, at: Int)
        case spacing(stack: Int, Double)
        case alignment(stack: Int, Stack.Alignment)
        case distribution(stack: Int, Stack.Distribution)
        case layout
    }

    /// A tree built from `inners`: a vertical fill stack 320 points wide holding one stack per
    /// `Inner`, and every arranged view by its number.
    struct Tree {
        let window: Window
        let outer: Stack
        let stacks: [Stack]
        var views: [Int: View]

        init(_ inners: [Inner]) {
            var views: [Int: View] = [:]
            stacks = inners.indices.map { index in
                let inner = inners[index]
                let arranged = inner.views.map { Self.makeView($0) }
                for (number, view) in zip(inner.views, arranged) {
                    view.isHidden = inner.hidden.contains(number)
                    views[number] = view
                }
                let stack = Stack(axis: inner.axis, distribution: inner.distribution, alignment: inner.alignment,
                                  spacing: inner.spacing, arrangedSubviews: arranged)
                stack.isLayoutMarginsRelativeArrangement = inner.marginsRelative
                stack.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
                stack.debugName = "s\(index)"
                return stack
            }
            self.views = views
            outer = Stack(axis: .vertical, spacing: 5, arrangedSubviews: stacks)
            outer.debugName = "outer"
            window = stackWindow()
            place(outer, in: window, width: 320)
            window.layoutIfNeeded()
        }

        /// View `number`: an intrinsic view whose size follows its number, or for a negative
        /// number a horizontal stack of two intrinsic views (no intrinsic size of its own).
        static func makeView(_ number: Int) -> View {
            guard number >= 0 else {
                let nested = Stack(spacing: 2) {
                    IntrinsicView("n\(-number)a", 9, 7)
                    IntrinsicView("n\(-number)b", 13, 11)
                }
                nested.debugName = "n\(-number)"
                return nested
            }
            return IntrinsicView("v\(number)", 10 + 7 * Double(number % 5), 6 + 3 * Double(number % 4))
        }

        /// Applies `step` to the tree and to `inners`, its description.
        mutating func apply(_ step: Step, to inners: inout [Inner]) {
            switch step {
            case .toggle(let index, let number):
                views[number]!.isHidden.toggle()
                if inners[index].hidden.remove(number) == nil { inners[index].hidden.insert(number) }
            case .insert(let index, let number, let position):
                let view = Self.makeView(number)
                views[number] = view
                stacks[index].insertArrangedSubview(view, at: position)
                inners[index].views.insert(number, at: position)
            case .remove(let index, let position):
                let number = inners[index].views.remove(at: position)
                views[number]!.removeFromSuperview()
                views[number] = nil
                inners[index].hidden.remove(number)
            case .spacing(let index, let spacing):
                stacks[index].spacing = spacing
                inners[index].spacing = spacing
            case .alignment(let index, let alignment):
                stacks[index].alignment = alignment
                inners[index].alignment = alignment
            case .distribution(let index, let distribution):
                stacks[index].distribution = distribution
                inners[index].distribution = distribution
            case .layout:
                window.layoutIfNeeded()
            }
        }
    }

    /// Builds `inners`, runs `steps`, lays out, and expects each stack's generated constraints
    /// and every frame to be those of a tree built fresh in the final state.
    static func expectStepsMatchFreshTree(
        _ inners: [Inner], _ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var described = inners
        var tree = Tree(inners)
        for step in steps { tree.apply(step, to: &described) }
        tree.window.layoutIfNeeded()
        let fresh = Tree(described)
        expectNoDiagnostics(fresh.window, sourceLocation: sourceLocation)
        for (replayed, built) in zip([tree.outer] + tree.stacks, [fresh.outer] + fresh.stacks) {
            #expect(CatalogueGoldenTests.catalogue(replayed) == CatalogueGoldenTests.catalogue(built),
                    "\(built.debugName ?? "")", sourceLocation: sourceLocation)
            expectFrame(replayed, built.frame, "built fresh", sourceLocation: sourceLocation)
        }
        #expect(Set(tree.views.keys) == Set(fresh.views.keys), sourceLocation: sourceLocation)
        for (number, view) in fresh.views {
            guard let replayed = tree.views[number] else { continue }
            expectFrame(replayed, view.frame, "view \(number) built fresh", sourceLocation: sourceLocation)
        }
    }

    /// Three stacks of different lengths and arrangements: a long horizontal one of
    /// `distribution`, a short vertical margins-relative one aligned on a guide, and a
    /// fillProportionally one that measures a nested stack.
    static func inners(_ distribution: Stack.Distribution) -> [Inner] {
        [
            Inner(axis: .horizontal, distribution: distribution, alignment: .fill, spacing: 4, views: Array(0..<7),
                  hidden: [2]),
            Inner(axis: .vertical, distribution: .fill, alignment: .center, spacing: 3, views: [10, 11],
                  marginsRelative: true),
            Inner(axis: .horizontal, distribution: .fillProportionally, alignment: .firstBaseline, spacing: 6,
                  views: [20, -1, 21]),
        ]
    }

    /// Hides, shows, insertions and removals in each stack in turn, with and without layouts
    /// between them: every pass refills the snapshot the previous stack's pass left.
    @Test(arguments: Stack.Distribution.allCases)
    func arrangementChangesAcrossStacksMatchAFreshTree(_ distribution: Stack.Distribution) {
        let steps: [Step] = [
            .toggle(stack: 0, view: 3), .toggle(stack: 1, view: 10), .layout,
            .insert(stack: 1, view: 12, at: 0), .toggle(stack: 0, view: 2), .remove(stack: 2, at: 0), .layout,
            .toggle(stack: 2, view: -1), .insert(stack: 0, view: 7, at: 4), .layout,
            .remove(stack: 0, at: 0), .toggle(stack: 1, view: 11), .toggle(stack: 1, view: 12), .layout,
            .toggle(stack: 0, view: 3), .insert(stack: 2, view: 22, at: 2), .toggle(stack: 2, view: -1),
        ]
        Self.expectStepsMatchFreshTree(Self.inners(distribution), steps)
    }

    /// Property changes that regenerate whole stacks (alignment, distribution, spacing) mixed
    /// with hides in other stacks: guides appear and go, and stacks' lengths differ from pass to
    /// pass.
    @Test(arguments: Stack.Distribution.allCases)
    func propertyChangesAcrossStacksMatchAFreshTree(_ distribution: Stack.Distribution) {
        let steps: [Step] = [
            .alignment(stack: 0, .lastBaseline), .toggle(stack: 1, view: 11), .layout,
            .distribution(stack: 1, distribution), .spacing(stack: 2, 9), .toggle(stack: 0, view: 5), .layout,
            .alignment(stack: 1, .fill), .distribution(stack: 0, .equalCentering), .layout,
            .spacing(stack: 0, 1), .alignment(stack: 2, .center), .toggle(stack: 0, view: 2),
            .distribution(stack: 0, distribution), .layout, .alignment(stack: 0, .top),
        ]
        Self.expectStepsMatchFreshTree(Self.inners(distribution), steps)
    }

    /// Every view of a stack hidden, then shown one by one while another stack changes: the
    /// snapshot's visible views and guides start from nothing each time.
    @Test func emptiedAndRefilledStackMatchesAFreshTree() {
        var steps: [Step] = (0..<7).filter { $0 != 2 }.map { .toggle(stack: 0, view: $0) } + [.layout]
        for view in [4, 0, 2] {
            steps += [.toggle(stack: 0, view: view), .toggle(stack: 1, view: 10), .layout]
        }
        Self.expectStepsMatchFreshTree(Self.inners(.equalSpacing), steps)
    }
}
