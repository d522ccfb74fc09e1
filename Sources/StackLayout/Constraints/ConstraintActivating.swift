/// How a constraint enters, changes in and leaves the layout of its items' tree: requirements
/// of ``LayoutConstraint`` that the Engine folder fulfils (LayoutConstraint+Activation.swift),
/// so that `isActive`, `activate(_:)`, `deactivate(_:)` and the setters never name the engine.
protocol ConstraintActivating: AnyObject {
    /// Attaches the constraint to its items and queues it in the engine of their tree (or
    /// leaves it pending while they share no tree); a malformed constraint is reported instead.
    func activate()
    /// Detaches the constraint from its items and takes it out of the engines of their trees.
    func deactivate()
    /// The constant (with `constantOnly`), or the multiplier, priority or reading direction
    /// changed: the engine of the items' tree, if it has one, reads the constraint again at the
    /// next layout.
    func layoutValuesDidChange(constantOnly: Bool)
}
