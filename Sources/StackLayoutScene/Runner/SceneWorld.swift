// A scene brought to life: the window, its views and constraints, built as the scene format says.
import StackLayout

/// Why a scene that loaded could not be played (an engine refused something the loader
/// accepted). The tool reports it as an internal failure.
public struct SceneRunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, one line.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// The live objects of a scene: a window with the scene's views and constraints, addressed by id.
///
/// Building follows the scene format: views get their scene id as `debugName`; a stack's arranged
/// subviews are added before its plain subviews; the root is pinned to the window's four edges
/// (or only top and leading with `"pin": false`); then the scene's constraints are activated in
/// order, with `window` naming the window. A constraint without an id is named
/// `constraints[i]` (or `timeline[i].changes[j].add`) in diagnostics.
public final class SceneWorld {
    /// The scene.
    public let scene: Scene
    /// The window (its `debugName` is `window`; its diagnostic handler is silenced).
    public let window: Window
    /// Every view by scene id (the window as `window`).
    public private(set) var views: [String: View] = [:]
    /// Every constraint that has an id.
    public private(set) var constraints: [String: LayoutConstraint] = [:]
    /// Ids of views removed from their stack by a timeline step; they are no longer reported.
    public private(set) var removedIDs: Set<String> = []
    /// Diagnostics so far, in the order they happened, without repeats.
    public private(set) var diagnostics: [LayoutReport.Diagnostic] = []
    /// The diagnostics in `diagnostics`, so that a repeat is found without scanning them.
    private var reportedDiagnostics: Set<LayoutReport.Diagnostic> = []
    private var windowDiagnosticsSeen = 0
    /// The ids of ``Scene/allViews``, in order (the scene does not change once built).
    private let allViewIDs: [String]

    /// Builds the scene's window, views and constraints and lays it out once at time 0.
    public init(scene: Scene) throws(SceneRunError) {
        self.scene = scene
        allViewIDs = scene.allViews.map(\.view.id)
        window = Window(size: Size(width: scene.window.width, height: scene.window.height))
        window.debugName = SceneAnchor.windowID
        window.diagnosticHandler = nil
        window.layoutDirection = scene.layoutDirection.layoutDirection
        window.safeAreaInsets = scene.safeAreaInsets
        window.displayScale = scene.displayScale
        views[SceneAnchor.windowID] = window
        let root = try makeView(scene.root)
        window.addSubview(root)
        var pins = [
            root.topAnchor.constraint(equalTo: window.topAnchor),
            root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ]
        if scene.root.pin {
            pins += [
                root.bottomAnchor.constraint(equalTo: window.bottomAnchor),
                root.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ]
        }
        LayoutConstraint.activate(pins)
        for (index, constraint) in scene.constraints.enumerated() {
            try activate(constraint, fallbackName: "constraints[\(index)]")
        }
        window.layoutIfNeeded()
        collectDiagnostics()
    }

    /// The view with a scene id, or an error naming it.
    func view(_ id: String) throws(SceneRunError) -> View {
        guard let view = views[id] else { throw SceneRunError("no view with id \(id)") }
        return view
    }

    /// Ids of the views still reported, in ``Scene/allViews`` order.
    public var reportedIDs: [String] {
        removedIDs.isEmpty ? allViewIDs : allViewIDs.filter { !removedIDs.contains($0) }
    }

    /// Marks a view as removed from the scene (it is no longer reported).
    func markRemoved(_ id: String) { removedIDs.insert(id) }

    // MARK: - Building

