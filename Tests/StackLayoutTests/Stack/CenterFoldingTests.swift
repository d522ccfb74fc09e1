import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// Center and baseline alignments solved by folding: the line's wish to sit at the guide's
/// center (or the baseline group's placement) holds exactly, so the solver makes it required,
/// eliminates the line and folds the views' lengths under the guide. The frames are the ones
/// computed by hand from the stack semantics; the simplex is reached only where the wish cannot
/// hold.
@Suite("Center folding")
struct CenterFoldingTests {
    /// A horizontal center stack of views 10 wide and `heights` tall, spacing 2, placed at the
    /// window's top-left with an optional fixed height; laid out.
    private func centerRow(_ heights: [Double], height: Double? = nil) -> (Window, Stack, [View]) {
        let window = stackWindow(2000, 2000)
        let views = heights.enumerated().map { IntrinsicView("v\($0.offset)", 10, $0.element) as View }
        let stack = Stack(alignment: .center, spacing: 2, arrangedSubviews: views)
        place(stack, in: window, height: height)
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    @Test func probe() {
        let (window, stack, views) = centerRow([20, 40, 30])
        let s = window.layoutEngineCounts.solver
        print("PROBE", stack.frame, views.map { $0.frame }, s.generalComponents, s.pivots, s.foldedSolves)
    }
}
