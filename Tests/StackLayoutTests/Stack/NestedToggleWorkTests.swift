import Testing
import TestSupport
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// Hiding and showing a view inside nested stacks: only the stack that arranges it regenerates
/// (the enclosing stacks see a size change, which changes none of their constraints unless they
/// measure their views), each changed component is solved once, and the frames are those of a
/// tree built afresh in the same state.
@Suite("Toggles in nested stacks")
struct NestedToggleWorkTests {
    /// A feed as the `api-feed` benchmark builds it: `cells` horizontal `.center` cells (spacing
    /// 8, 12-point margins) of a 40 × 40 avatar, a vertical `.leading` text stack (spacing 2) of
    /// a title and a subtitle label, and a 20 × 20 badge, in a vertical `.fill` feed (spacing
    /// 8) pinned to the top and sides of a 375-point window; the subtitles of `hidden` start hidden.
    struct Feed {
        let window: Window
        let feed: Stack
        let cells: [Stack]
        let texts: [Stack]
        let subtitles: [Label]

        init(cells count: Int, hidden: Set<Int> = []) {
            window = stackWindow(375, 10_000)
            var cells: [Stack] = [], texts: [Stack] = [], subtitles: [Label] = []
            for index in 0..<count {
                let subtitle = Label(text: String(repeating: "status ", count: 1 + index % 4))
                subtitle.font = Font.systemFont(ofSize: 13)
                subtitle.isHidden = hidden.contains(index)
                let title = Label(text: "Person \(index)")
                let text = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
                let avatar = IntrinsicView(intrinsic: Size(width: 40, height: 40))
                let badge = IntrinsicView(intrinsic: Size(width: 20, height: 20))
                let cell = Stack(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [avatar, text, badge])
                cell.isLayoutMarginsRelativeArrangement = true
                cell.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
                cells.append(cell)
                texts.append(text)
                subtitles.append(subtitle)
            }
            feed = Stack(axis: .vertical, alignment: .fill, spacing: 8, arrangedSubviews: cells)
            layOutAcrossTop(feed, in: window)
            self.cells = cells
            self.texts = texts
            self.subtitles = subtitles
        }

        /// The generated groups each stack has reconciled so far: the feed, the cells, the texts.
        var reconciled: [Int] { ([feed] + cells + texts).map(\.reconciledGeneratedGroups) }
    }

    /// Hiding (then showing) every tenth subtitle of a 30-cell feed regenerates the three text
    /// stacks only (3 groups each: the subtitle's along and cross groups, the stack level),
    /// never a cell or the feed; each changed cell's vertical axis is solved once, by the
    /// check of its new required constraint (3 check solves), and its horizontal axis once by
    /// the solve (6 folded solves in all), in one pass; the frames are those of a feed built with
    /// those subtitles hidden (shown).
    @Test func togglingSubtitlesRegeneratesOnlyTheirTextStacks() {
        let toggled: Set<Int> = [0, 10, 20]
        let feed = Feed(cells: 30)
        for hide in [true, false] {
            let reconciled: [Int] = feed.reconciled
            let counts = feed.window.layoutEngineCounts
            for index in toggled { feed.subtitles[index].isHidden = hide }
            feed.window.layoutIfNeeded()
            let after = feed.window.layoutEngineCounts
            var expected: [Int] = reconciled
            for index in toggled { expected[1 + 30 + index] += 3 }
            let now: [Int] = feed.reconciled
            #expect(now == expected)
            #expect(after.solver.checkSolves - counts.solver.checkSolves == 3)
            #expect(after.solver.foldedSolves - counts.solver.foldedSolves == 6)
            #expect(after.layoutPasses - counts.layoutPasses == 1)
            #expect(after.solver.pivots == counts.solver.pivots)
            let fresh: [Rect] = allFrames(in: Feed(cells: 30, hidden: hide ? toggled : []).window)
            let frames: [Rect] = allFrames(in: feed.window)
            #expect(frames == fresh)
        }
        #expect(feed.window.diagnostics.isEmpty)
    }

    /// A fillProportionally stack measures its arranged views: hiding a view two stacks below it
    /// (a vertical stack inside a horizontal `.fill` stack, which measures nothing) changes the
    /// shares, exactly as in a tree built with the view hidden.
    @Test func aMeasuringStackFollowsAToggleTwoStacksBelow() {
        func tree(hidden: Bool) -> (Window, View) {
            let b = IntrinsicView("b", 20, 40)
            b.isHidden = hidden
            let inner = Stack(axis: .vertical, spacing: 4, arrangedSubviews: [IntrinsicView("a", 20, 30), b])
            let middle = Stack(axis: .horizontal, arrangedSubviews: [inner, IntrinsicView("c", 10, 10)])
            let d = IntrinsicView("d", 20, 50)
            let outer = Stack(axis: .vertical, distribution: .fillProportionally, arrangedSubviews: [middle, d])
            return (laidOutWindow(with: outer, height: 200), b)
        }
        let (shown, hidden) = toggleMatchesFreshTrees(tree)
        #expect(hidden != shown)
    }

