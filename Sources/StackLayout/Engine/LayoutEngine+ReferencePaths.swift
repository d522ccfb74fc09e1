@_spi(Testing) import LayoutSolver

extension LayoutEngine {
    /// Switches the engine to its reference paths (on) or its fast paths (off, the default):
    /// with the reference paths every component is solved by the simplex and every linear form
    /// is built by the general path, so that tests can compare the two on the same scenes.
    func useReferencePaths(_ on: Bool) {
        usesReferencePaths = on
        solver.solvesInClosedForm = !on
    }
}

extension View {
    /// Whether the engine of this view's tree takes its reference paths: every component solved
    /// by the simplex and every constraint's linear form built by the general path, instead of
    /// closed forms and the direct forms of constraints between siblings; a stack's new spacing
    /// regenerates its constraints instead of moving their constants in place, and an edited
    /// constant is compared with the solver's terms and constant before it is updated. Layouts
    /// must agree wherever the constraints determine them; differential tests check it.
    @_spi(Testing) public var usesReferenceLayoutPaths: Bool {
        get { rootView.layoutEngine.usesReferencePaths }
        set { rootView.layoutEngine.useReferencePaths(newValue) }
    }

    /// The size thresholds of the solver of this view's tree (see `SolverTuning`): tests run
    /// the layouts with each at its extremes as well as at its default, which gives the same
    /// frames.
    @_spi(Testing) public var layoutSolverTuning: SolverTuning {
        get { rootView.layoutEngine.solver.tuning }
        set { rootView.layoutEngine.solver.tuning = newValue }
    }
}
