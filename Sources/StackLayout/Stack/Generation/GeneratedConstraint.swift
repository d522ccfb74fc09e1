/// A constraint a stack generated, as its group holds it: held directly by the engine (the
/// values of its spec, no ``LayoutConstraint``), or a constraint object (when the stack makes
/// objects for tests, or for numbers the public API refuses).
enum GeneratedConstraint {
    case direct(DirectConstraint)
    case object(LayoutConstraint)

    /// The constraint as it stands: a direct constraint the engine turned into an object (it
    /// was pending, refused or broken) reads as that object.
    var current: GeneratedConstraint {
        if case .direct(let constraint) = self, let object = constraint.object { return .object(object) }
        return self
    }

    /// The object, or a description of the direct constraint (see `DirectConstraint.describedConstraint`).
    var describedConstraint: LayoutConstraint {
        switch self {
        case .direct(let constraint): constraint.describedConstraint
        case .object(let constraint): constraint
        }
    }

    /// Whether the constraint is active.
    var isActive: Bool {
        switch current {
        case .direct(let constraint): constraint.isActive
        case .object(let constraint): constraint.storedIsActive
        }
    }

    /// The constraint's `Stack-…` identifier.
    var identifier: String? {
        switch self {
        case .direct(let constraint): constraint.identifier
        case .object(let constraint): constraint.identifier
        }
    }

    /// Brings the constraint to `spec`'s numbers when it has `spec`'s shape; `false` (changing
    /// nothing) when the shape differs.
    func update(to spec: ConstraintSpec, in engine: LayoutEngine) -> Bool {
        switch self {
        case .direct(let constraint):
            // Numbers the constraint does not store (see `DirectConstraint.make`) reshape it.
            guard spec.hasSameShape(as: constraint), constraint.accepts(multiplier: spec.multiplier, constant: spec.constant)
            else { return false }
            if let constantOnly = spec.update(constraint) { engine.constraintDidChange(constraint, constantOnly: constantOnly) }
        case .object(let constraint):
            guard spec.hasSameShape(as: constraint) else { return false }
            if let constantOnly = spec.update(constraint) { engine.constraintDidChange(constraint, constantOnly: constantOnly) }
        }
        return true
    }

    /// Whether the constraint, inactive, is the one `spec` would make for the stack whose
    /// reference is `generator`.
    func isMatched(by spec: ConstraintSpec, madeBy generator: ItemReference) -> Bool {
        switch current {
        case .direct(let constraint): spec.isMatched(byInactive: constraint)
        case .object(let constraint): spec.isMatched(byInactive: constraint, madeBy: generator)
        }
    }

    /// Activates the inactive constraint again in `engine`, as the newest constraint.
    func activateAgain(in engine: LayoutEngine) {
        switch current {
        case .direct(let constraint):
            constraint.renewSequence()
            constraint.isActive = true
            engine.enqueue(constraint)
        case .object(let constraint):
            constraint.renewSequence()
            constraint.activateGenerated(in: engine)
        }
    }

    /// Deactivates the constraint; `engine` is the engine of the stack's tree (`nil` when the
    /// tree has none, so nothing is installed). A constraint held directly asks `engine` for a
    /// layout unless `requestsLayout` is `false` (an update pass asks once, at its end).
    func deactivate(in engine: LayoutEngine?, requestsLayout: Bool = true) {
        switch current {
        case .direct(let constraint):
            guard constraint.isActive else { return }
            constraint.isActive = false
            if requestsLayout { engine?.constraintWasDeactivated(constraint) } else { engine?.uninstall(constraint) }
        case .object(let constraint):
            if let engine { constraint.deactivateGenerated(in: engine) } else { constraint.isActive = false }
        }
    }

    /// Sets the constant of the active constraint, as ``LayoutConstraint/constant``'s setter
    /// does (a refused value is reported and the constant kept).
    func setConstant(_ constant: Double, in engine: LayoutEngine?) {
        switch current {
        case .direct(let constraint):
            guard LayoutValueLimits.accepts(constant) else {
                constraint.describedConstraint.constant = constant
                return
            }
            constraint.touchWindowInAnimation()
            guard constant != constraint.storedConstant else { return }
            constraint.storedConstant = constant
            if constraint.isActive { engine?.constraintDidChange(constraint, constantOnly: true) }
        case .object(let constraint):
            constraint.constant = constant
        }
    }
}

/// Where a stack's update pass puts the constraints it makes: the engine of its tree, the
/// stack's reference (their generator), and whether it makes constraint objects (a testing
/// switch, `Stack.generatesConstraintObjects`) instead of holding them directly.
struct GenerationTarget {
    let engine: LayoutEngine
    unowned(unsafe) let generator: ItemReference
    let makesObjects: Bool
}

/// What a stack compares with its specs and updates in a generated constraint, held directly or
/// as an object.
protocol GeneratedValues: AnyObject {
    var firstReference: ItemReference { get }
    var secondReference: ItemReference? { get }
    var firstAttribute: LayoutAttribute { get }
    var secondAttribute: LayoutAttribute { get }
    var relation: LayoutRelation { get }
    /// Whether the constraint is of `kind` (its identifier is `kind`'s).
    func hasKind(_ kind: StackConstraintID) -> Bool
    var storedMultiplier: Double { get set }
    var storedConstant: Double { get set }
    var storedPriority: LayoutPriority { get set }
    /// The constraint whose public setters report refused numbers: the object itself, or the
    /// description of one held directly.
    var setterTarget: LayoutConstraint { get }
    func touchWindowInAnimation()
}

extension LayoutConstraint: GeneratedValues {
    func hasKind(_ kind: StackConstraintID) -> Bool { identifier == kind.rawValue }
    var setterTarget: LayoutConstraint { self }
}

extension DirectConstraint: GeneratedValues {
    func hasKind(_ kind: StackConstraintID) -> Bool { self.kind == kind }
    var setterTarget: LayoutConstraint { describedConstraint }
}
