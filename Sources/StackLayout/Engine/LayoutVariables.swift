import LayoutSolver

/// The four unknowns of one view or guide in one engine's solver: its alignment rect in its
/// superview's coordinates (a guide's in its owning view's), as solver ids (no objects: the
/// engine reads their values from its solver).
struct LayoutVariables {
    let minX: Solver.VariableID
    let minY: Solver.VariableID
    let width: Solver.VariableID
    let height: Solver.VariableID

    /// Four fresh unknowns of `solver`.
    init(in solver: Solver) {
        (minX, minY, width, height) = solver.makeFourVariables()
    }

    /// The solved alignment rect (valid after `Solver.updateVariables()`).
    func rect(in solver: Solver) -> Rect {
        let (x, y, width, height) = solver.values(of: minX, minY, self.width, self.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Gives the four unknowns back to `solver` (the item left the engine).
    func release(in solver: Solver) {
        solver.releaseVariable(minX)
        solver.releaseVariable(minY)
        solver.releaseVariable(width)
        solver.releaseVariable(height)
    }

    /// The position variable along `axis`.
    func min(along axis: Axis) -> Solver.VariableID { axis == .horizontal ? minX : minY }
    /// The length variable along `axis`.
    func length(along axis: Axis) -> Solver.VariableID { axis == .horizontal ? width : height }
}
