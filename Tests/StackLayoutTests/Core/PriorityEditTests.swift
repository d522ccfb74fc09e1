import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Changing the priority of an installed constraint takes it out of the solver and adds it at
/// the new priority (one remove, one add); the engine keeps holding it as installed, so that
/// frames, conflicts and a later deactivation are those of a constraint activated at that
/// priority.
@Suite("Priority edits")
struct PriorityEditTests {
    /// A box pinned at the window's top left, with two competing widths: 100 at `narrow`
    /// and 200 at `wide`, and a required height of 30.
    static func box(narrow: LayoutPriority, wide: LayoutPriority)
        -> (window: Window, box: View, narrow: LayoutConstraint, wide: LayoutConstraint) {
        let (window, box) = windowWithView("box")
        let narrowWidth = box.widthAnchor.constraint(equalToConstant: 100)
        narrowWidth.priority = narrow
        let wideWidth = box.widthAnchor.constraint(equalToConstant: 200)
        wideWidth.priority = wide
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor), box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 30), narrowWidth, wideWidth,
        ])
        window.layoutIfNeeded()
        return (window, box, narrowWidth, wideWidth)
    }

    /// Priorities of the narrow width, before and after the edit, with the wide one at 500.
    static let edits: [(from: LayoutPriority, to: LayoutPriority)] = [
        (250, 750), (750, 250), (250, .required), (.required, 250), (499, 501), (999, .required),
    ]

    /// After the edit the box has the width a fresh build at the new priority gives, each edit
    /// costs one remove and one add, and the installed constraints are the same.
    @Test(arguments: edits)
    func anEditedPriorityLaysOutAsAFreshBuild(_ from: LayoutPriority, _ to: LayoutPriority) {
        let edited = Self.box(narrow: from, wide: 500)
        let before = edited.window.layoutEngineCounts
        edited.narrow.priority = to
        edited.window.layoutIfNeeded()
        let after = edited.window.layoutEngineCounts
        let fresh = Self.box(narrow: to, wide: 500)
        #expect(edited.box.frame == fresh.box.frame)
        #expect(edited.box.frame.width == (to.value > 500 ? 100 : 200))
        #expect(after.adds == before.adds + 1 && after.removes == before.removes + 1)
        #expect(after.installedConstraints == before.installedConstraints)
        #expect(edited.window.layoutSolverConsistencyProblem() == nil)
        expectNoDiagnostics(edited.window)
    }

    /// A constraint deactivated after its priority changed leaves the solver: the box has the
    /// frame of a fresh build without it.
    @Test func aConstraintDeactivatedAfterAnEditLeavesTheSolver() {
        let edited = Self.box(narrow: 250, wide: 500)
        edited.narrow.priority = 750
        edited.window.layoutIfNeeded()
        let installed = edited.window.layoutEngineCounts.installedConstraints
        edited.narrow.isActive = false
        edited.window.layoutIfNeeded()
        #expect(edited.window.layoutEngineCounts.installedConstraints == installed - 1)
        #expect(edited.box.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        edited.narrow.isActive = true
        edited.window.layoutIfNeeded()
        #expect(edited.box.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(edited.window.layoutSolverConsistencyProblem() == nil)
    }

    /// Raising both widths to required conflicts: the conflict is reported once and the newer
    /// change is left out; lowering it again ends the conflict with no further report.
    @Test func anEditThatConflictsIsReportedAndLoweringItEndsIt() {
        let edited = Self.box(narrow: .required, wide: 500)
        edited.wide.priority = .required
        edited.window.layoutIfNeeded()
        let reported = edited.window.diagnostics.filter { if case .unsatisfiable = $0 { true } else { false } }
        #expect(reported.count == 1)
        #expect(edited.box.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        edited.wide.priority = 500
        edited.window.layoutIfNeeded()
        #expect(edited.window.diagnostics.count == reported.count)
        #expect(edited.box.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        edited.narrow.priority = 250
        edited.window.layoutIfNeeded()
        #expect(edited.box.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(edited.window.diagnostics.count == reported.count)
    }
}
