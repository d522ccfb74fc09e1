@_spi(Testing) import StackLayout
@_spi(Testing) import LayoutSolver
import TestSupport
import Testing

/// First layouts of small trees: rows built, laid out, torn down and built again, moved between
/// windows, and roots resized before and after their first layout. Frames are compared exactly
/// (the same tree must lay out bit for bit the same), the expected ones with `expectFrame`.
@Suite("Fresh trees")
struct FreshTreeLayoutTests {
    /// A horizontal `.fill` stack of ten boxes, 20 + 5·(i mod 7) wide and 16 + i mod 5 high,
    /// 8 apart (392 × 20 when it fits them), added to `container` and pinned at `inset` from its
    /// top leading corner.
    static func row(in container: View, inset: Double = 0) -> (stack: Stack, boxes: [View]) {
        let boxes = (0..<10).map { i in
            IntrinsicView("box\(i)", intrinsic: Size(width: 20 + 5 * Double(i % 7), height: 16 + Double(i % 5)))
        }
        let stack = Stack(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8, arrangedSubviews: boxes)
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        ])
        return (stack, boxes)
    }

    /// The frames of the row's stack and boxes.
    static func frames(_ row: (stack: Stack, boxes: [View])) -> [Rect] {
        [row.stack.frame] + row.boxes.map(\.frame)
    }

    /// What the engine of `view`'s tree holds: installed and pending constraints, and the
    /// solver's constraints, definitions, items, rows and entries.
    static func held(by view: View) -> [Int] {
        let counts = view.layoutEngineCounts
        let solver = counts.solver
        return [counts.installedConstraints, counts.pendingConstraints, solver.constraints, solver.definitions,
                solver.items, solver.rows, solver.entries]
    }

    @Test func anEmptyWindowHoldsOnlyItsWidthAndHeight() {
        let window = testWindow(width: 400, height: 300)
        window.layoutIfNeeded()
        // A root is the reference of its own unknowns: its left and top are constants.
        #expect(window.layoutEngineCounts.installedConstraints == 2)
        #expect(window.layoutEngineCounts.solver.constraints == 2)
        #expect(window.layoutSolverConsistencyProblem() == nil)
    }

    @Test func aRowTornDownAndBuiltAgainLaysOutTheSameAndLeavesNothingBehind() {
        let window = testWindow(width: 400, height: 300)
        window.layoutIfNeeded()
        let empty = Self.held(by: window)
        var first: [Rect]?
        for _ in 0..<3 {
            let row = Self.row(in: window)
            window.layoutIfNeeded()
            let frames = Self.frames(row)
            if let first { #expect(frames == first) } else { first = frames }
            row.stack.removeFromSuperview()
            window.layoutIfNeeded()
            #expect(Self.held(by: window) == empty)
            #expect(window.layoutSolverConsistencyProblem() == nil)
        }
        #expect(first?.first == Rect(x: 0, y: 0, width: 392, height: 20))
        #expect(first?.last == Rect(x: 362, y: 0, width: 30, height: 20))
    }

    @Test func freshWindowsLayOutTheSameRowTheSameWay() {
        var first: (frames: [Rect], held: [Int], adds: Int)?
        for _ in 0..<3 {
            let window = testWindow(width: 400, height: 300)
            let row = Self.row(in: window)
            window.layoutIfNeeded()
            let made = (frames: Self.frames(row), held: Self.held(by: window), adds: window.layoutEngineCounts.adds)
            if let first {
                #expect(made.frames == first.frames && made.held == first.held && made.adds == first.adds)
            } else {
                first = made
            }
            #expect(window.diagnostics.isEmpty)
        }
        #expect(first?.frames[1] == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aRowMovedToAnotherWindowLaysOutAsOneBuiltThere() {
        let source = testWindow(width: 400, height: 300)
        source.layoutIfNeeded()
        let empty = Self.held(by: source)
        let moved = Self.row(in: source)
        source.layoutIfNeeded()
        let target = testWindow(width: 500, height: 200)
        target.layoutIfNeeded()
        target.addSubview(moved.stack)
        // The pins to the source window left with the row; pinned again in the target.
        LayoutConstraint.activate([
            moved.stack.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: 10),
            moved.stack.topAnchor.constraint(equalTo: target.topAnchor, constant: 10),
        ])
        target.layoutIfNeeded()
        source.layoutIfNeeded()
        #expect(Self.held(by: source) == empty)
        expectFrame(moved.stack, 10, 10, 392, 20)
        let built = testWindow(width: 500, height: 200)
        let fresh = Self.row(in: built, inset: 10)
        built.layoutIfNeeded()
        #expect(Self.frames(moved) == Self.frames(fresh))
        #expect(Self.held(by: target) == Self.held(by: built))
        #expect(target.layoutSolverConsistencyProblem() == nil && source.layoutSolverConsistencyProblem() == nil)
    }

    @Test func aRootResizedBeforeAndAfterItsFirstLayoutMovesWhatIsPinnedToItsCorner() {
        let window = testWindow(width: 400, height: 300)
        let corner = namedView("corner")
        window.addSubview(corner)
        LayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            corner.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            corner.widthAnchor.constraint(equalToConstant: 50),
            corner.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.frame = Rect(x: 0, y: 0, width: 600, height: 500)
        window.layoutIfNeeded()
        expectFrame(corner, 550, 460, 50, 40)
        let before = window.layoutEngineCounts
        window.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        window.layoutIfNeeded()
        expectFrame(corner, 270, 160, 50, 40)
        let after = window.layoutEngineCounts
        // The root's width and height change in place: nothing is added or removed.
        #expect(after.adds == before.adds && after.removes == before.removes)
        #expect(after.constantUpdates == before.constantUpdates + 2)
        #expect(window.diagnostics.isEmpty)
    }

    @Test func aViewFittedInsideItsSuperviewKeepsItsOriginOutOfItsSize() {
        let window = testWindow(width: 400, height: 300)
        let card = namedView("card", frame: Rect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(card)
        let row = Self.row(in: card, inset: 6)
        LayoutConstraint.activate([
            row.stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -6),
            row.stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        // Fitted in an engine of its own, whose root keeps a superview: its left and top are
        // unknowns there, held by the root's frame constraints.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 404, height: 32))
        #expect(window.diagnostics.isEmpty)
    }
}
