extension LayoutConstraint {
    /// Reports `diagnostic` to the window of the constraint's first (or second) item.
    func reportNearItems(_ diagnostic: LayoutDiagnostic) {
        let first = firstItem.flatMap(ResolvedItem.init)?.hostView
        let second = secondItem.flatMap(ResolvedItem.init)?.hostView
        reportDiagnostic(diagnostic, near: first?.window != nil ? first : second)
    }
}
