/// A sendable summary of a constraint, as diagnostics carry it.
public struct ConstraintSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The constraint's description (`a.leading == b.trailing + 8 @750 'id' (File.swift:12)`).
    public let description: String
    /// The constraint's identifier, if it had one.
    public let identifier: String?

    /// Creates a snapshot.
    public init(description: String, identifier: String?) {
        self.description = description
        self.identifier = identifier
    }
}

/// A problem found while building or laying out views. The engine reports problems instead of
/// crashing: it records them on the window and passes them to `Window.diagnosticHandler`.
public enum LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Required constraints conflict: `broken` was left out so that the rest could be satisfied;
    /// `conflicting` is the set that proves the conflict (it includes `broken`). The broken
    /// constraint is retried whenever a constraint of its tree changes. A conflict is reported
    /// only if it remains once the layout pass has applied all of its changes, so constraints
    /// replaced together (a stack regenerating its own) never report a passing conflict.
    case unsatisfiable(broken: ConstraintSnapshot, conflicting: [ConstraintSnapshot])
    /// A NaN or infinite value, a value larger than 1e12 in magnitude, or an out-of-range
    /// priority or multiplier was rejected; the old value was kept. A negative, NaN or infinite
    /// animation duration or delay is reported too (the block uses 0).
    case invalidValue(property: String, value: Double)
    /// A constraint that can never hold (mixed axes, a position related to a constant, a
    /// non-finite constant or multiplier) was not activated.
    case invalidConstraint(ConstraintSnapshot, reason: String)
    /// `addSubview` was refused because the view is the superview itself or one of its ancestors.
    case hierarchyCycle(view: String, superview: String)
    /// An active constraint whose items share no tree was still pending at layout time.
    case pendingConstraint(ConstraintSnapshot)
    /// A call that UIKit answers with an exception was refused and changed nothing: an
    /// arranged-subview index past the end, a property animator asked for a transition its
    /// state does not allow. `operation` names the call, `reason` says why.
    case refusedOperation(operation: String, reason: String)
    /// One `layoutIfNeeded()` ran its most passes (`passes`) and the geometry still had not
    /// settled: layout code that changes constraints every pass, a view whose size moves it
    /// in and out of the safe area, and the like. Layout stopped with the frames of the last
    /// pass (all finite); `views` names the views whose frame or safe area that pass changed,
    /// in tree order. The next layout starts again from there.
    case layoutFeedbackLoop(views: [String], passes: Int)

    /// A readable, multi-line report in the spirit of Auto Layout's log.
    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            var text = "Unable to simultaneously satisfy constraints.\n"
            text += "    The following constraints conflict:\n"
            for constraint in conflicting { text += "        \(constraint)\n" }
            text += "    Will attempt to recover by breaking constraint\n        \(broken)"
            return text
        case .invalidValue(let property, let value):
            return "Rejected non-finite or out-of-range value \(NumberFormatting.exact(value)) for \(property); "
                + "it was not applied."
        case .invalidConstraint(let constraint, let reason):
            return "Cannot activate constraint \(constraint): \(reason)."
        case .hierarchyCycle(let view, let superview):
            return "Refused to add \(view) to \(superview): a view cannot become its own descendant."
        case .pendingConstraint(let constraint):
            return "Constraint \(constraint) is active but its items share no view tree; "
                + "it stays pending until they do."
        case .refusedOperation(let operation, let reason):
            return "Refused \(operation): \(reason); nothing changed."
        case .layoutFeedbackLoop(let views, let passes):
            let shown = views.prefix(8).joined(separator: ", ")
            let more = views.count > 8 ? " and \(views.count - 8) more" : ""
            return "Layout did not settle after \(passes) passes; it stopped with the frames of the last pass. "
                + "Geometry kept changing in \(views.isEmpty ? "no view" : shown + more)."
        }
    }
}
