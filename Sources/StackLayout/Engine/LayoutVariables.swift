import LayoutSolver

/// The four unknowns of one view or guide in one engine: its alignment rect in its superview's
/// coordinates (a guide's in its owning view's). The variables are unnamed: naming four
/// variables per view would cost every first layout four strings per view, and the engine's
/// diagnostics name views and constraints, never solver variables.
final class LayoutVariables {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// The solved alignment rect (valid after `Solver.updateVariables()`).
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }

    /// The position variable along `axis`.
    func min(along axis: Axis) -> Variable { axis == .horizontal ? minX : minY }
    /// The length variable along `axis`.
    func length(along axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// All four, in a fixed order.
    var all: [Variable] { [minX, minY, width, height] }
}
