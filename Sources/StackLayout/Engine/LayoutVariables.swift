import LayoutSolver

/// The four unknowns of one view or guide in one engine's solver: its alignment rect in its
/// superview's coordinates (a guide's in its owning view's), as solver ids (no objects: the
/// engine reads their values from its solver). A stack's alignment guide has one unknown of its
/// own, its minimum across the stack (the line its items align on); its three other components
/// are the engine's constant zeros, variables pinned at 0 (see
/// `init(line:along:zeroPosition:zeroLength:)`).
struct LayoutVariables {
    let minX: Solver.VariableID
    let minY: Solver.VariableID
    let width: Solver.VariableID
    let height: Solver.VariableID

    /// Four fresh unknowns of `solver`.
    init(in solver: Solver) {
        (minX, minY, width, height) = solver.makeFourVariables()
    }

    /// The variables of a line across the stack whose alignment guide it is: `line`, the
    /// minimum along `axis`, is the one unknown; the other minimum is `zeroPosition`, the width
    /// and the height `zeroLength`, the engine's two variables pinned at 0 (two, so that no
    /// item's position and length along an axis are one variable).
    init(line: Solver.VariableID, along axis: Axis, zeroPosition: Solver.VariableID, zeroLength: Solver.VariableID) {
        minX = axis == .horizontal ? line : zeroPosition
        minY = axis == .vertical ? line : zeroPosition
        width = zeroLength
        height = zeroLength
    }

    /// The variable of frame component `index`: left, top, width, height.
    subscript(index: Int) -> Solver.VariableID {
        switch index {
        case 0: minX
        case 1: minY
        case 2: width
        default: height
        }
    }

    /// The solved alignment rect (valid after `Solver.updateVariables()`).
    func rect(in solver: Solver) -> Rect {
        let (x, y, width, height) = solver.values(of: minX, minY, self.width, self.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The position variable along `axis`.
    func min(along axis: Axis) -> Solver.VariableID { axis == .horizontal ? minX : minY }
    /// The length variable along `axis`.
    func length(along axis: Axis) -> Solver.VariableID { axis == .horizontal ? width : height }
}
