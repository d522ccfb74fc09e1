import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// How many layout passes a change costs: a pass that asks for layout again runs another, so a
/// change that settles in one pass must not ask (frames within `stackTolerance`).
@Suite("Layout passes")
struct LayoutPassTests {
    /// A feed cell: a centered row of an avatar, a column of a title and a subtitle, and a badge,
    /// 12 pt margins, 375 wide; its window, the text column and its labels.
    static func cell() -> (window: Window, text: Stack, title: Label, subtitle: Label) {
        let title = Label(text: "Title")
        let subtitle = Label(text: "status")
        subtitle.font = Font.systemFont(ofSize: 13)
        let text = Stack(axis: .vertical, alignment: .leading, spacing: 2, arrangedSubviews: [title, subtitle])
        let avatar = IntrinsicView("avatar", 40, 40), badge = IntrinsicView("badge", 20, 20)
        let cell = Stack(axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: [avatar, text, badge])
        cell.isLayoutMarginsRelativeArrangement = true
        cell.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let window = stackWindow(375, 667)
        place(cell, in: window, width: 375)
        window.layoutIfNeeded()
        return (window, text, title, subtitle)
    }

    /// Hiding and showing a label in a centered cell moves the text column and settles in one
    /// pass each: the label's baselines change as it is laid out, and no constraint reads them.
    @Test func hidingAndShowingALabelTakesOnePass() {
        let (window, text, title, subtitle) = Self.cell()
        // Title 21.25 high, 2 pt, subtitle 16.25 (17 and 13 pt lines of 1.25 em): 39.5, centered
        // on the 40 pt avatar 12 pt down.
        #expect(close(text.frame, Rect(x: text.frame.minX, y: 12.25, width: text.frame.width, height: 39.5)))
        expectFrame(subtitle, Rect(x: 0, y: 23.25, width: 39, height: 16.25))
        let cases: [(hidden: Bool, textY: Double, textHeight: Double)] = [(true, 21.375, 21.25), (false, 12.25, 39.5)]
        for (hidden, textY, textHeight) in cases {
            let passes = window.layoutEngineCounts.layoutPasses
            subtitle.isHidden = hidden
            window.layoutIfNeeded()
            #expect(window.layoutEngineCounts.layoutPasses - passes == 1, "hidden: \(hidden)")
            #expect(abs(text.frame.minY - textY) < stackTolerance && abs(text.frame.height - textHeight) < stackTolerance,
                    "hidden: \(hidden), text column \(text.frame)")
            expectFrame(title, Rect(x: 0, y: 0, width: 42.5, height: 21.25))
        }
    }

    /// In a first-baseline row, constraints read the labels' baselines: a label shown again is
    /// aligned on its baseline as before it was hidden.
    @Test func aShownLabelIsAlignedOnItsBaselineAgain() {
        let title = Label(text: "Title")
        let detail = Label(text: "detail")
        detail.font = Font.systemFont(ofSize: 13)
        let row = Stack(axis: .horizontal, alignment: .firstBaseline, spacing: 8, arrangedSubviews: [title, detail])
        let window = laidOutWindow(with: row)
        let before = [title.frame, detail.frame]
        #expect(before[1].minY > before[0].minY, "the smaller font's line starts lower: \(before)")
        detail.isHidden = true
        window.layoutIfNeeded()
        detail.isHidden = false
        window.layoutIfNeeded()
        expectFrame(title, before[0])
        expectFrame(detail, before[1])
    }

    /// A view's baseline moves: with no constraint on baselines nothing is laid out again; in a
    /// first-baseline row the view moves so that its new baseline is on the row's.
    @Test(arguments: [(Stack.Alignment.center, 0, 5.0), (.firstBaseline, 1, 0.0)])
    func aBaselineChangeLaysOutOnlyWhereConstraintsReadIt(_ alignment: Stack.Alignment, passes: Int, markY: Double) {
        let text = IntrinsicView("text", 30, 20)
        text.firstBaselineOffset = 15
        let mark = IntrinsicView("mark", 10, 10)
        mark.firstBaselineOffset = 10
        let row = Stack(axis: .horizontal, alignment: alignment, spacing: 4, arrangedSubviews: [text, mark])
        let window = laidOutWindow(with: row)
        let before = window.layoutEngineCounts.layoutPasses
        mark.firstBaselineOffset = 15
        window.layoutIfNeeded()
        #expect(window.layoutEngineCounts.layoutPasses - before == passes)
        // Centered: (20 − 10) / 2. On the first baseline: 15 − 15.
        expectFrame(mark, Rect(x: 34, y: markY, width: 10, height: 10))
    }
}
