import Testing
import TestSupport
@_spi(Testing) import StackLayout

/// Hiding and showing an arranged view again and again: each toggle replaces only the
/// constraints the view's state changes (the hidden view's own, its neighbours' links, the
/// stack's connection to its last visible view), takes the ones it had before back instead of
/// making them anew, and leaves the tree exactly as a tree built in that state: the same
/// frames, bit for bit, and as many installed constraints.
@Suite("Toggle reconciliation")
struct ToggleReconciliationTests {
    /// A stack of five arranged views, one a label (for baselines), with the given arrangement.
    struct Arrangement: CustomTestStringConvertible, Sendable {
        let axis: Axis
        let distribution: Stack.Distribution
        let alignment: Stack.Alignment
        /// The arranged view hidden and shown.
        let toggled: Int
        var testDescription: String { "\(axis) \(distribution) \(alignment), view \(toggled)" }

        /// The stack in this arrangement, its window laid out, with view `toggled` hidden or not.
        func make(hidden: Bool) -> (window: Window, stack: Stack) {
            let label = Label(text: "Baseline")
            let views: [View] = [IntrinsicView("a", 30, 20), label, IntrinsicView("c", 50, 35), IntrinsicView("d", 20, 15),
                                 IntrinsicView("e", 40, 25)]
            views[toggled].isHidden = hidden
            let stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: 6, arrangedSubviews: views)
            return (laidOutWindow(with: stack), stack)
        }
    }

    static let arrangements: [Arrangement] = [
        Arrangement(axis: .vertical, distribution: .fill, alignment: .leading, toggled: 4),
        Arrangement(axis: .vertical, distribution: .fill, alignment: .center, toggled: 0),
        Arrangement(axis: .horizontal, distribution: .fill, alignment: .fill, toggled: 2),
        Arrangement(axis: .horizontal, distribution: .fillEqually, alignment: .trailing, toggled: 4),
        Arrangement(axis: .horizontal, distribution: .equalSpacing, alignment: .firstBaseline, toggled: 1),
        Arrangement(axis: .horizontal, distribution: .equalCentering, alignment: .lastBaseline, toggled: 0),
        Arrangement(axis: .vertical, distribution: .fillProportionally, alignment: .trailing, toggled: 3),
        Arrangement(axis: .horizontal, distribution: .fillProportionally, alignment: .center, toggled: 2),
    ]

    /// What one toggle did: the constraints it added and removed, and those installed after it.
    struct Toggle: Equatable {
        let adds: Int
        let removes: Int
        let installed: Int
    }

    /// Hide, show, hide, show: after each toggle the frames are those of a tree built in that
    /// state; a toggle after the first one does what the same toggle did the first time (the
    /// view's earlier constraints come back, nothing piles up), and showing the view installs
    /// as many constraints as the tree had at first.
    @Test(arguments: arrangements)
    func repeatedTogglesMatchFreshTrees(_ arrangement: Arrangement) {
        let (window, stack) = arrangement.make(hidden: false)
        let view = stack.arrangedSubviews[arrangement.toggled]
        let initial = window.layoutEngineCounts.installedConstraints
        var first: [Bool: Toggle] = [:]
        for hide in [true, false, true, false] {
            let before = window.layoutEngineCounts
            view.isHidden = hide
            window.layoutIfNeeded()
            let after = window.layoutEngineCounts
            let toggle = Toggle(
                adds: after.adds - before.adds, removes: after.removes - before.removes, installed: after.installedConstraints)
            #expect(toggle.adds > 0 && toggle.removes > 0, "a toggle replaces constraints")
            if !hide { #expect(toggle.installed == initial) }
            if let earlier = first[hide] { #expect(toggle == earlier) } else { first[hide] = toggle }
            let fresh = arrangement.make(hidden: hide)
            #expect(allFrames(in: window) == allFrames(in: fresh.window))
        }
        expectNoDiagnostics(window)
    }

    /// The text stack of a feed cell (a vertical `.leading` stack of a title and a subtitle):
    /// hiding the subtitle replaces four constraints (its link to the title by its length and
    /// its hang, its alignment and its bound in the stack's edge by its placement, the
    /// stack's connection to it by the one to the title) and regenerates three groups; showing it
    /// again brings the four it had back.
    @Test func hidingALastViewReplacesFourConstraints() {
        let title = IntrinsicView("title", 80, 20), subtitle = IntrinsicView("subtitle", 120, 16)
        let text = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let window = laidOutWindow(with: text)
        let shown = allFrames(in: window)
        for hide in [true, false, true, false] {
            let before = window.layoutEngineCounts
            let groups = text.reconciledGeneratedGroups
            subtitle.isHidden = hide
            window.layoutIfNeeded()
            let after = window.layoutEngineCounts
            #expect(after.adds - before.adds == 4)
            #expect(after.removes - before.removes == 4)
            #expect(text.reconciledGeneratedGroups - groups == 3)
            #expect(after.installedConstraints == before.installedConstraints)
        }
        #expect(allFrames(in: window) == shown)
        expectNoDiagnostics(window)
    }

    /// Views that join a tree after its first toggle hold solver slots beyond those the tree
    /// had then: a toggle inside them still lays them out, with the frames of a tree built in
    /// that state.
    @Test func viewsJoiningAfterAToggleFollowTheirOwnToggles() {
        func cell(_ index: Int) -> (cell: Stack, subtitle: View) {
            let subtitle = IntrinsicView("subtitle \(index)", 60 + Double(index), 14)
            let text = Stack(axis: .vertical, alignment: .leading, spacing: 2,
                             arrangedSubviews: [IntrinsicView("title \(index)", 70, 18), subtitle])
            let cell = Stack(axis: .horizontal, alignment: .center, spacing: 8,
                             arrangedSubviews: [IntrinsicView("avatar \(index)", 40, 40), text])
            return (cell, subtitle)
        }
        func feed(cells count: Int, hidden: Set<Int>) -> (window: Window, feed: Stack, subtitles: [View]) {
            let cells = (0..<count).map(cell)
            for index in hidden { cells[index].subtitle.isHidden = true }
            let feed = Stack(axis: .vertical, spacing: 8, arrangedSubviews: cells.map(\.cell))
            return (laidOutWindow(with: feed), feed, cells.map(\.subtitle))
        }
        let tree = feed(cells: 3, hidden: [])
        var subtitles = tree.subtitles
        subtitles[1].isHidden = true
        tree.window.layoutIfNeeded()
        for index in 3..<6 {
            let joined = cell(index)
            tree.feed.addArrangedSubview(joined.cell)
            subtitles.append(joined.subtitle)
        }
        tree.window.layoutIfNeeded()
        subtitles[4].isHidden = true
        tree.window.layoutIfNeeded()
        let fresh = feed(cells: 6, hidden: [1, 4])
        #expect(allFrames(in: tree.window) == allFrames(in: fresh.window))
        #expect(subtitles[4].frame.height == 0 && subtitles[5].frame.height == 14)
        expectNoDiagnostics(tree.window)
    }
}
