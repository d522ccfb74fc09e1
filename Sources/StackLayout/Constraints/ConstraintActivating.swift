/// How a constraint enters and leaves the layout of its items' tree: requirements of
/// ``LayoutConstraint`` that the Engine folder fulfils (LayoutConstraint+Activation.swift), as
/// it fulfils `LayoutHostMaking` for views, so that `isActive`, `activate(_:)` and
/// `deactivate(_:)` never name the engine.
protocol ConstraintActivating: AnyObject {
    /// Attaches the constraint to its items and queues it in the engine of their tree (or
    /// leaves it pending while they share no tree); a malformed constraint is reported instead.
    func activate()
    /// Detaches the constraint from its items and takes it out of the engines of their trees.
    func deactivate()
}
