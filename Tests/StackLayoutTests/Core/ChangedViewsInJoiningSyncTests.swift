import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Views whose geometry changes before a sync in which cells join a laid-out feed — the joining
/// stacks' new guides, margins changed on a cell that joins, on a cell already registered, on a
/// cell that then leaves the tree or is freed — are each handled once: the frames that follow
/// equal those of a feed built fresh in the final shape, exactly.
@Suite("Changed views in a sync where subtrees join")
struct ChangedViewsInJoiningSyncTests {
    typealias Cell = JoiningSubtreeTests.CellSpec

    /// What else changes before the sync in which cells 3, 4 and 5 join a feed of cells 0, 1, 2.
    enum Companion: CaseIterable, Sendable {
        /// Nothing: only the joining stacks' own guides are new.
        case nothing
        /// Cell 4, joining, gets other margins.
        case marginsOfJoiningCell
        /// Cell 1, registered, gets other margins.
        case marginsOfRegisteredCell
        /// Cell 1 gets other margins, then leaves the tree (held elsewhere).
        case changedCellRemoved
        /// Cell 1 gets other margins, then leaves the tree and is freed.
        case changedCellFreed
    }

    /// The margins a changed cell gets.
    static let changedMargins = EdgeInsets(top: 4, left: 20, bottom: 6, right: 10)

    @Test("frames after the sync equal a fresh feed's", arguments: Companion.allCases)
    func joiningWithChanges(companion: Companion) {
        let tree = JoiningSubtreeTests.feed((0..<3).map { Cell($0) })
        for index in 3..<6 { tree.feed.addArrangedSubview(JoiningSubtreeTests.cell(Cell(index))) }
        var cells = Array(0..<6)
        var changed: Int?
        var kept: View?
        switch companion {
        case .nothing:
            break
        case .marginsOfJoiningCell:
            tree.feed.arrangedSubviews[4].layoutMargins = Self.changedMargins
            changed = 4
        case .marginsOfRegisteredCell:
            tree.feed.arrangedSubviews[1].layoutMargins = Self.changedMargins
            changed = 1
        case .changedCellRemoved:
            let cell = tree.feed.arrangedSubviews[1]
            cell.layoutMargins = Self.changedMargins
            cell.removeFromSuperview()
            kept = cell
            cells.remove(at: 1)
        case .changedCellFreed:
            Self.changeAndRemove(tree.feed.arrangedSubviews[1])
            cells.remove(at: 1)
        }
        tree.window.layoutIfNeeded()

        // The fresh feed has its margins before its first layout.
        let fresh = JoiningSubtreeTests.feed(cells.map { Cell($0) }, laidOut: false)
        let place = changed.flatMap { cells.firstIndex(of: $0) }
        if let place { fresh.feed.arrangedSubviews[place].layoutMargins = Self.changedMargins }
        layOutAcrossTop(fresh.feed, in: fresh.window)
        #expect(JoiningSubtreeTests.frames(under: tree.window) == JoiningSubtreeTests.frames(under: fresh.window))
        #expect(tree.feed.arrangedSubviews.count == cells.count)
        #expect(kept?.superview == nil)
        // A changed cell is its 40-point avatar and its new top and bottom margins high.
        if let place { #expect(tree.feed.arrangedSubviews[place].frame.height == 50) }
    }

    /// Gives `cell` other margins and takes it out of its tree; the caller holds no reference
    /// to it afterwards.
    private static func changeAndRemove(_ cell: View) {
        cell.layoutMargins = changedMargins
        cell.removeFromSuperview()
    }
}