    /// Builds the tree of `spec` bottom-up, as a recursive builder would but with an explicit
    /// stack (so tree depth is not limited by the thread's stack): a view is created and
    /// configured, each arranged child is built completely and then added, the stack is
    /// configured, a scroll view's content is built and pinned, and then each plain child is
    /// built completely and added.
    private func makeView(_ spec: SceneView) throws(SceneRunError) -> View {
        var building = [try makeBuildingView(spec)]
        while true {
            let top = building.count - 1
            let current = building[top]
            if let stack = current.spec.stack, !current.isConfigured, current.next == current.arrangedCount {
                try configureStack(current.view, stack)
                building[top].isConfigured = true
            }
            if current.next < current.children.count {
                building[top].next += 1
                building.append(try makeBuildingView(current.children[current.next]))
                continue
            }
            building.removeLast()
            guard let parent = building.last else { return current.view }
            if parent.next - 1 < parent.arrangedCount {
                try addArrangedSubview(current.view, to: parent.view)
            } else if parent.next - 1 < parent.arrangedCount + parent.contentCount {
                try addScrollContent(current.view, to: parent.view)
            } else {
                parent.view.addSubview(current.view)
            }
        }
    }

    /// Creates the view of `spec` with its own properties (no children yet).
    private func makeBuildingView(_ spec: SceneView) throws(SceneRunError) -> BuildingView {
        let view: View
        if let content = spec.content {
            view = content.makeView(id: spec.id)
        } else if let stack = spec.stack {
            view = try makeStackView(stack)
        } else if let scroll = spec.scroll {
            view = makeScrollView(scroll)
        } else {
            view = SceneLeafView()
        }
        view.debugName = spec.id
        views[spec.id] = view
        if let configurable = view as? any SceneConfigurableView {
            configurable.sceneMetrics = SceneViewMetrics(intrinsicSize: spec.intrinsic.size,
                                                         alignmentInsets: spec.alignmentInsets)
        }
        if let baseline = spec.baseline {
            view.firstBaselineOffset = baseline.first
            view.lastBaselineOffset = baseline.last
        }
        view.setContentHuggingPriority(LayoutPriority(spec.hugging.horizontal), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(spec.hugging.vertical), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(spec.compression.horizontal), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(spec.compression.vertical), for: .vertical)
        view.layoutMargins = spec.margins
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        spec.appearance.apply(to: view)
        if let frame = spec.frame { view.frame = frame }
        return BuildingView(spec: spec, view: view, children: spec.children,
                            arrangedCount: spec.stack?.arranged.count ?? 0,
                            contentCount: spec.scroll?.content == nil ? 0 : 1)
    }

    /// Creates and activates a scene constraint; it is registered under its id, and carries the
    /// id (or `fallbackName`) as its identifier so that diagnostics can name it.
    func activate(_ spec: SceneConstraint, fallbackName: String) throws(SceneRunError) {
        let secondItem = try spec.second.map { second throws(SceneRunError) in try item(second.item) }
        let constraint = LayoutConstraint(
            item: try item(spec.first.item), attribute: spec.first.attribute, relatedBy: spec.relation.layoutRelation,
            toItem: secondItem, attribute: spec.second?.attribute ?? .notAnAttribute, multiplier: spec.multiplier,
            constant: spec.constant)
        constraint.priority = LayoutPriority(spec.priority)
        constraint.identifier = spec.id ?? fallbackName
        if let id = spec.id { constraints[id] = constraint }
        constraint.isActive = true
    }

    // MARK: - Diagnostics

    /// Appends the window's new diagnostics, then views whose layout became ambiguous.
    func collectDiagnostics() {
        let recorded = window.diagnostics
        for diagnostic in recorded.dropFirst(windowDiagnosticsSeen) {
            append(SceneDiagnostics.reportDiagnostic(for: diagnostic))
        }
        windowDiagnosticsSeen = recorded.count
        for id in reportedIDs {
            guard let view = views[id] else { continue }
            for axis in view.ambiguousAxes {
                append(.ambiguous(view: id, axis: axis == .horizontal ? .horizontal : .vertical))
            }
        }
    }

    private func append(_ diagnostic: LayoutReport.Diagnostic) {
        if reportedDiagnostics.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}

/// A view being built by `SceneWorld.makeView`: its children (arranged, content, then plain) and the
/// index of the next one to build.
private struct BuildingView {
    let spec: SceneView
    let view: View
    let children: [SceneView]
    let arrangedCount: Int
    /// 1 for a scroll view with content (the child after the arranged ones), else 0.
    let contentCount: Int
    var next = 0
    var isConfigured = false
}
