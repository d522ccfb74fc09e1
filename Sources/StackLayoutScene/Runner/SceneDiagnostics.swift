// Layout diagnostics named with scene ids, as `stacklayout layout` reports them.
import StackLayout

/// Turns the engine's diagnostics into report diagnostics. (Testing SPI: its tests build
/// diagnostics that a scene cannot produce.)
@_spi(Testing) public enum SceneDiagnostics {
    /// The report form of `diagnostic`: constraints are named by ``constraintName(_:)``.
    public static func reportDiagnostic(for diagnostic: LayoutDiagnostic) -> LayoutReport.Diagnostic {
        switch diagnostic {
        case .unsatisfiable(let broken, let conflicting):
            return .unsatisfiable(broken: constraintName(broken), conflicting: conflicting.map(constraintName))
        case .invalidValue(let property, let value):
            return .other(kind: "invalidValue", fields: [
                JSONOutputField("property", .string(property)), JSONOutputField("value", .number(value)),
            ])
        case .invalidConstraint(let constraint, let reason):
            return .other(kind: "invalidConstraint", fields: [
                JSONOutputField("constraint", .string(constraintName(constraint))),
                JSONOutputField("reason", .string(reason)),
            ])
        case .hierarchyCycle(let view, let superview):
            return .other(kind: "hierarchyCycle", fields: [
                JSONOutputField("view", .string(view)), JSONOutputField("superview", .string(superview)),
            ])
        case .pendingConstraint(let constraint):
            return .other(kind: "pendingConstraint", fields: [
                JSONOutputField("constraint", .string(constraintName(constraint))),
            ])
        case .refusedOperation(let operation, let reason):
            return .other(kind: "refusedOperation", fields: [
                JSONOutputField("operation", .string(operation)), JSONOutputField("reason", .string(reason)),
            ])
        case .layoutFeedbackLoop(let views, let passes):
            return .other(kind: "layoutFeedbackLoop", fields: [
                JSONOutputField("views", .array(views.map(JSONOutput.string))),
                JSONOutputField("passes", .number(Double(passes))),
            ])
        }
    }

    /// A deterministic name for a constraint: its identifier (every scene constraint has one:
    /// its id, or `constraints[i]`; stacks name theirs, e.g. `Stack-spacing`), else
    /// `<view>.<attribute>` of its first item (e.g. `box.width` for an intrinsic-size or pin
    /// constraint).
    public static func constraintName(_ constraint: ConstraintSnapshot) -> String {
        if let identifier = constraint.identifier, !identifier.isEmpty { return identifier }
        let head = constraint.description.prefix { $0 != " " }
        return head.isEmpty ? constraint.description : String(head)
    }
}
