import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// The forms of a stack's generated constraints as the engine installs them directly, against
/// the same stacks making a ``LayoutConstraint`` object for each (`generatesConstraintObjects`),
/// whose forms the engine writes as any user constraint's: siblings and parent-child items,
/// guides (spacers, the margins guide), centers, right-to-left leading and trailing, a stack
/// whose alignment rect is inset (its own edges enter as constants), stacks inside other views
/// and inside other stacks, and baselines (written on the general path). Both must hand the
/// solver the same system, term for term, and give the same frames, bit for bit, after the
/// first layout and after each edit: constant-only changes (spacing, custom spacing, margins)
/// and changes that re-install constraints (alignment, distribution, axis).
@Suite("Stack constraint forms: held directly against constraint objects")
struct StackConstraintFormTests {
    /// A scene: the stacks and their views built into a window.
    struct Scene: CustomTestStringConvertible, Sendable {
        let name: String
        let direction: LayoutDirection
        let build: @Sendable (Window) -> Stack
        var testDescription: String { name }
    }

    /// An edit applied to a scene's outer stack after the first layout.
    enum Edit: CaseIterable {
        case spacing, customSpacing, margins, alignment, distribution, axis
    }

    static let scenes: [Scene] = [
        Scene(name: "a fill row of siblings", direction: .leftToRight) { window in
            pinned(Stack(axis: .horizontal, spacing: 8, arrangedSubviews: cells(3)), in: window)
        },
        Scene(name: "centered cells, right to left", direction: .rightToLeft) { window in
            pinned(
                Stack(axis: .horizontal, distribution: .equalCentering, alignment: .center, spacing: 6,
                      arrangedSubviews: cells(4)),
                in: window)
        },
        Scene(name: "a trailing column relative to its margins", direction: .rightToLeft) { window in
            let stack = Stack(axis: .vertical, alignment: .trailing, spacing: 4, arrangedSubviews: cells(3))
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 3, left: 12, bottom: 5, right: 7)
            return pinned(stack, in: window)
        },
        Scene(name: "an inset stack in an inset container", direction: .leftToRight) { window in
            let container = InsetView()
            window.addSubview(container)
            LayoutConstraint.activate([
                container.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
                container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            ])
            let stack = InsetStack(axis: .horizontal, distribution: .fillEqually, alignment: .leading, spacing: 5,
                                   arrangedSubviews: cells(3))
            container.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
                container.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
                container.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            ])
            return stack
        },
        Scene(name: "a feed of cell stacks, right to left", direction: .rightToLeft) { window in
            let rows = (0..<3).map { row -> View in
                let text = Stack(axis: .vertical, alignment: .leading, arrangedSubviews: cells(2, tag: "t\(row)"))
                let cell = InsetStack(
                    axis: .horizontal, alignment: .center, spacing: 10,
                    arrangedSubviews: [IntrinsicView("avatar\(row)", 40, 40), text, IntrinsicView("badge\(row)", 20, 20)])
                cell.isLayoutMarginsRelativeArrangement = true
                cell.layoutMargins = EdgeInsets(all: 12)
                return cell
            }
            return pinned(Stack(axis: .vertical, arrangedSubviews: rows), in: window, width: 320)
        },
        Scene(name: "spaced and proportional, with a hidden view", direction: .leftToRight) { window in
            let views = cells(4)
            views[2].isHidden = true
            return pinned(
                Stack(axis: .horizontal, distribution: .fillProportionally, alignment: .bottom, spacing: 3,
                      arrangedSubviews: views),
                in: window, width: 500)
        },
        Scene(name: "baselines, on the general path", direction: .leftToRight) { window in
            let stack = Stack(axis: .horizontal, alignment: .firstBaseline, spacing: 2, arrangedSubviews: cells(3))
            stack.isBaselineRelativeArrangement = true
            return pinned(stack, in: window)
        },
    ]

    static let cases: [(Scene, Edit)] = scenes.flatMap { scene in Edit.allCases.map { (scene, $0) } }

    @Test("the same system and frames, before and after an edit", arguments: cases)
    func directFormsMatchConstraintObjects(_ scene: Scene, _ edit: Edit) {
        let direct = Self.instantiate(scene, objects: false), objects = Self.instantiate(scene, objects: true)
        Self.expectSame(direct, objects, "\(scene.name), first layout")
        #expect(Self.directlyHeld(in: direct.window) > 0, "the stacks hold their constraints directly")
        Self.apply(edit, to: direct.stack)
        Self.apply(edit, to: objects.stack)
        direct.window.layoutIfNeeded()
        objects.window.layoutIfNeeded()
        Self.expectSame(direct, objects, "\(scene.name), after \(edit)")
    }

    @Test("a constant edited back and forth comes back to the first frames", arguments: scenes)
    func constantEditsRoundTrip(_ scene: Scene) {
        let direct = Self.instantiate(scene, objects: false)
        let first = allFrames(in: direct.window)
        direct.stack.spacing += 7
        direct.window.layoutIfNeeded()
        #expect(allFrames(in: direct.window) != first, "the edit moved something")
        direct.stack.spacing -= 7
        direct.window.layoutIfNeeded()
        #expect(allFrames(in: direct.window) == first)
    }

    // MARK: Building and comparing

    typealias Instance = (window: Window, stack: Stack)

    /// `scene` in a fresh window, its stacks generating constraint objects or not.
    static func instantiate(_ scene: Scene, objects: Bool) -> Instance {
        let window = Window(size: Size(width: 1000, height: 1000))
        window.diagnosticHandler = nil
        window.layoutDirection = scene.direction
        let stack = scene.build(window)
        if objects { window.forEachStackInTree { $0.generatesConstraintObjects = true } }
        window.layoutIfNeeded()
        #expect(window.diagnostics.isEmpty, "\(scene.name): \(window.diagnostics)")
        return (window, stack)
    }

    /// Both solvers hold the same constraints (terms in the same order, same constants) and
    /// give the same values, and every view has the same frame: exactly, since both install
    /// the same forms in the same order.
    static func expectSame(_ direct: Instance, _ objects: Instance, _ label: String) {
        let directSystem = direct.window.layoutSolverSystem, objectSystem = objects.window.layoutSolverSystem
        #expect(directSystem.constraints.count == objectSystem.constraints.count, "\(label): constraint counts")
        let differing = zip(directSystem.constraints, objectSystem.constraints).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(differing == nil, "\(label): solver constraint \(differing?.offset ?? -1) differs: \(String(describing: differing?.element))")
        #expect(directSystem.values == objectSystem.values, "\(label): the solvers hold different values")
        #expect(allFrames(in: direct.window) == allFrames(in: objects.window), "\(label): frames differ")
    }

    static func apply(_ edit: Edit, to stack: Stack) {
        switch edit {
        case .spacing: stack.spacing += 5
        case .customSpacing: stack.setCustomSpacing(17, after: stack.arrangedSubviews[0])
        case .margins:
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 1, left: 9, bottom: 2, right: 4)
        case .alignment: stack.alignment = stack.alignment == .center ? .trailing : .center
        case .distribution: stack.distribution = stack.distribution == .equalSpacing ? .fill : .equalSpacing
        case .axis: stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
        }
    }

    /// How many generated constraints in `window`'s stacks are held directly.
    static func directlyHeld(in window: Window) -> Int {
        var held = 0
        window.forEachStackInTree { stack in
            stack.forEachGeneratedConstraintHolder { if !($0 is LayoutConstraint) { held += 1 } }
        }
        return held
    }
}

/// `count` views of different intrinsic sizes, named `tag` and their index.
private func cells(_ count: Int, tag: String = "v") -> [View] {
    (0..<count).map { index in
        let width = Double(30 + 17 * index), height = Double(20 + 9 * (index % 3))
        return IntrinsicView("\(tag)\(index)", width, height)
    }
}

/// `stack` in `window`, its top-left pinned 10 points in, its width `width` when given.
private func pinned(_ stack: Stack, in window: Window, width: Double? = nil) -> Stack {
    window.addSubview(stack)
    var pins = [
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ]
    if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    LayoutConstraint.activate(pins)
    return stack
}

/// A view whose alignment rect is inset from its frame.
private final class InsetView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 1, left: 3, bottom: 2, right: 5) }
}

/// A stack whose alignment rect is inset from its frame: its constraints to its arranged views
/// read its own edges as constants.
private final class InsetStack: Stack {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 2, left: 6, bottom: 4, right: 1) }
}

extension View {
    /// Calls `body` with every stack in the view's subtree, parents first.
    fileprivate func forEachStackInTree(_ body: (Stack) -> Void) {
        if let stack = self as? Stack { body(stack) }
        for subview in subviews { subview.forEachStackInTree(body) }
    }
}
