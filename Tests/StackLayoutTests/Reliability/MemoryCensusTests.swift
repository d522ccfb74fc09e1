// The memory census of a tree's layout: the solver's and the engine's tables by owner, with
// exact record counts for small trees.
import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// A small tree and the records its layout holds.
struct CensusCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Views in a stack (0: one view pinned by four constraints instead).
    let arranged: Int
    let variableRecords: Int
    let constraintRecords: Int
    let itemRecords: Int
    /// The bytes the intrinsic slot table holds: four slots of 40 bytes an intrinsic view, and
    /// its list of chunks (one pointer) once it has one.
    let intrinsicSlotBytes: Int
    let directConstraints: Int
    var testDescription: String { name }

    /// Lays out the tree in a window.
    func makeWindow() -> Window {
        let window = Window(size: Size(width: 300, height: 200))
        if arranged == 0 {
            let view = View()
            window.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.heightAnchor.constraint(equalToConstant: 50),
            ])
        } else {
            let views = (0..<arranged).map { _ in IntrinsicView(intrinsic: Size(width: 40, height: 20)) }
            let stack = Stack(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8, arrangedSubviews: views)
            window.addSubview(stack)
            LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                       stack.topAnchor.constraint(equalTo: window.topAnchor)])
        }
        window.layoutIfNeeded()
        return window
    }
}

@Suite struct MemoryCensusTests {
    /// One view: the window's and its four variables, the root's width and height constraints
    /// (its left and top are constants, see `LayoutEngine.setRootFrameConstraints`) and the
    /// view's four, two item records and no intrinsic-size slots. A stack of three intrinsic
    /// views: five items (window, stack, three views) of four variables, the root's two
    /// constraints, two pins, four intrinsic-size constraints a view (slots for the three views
    /// only) and sixteen generated ones held directly.
    static let cases = [
        CensusCase(name: "one view pinned", arranged: 0, variableRecords: 8, constraintRecords: 6, itemRecords: 2,
                   intrinsicSlotBytes: 0, directConstraints: 0),
        CensusCase(name: "stack of three", arranged: 3, variableRecords: 20, constraintRecords: 32, itemRecords: 5,
                   intrinsicSlotBytes: 3 * 160 + 8, directConstraints: 16),
    ]

    @Test(arguments: cases)
    func recordCounts(_ tree: CensusCase) {
        let window = tree.makeWindow()
        let census = window.layoutMemoryCensus { _ in 1 }
        #expect(census["variable records"]?.count == tree.variableRecords)
        #expect(census["values"]?.count == tree.variableRecords)
        #expect(census["constraint records"]?.count == tree.constraintRecords)
        #expect(window.layoutEngineCounts.installedConstraints == tree.constraintRecords)
        #expect(census["item records"]?.count == tree.itemRecords)
        #expect(census["intrinsic slot table"]?.count == tree.intrinsicSlotBytes)
        #expect(census["direct constraints"]?.count == tree.directConstraints)
        #expect(census["arranged records"]?.count == tree.arranged)
        #expect(census["general holds"]?.count == 0)
    }

    /// The engine's queues and pass stacks, which the first layout of a stack of 2 000 views
    /// fills with its 10 000 generated constraints (80 000 bytes for that queue alone), are given
    /// back once empty: after the layout they hold less than 64 KiB in all and nothing, and the
    /// last view is placed after the 1 999 before it (40 wide, 8 apart).
    @Test func queuesGivenBackAfterLargeLayout() {
        let views = (0..<2000).map { _ in IntrinsicView(intrinsic: Size(width: 40, height: 20)) }
        let stack = Stack(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8, arrangedSubviews: views)
        let window = Window(size: Size(width: 300, height: 200))
        window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        let queues = window.layoutMemoryCensus { _ in 1 }["engine queues and pass stacks"]
        #expect(queues?.count == 0)
        #expect((queues?.bytes ?? .max) < 65_536)
        #expect(views[1999].frame.minX == 1999 * 48)
    }

    /// Objects are counted at the size `objectSize` gives: an owner of objects holds as many
    /// bytes as its objects.
    @Test func objectsAtTheirSize() {
        let window = Self.cases[1].makeWindow()
        let census = window.layoutMemoryCensus { _ in 100 }
        #expect(census["item records"]?.bytes == 500)
        #expect(census["arranged records"]?.bytes == 300)
        #expect(census["direct constraints"]?.bytes == 1600)
        #expect(census["item records"]?.slackBytes == 0)
    }
}
