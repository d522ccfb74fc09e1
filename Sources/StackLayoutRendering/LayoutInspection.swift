// What the inspector page shows about each view of a laid-out tree: its frame, the constraints
// that affect it, whether it is ambiguous, and the conflicts the tree reported.
import StackLayout

/// A constraint as the inspector lists it for a view.
public struct InspectedConstraint: Sendable, Hashable {
    /// The constraint's description (``LayoutConstraint/description``).
    public var description: String
    /// Its priority (1000: required).
    public var priority: Double
    /// The axis along which it affects the view; `nil` for a broken constraint (which affects
    /// nothing while broken).
    public var axis: Axis?
    /// The id (as in ``RenderNode/id``) of the stack that generated it, `nil` when no stack did.
    public var generatingStack: String?
    /// Whether layout could not satisfy it and left it out (see ``View/brokenConstraints``).
    public var isBroken: Bool

    /// Creates an inspected constraint.
    public init(description: String, priority: Double, axis: Axis?, generatingStack: String?, isBroken: Bool) {
        self.description = description
        self.priority = priority
        self.axis = axis
        self.generatingStack = generatingStack
        self.isBroken = isBroken
    }
}

/// A view as the inspector shows it.
public struct InspectedView: Sendable, Hashable {
    /// The id of the view's node (``RenderNode/id``).
    public var id: String
    /// The name drawn on it (``RenderNode/name``).
    public var name: String
    /// Its model frame, in its superview's coordinates.
    public var frame: Rect
    /// The axes along which its layout is ambiguous (``View/ambiguousAxes``).
    public var ambiguousAxes: [Axis]
    /// The constraints affecting it along each axis (``View/constraintsAffectingLayout(for:)``),
    /// then its broken ones.
    public var constraints: [InspectedConstraint]

    /// Creates an inspected view.
    public init(id: String, name: String, frame: Rect, ambiguousAxes: [Axis], constraints: [InspectedConstraint]) {
        self.id = id
        self.name = name
        self.frame = frame
        self.ambiguousAxes = ambiguousAxes
        self.constraints = constraints
    }
}

/// What the inspector page knows about a laid-out tree, a `Sendable` value like
/// ``RenderSnapshot``: one ``InspectedView`` per node of the tree's snapshot, in the same order,
/// and the conflicts its window reported.
public struct LayoutInspection: Sendable, Hashable {
    /// The views, in the order of ``RenderSnapshot/nodes``.
    public var views: [InspectedView]
    /// The unsatisfiable-constraint diagnostics of the window, described
    /// (``LayoutDiagnostic/description``), oldest first.
    public var conflicts: [String]

    /// Creates an inspection.
    public init(views: [InspectedView], conflicts: [String] = []) {
        self.views = views
        self.conflicts = conflicts
    }

    /// The inspection of `view`'s tree as it is laid out now (laid out first if needed), with
    /// the node ids of ``RenderSnapshot/init(of:)``: a window's subviews, or `view` and its subtree.
    public init(of view: View) {
        view.layoutIfNeeded()
        let snapshot = RenderSnapshot(of: view)
        var views: [View] = []
        var pending = view is Window ? Array(view.subviews.reversed()) : [view]
        while let next = pending.popLast() {
            views.append(next)
            pending.append(contentsOf: next.subviews.reversed())
        }
        var ids: [ObjectIdentifier: String] = [:]
        for (inspected, node) in zip(views, snapshot.nodes) { ids[ObjectIdentifier(inspected)] = node.id }
        self.views = zip(views, snapshot.nodes).map { inspected, node in
            Self.inspect(inspected, node: node, ids: ids)
        }
        conflicts = (view.window?.diagnostics ?? []).compactMap { diagnostic in
            guard case .unsatisfiable = diagnostic else { return nil }
            return diagnostic.description
        }
    }

    private static func inspect(_ view: View, node: RenderNode, ids: [ObjectIdentifier: String]) -> InspectedView {
        func inspected(_ constraint: LayoutConstraint, axis: Axis?, broken: Bool) -> InspectedConstraint {
            let stack = constraint.generatingStack.map { ids[ObjectIdentifier($0)] ?? $0.debugName ?? "Stack" }
            return InspectedConstraint(description: constraint.description, priority: Double(constraint.priority.rawValue),
                                       axis: axis, generatingStack: stack, isBroken: broken)
        }
        var constraints: [InspectedConstraint] = []
        for axis in [Axis.horizontal, .vertical] {
            constraints += view.constraintsAffectingLayout(for: axis).map { inspected($0, axis: axis, broken: false) }
        }
        constraints += view.brokenConstraints.map { inspected($0, axis: nil, broken: true) }
        return InspectedView(id: node.id, name: node.name, frame: view.frame, ambiguousAxes: view.ambiguousAxes,
                             constraints: constraints)
    }
}