    /// A horizontal `.center` stack vends its tallest view's baselines: hiding a view of a
    /// vertical stack inside it can make another view the tallest, and a label on the row's first
    /// baseline moves with it, exactly as in a tree built with the view hidden.
    @Test func theTallestViewsBaselineFollowsAToggleInsideIt() {
        func tree(hidden: Bool) -> (Window, View) {
            let subtitle = IntrinsicView("subtitle", 30, 30)
            subtitle.isHidden = hidden
            let text = Stack(axis: .vertical, spacing: 2, arrangedSubviews: [IntrinsicView("title", 30, 30), subtitle])
            let row = Stack(axis: .horizontal, alignment: .center, arrangedSubviews: [IntrinsicView("avatar", 40, 40), text])
            let window = laidOutWindow(with: row)
            let label = Label(text: "on the baseline")
            window.addSubview(label)
            LayoutConstraint.activate([
                label.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
                label.leadingAnchor.constraint(equalTo: row.trailingAnchor, constant: 8),
            ])
            window.layoutIfNeeded()
            return (window, subtitle)
        }
        let (shown, hidden) = toggleMatchesFreshTrees(tree)
        #expect(hidden.last != shown.last)
    }

    /// A toggle that makes required constraints conflict (a 50-point stack whose 20-point title
    /// becomes its only visible view) is found by the check of the stack's new constraint, here
    /// without a solve (the conflict reduces to a constant), and reported once, leaving out the
    /// newest generated constraint; showing the view again ends the conflict, with the frames
    /// of before and no other report.
    @Test func aConflictThatAToggleCreatesIsReported() {
        let title = IntrinsicView("title", 20, 20), subtitle = IntrinsicView("subtitle", 20, 28)
        let text = Stack(axis: .vertical, spacing: 2, arrangedSubviews: [title, subtitle])
        text.debugName = "text"
        let window = stackWindow(400, 400)
        place(text, in: window)
        LayoutConstraint.activate([
            text.heightAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let shown: [Rect] = allFrames(in: window)
        let checks = window.layoutEngineCounts.solver.checkSolves
        subtitle.isHidden = true
        window.layoutIfNeeded()
        #expect(window.layoutEngineCounts.solver.checkSolves == checks)
        var conflicts: [(broken: String, identifier: String?, conflicting: [String])] = []
        for diagnostic in window.diagnostics {
            if case let .unsatisfiable(broken, conflicting) = diagnostic {
                conflicts.append((stated(broken), broken.identifier, conflicting.map(stated)))
            }
        }
        #expect(window.diagnostics.count == 1 && conflicts.count == 1)
        let expectedConflicting: [String] = [
            "text.height == 50", "title.height == 20", "text.top == title.top 'Stack-canvas-connection'",
            "title.bottom == text.bottom 'Stack-canvas-connection'",
        ]
        if let conflict = conflicts.first {
            #expect(conflict.broken == "title.bottom == text.bottom 'Stack-canvas-connection'")
            #expect(conflict.identifier == "Stack-canvas-connection")
            #expect(conflict.conflicting == expectedConflicting)
        }
        let hiddenFrames: [Rect] = [
            Rect(x: 0, y: 0, width: 400, height: 400), Rect(x: 0, y: 0, width: 20, height: 50),
            Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 0, y: 20, width: 20, height: 0),
        ]
        let frames: [Rect] = allFrames(in: window)
        #expect(frames == hiddenFrames)
        subtitle.isHidden = false
        window.layoutIfNeeded()
        let again: [Rect] = allFrames(in: window)
        #expect(again == shown)
        #expect(window.diagnostics.count == 1)
    }
}

/// Hides the view of a tree that `tree(false)` builds (returning its window and the view), then
/// shows it again, expecting the frames of a tree built with the view hidden, then the first
/// ones; returns the frames shown and hidden.
private func toggleMatchesFreshTrees(
    _ tree: (_ hidden: Bool) -> (Window, View), sourceLocation: SourceLocation = #_sourceLocation
) -> (shown: [Rect], hidden: [Rect]) {
    let (window, view) = tree(false)
    let shown: [Rect] = allFrames(in: window)
    view.isHidden = true
    window.layoutIfNeeded()
    let hidden: [Rect] = allFrames(in: window)
    let fresh: [Rect] = allFrames(in: tree(true).0)
    #expect(hidden == fresh, sourceLocation: sourceLocation)
    view.isHidden = false
    window.layoutIfNeeded()
    let again: [Rect] = allFrames(in: window)
    #expect(again == shown, sourceLocation: sourceLocation)
    return (shown, hidden)
}

/// A constraint's description without the place it was made (`text.height == 50`).
private func stated(_ snapshot: ConstraintSnapshot) -> String {
    String(snapshot.description.prefix { $0 != "(" }.dropLast())
}
