import Testing
import TestSupport
import StackLayout

/// Regenerated stack constraints never conflict with the ones they replace: a change whose
/// final layout satisfies everything reports nothing, whatever order the engine applies the
/// replaced constraints in (tolerance `stackTolerance`).
@Suite("Regeneration without spurious conflicts")
struct RegenerationConflictTests {
    /// A vertical fillProportionally stack 50 tall (at the origin, free width) of `a` (20 × 12)
    /// and `b` (20 wide, no intrinsic height), spacing 4.
    private func proportionalStack() -> (Window, Stack, IntrinsicView, IntrinsicView) {
        let a = IntrinsicView("a", 20, 12), b = IntrinsicView("b", 20)
        let stack = Stack(axis: .vertical, distribution: .fillProportionally, spacing: 4, arrangedSubviews: [a, b])
        stack.debugName = "stack"
        let window = laidOutWindow(with: stack, height: 50)
        return (window, stack, a, b)
    }

    /// A change to the stack and the frames of `a` and `b` after it.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (Stack) -> Void
        let a: Rect
        let b: Rect
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "spacing −6", apply: { $0.spacing = -6 },
               a: Rect(x: 0, y: 0, width: 20, height: 56), b: Rect(x: 0, y: 50, width: 20, height: 0)),
        Change(name: "spacing 10", apply: { $0.spacing = 10 },
               a: Rect(x: 0, y: 0, width: 20, height: 40), b: Rect(x: 0, y: 50, width: 20, height: 0)),
        Change(name: "custom spacing −6 after a", apply: { $0.setCustomSpacing(-6, after: $0.arrangedSubviews[0]) },
               a: Rect(x: 0, y: 0, width: 20, height: 56), b: Rect(x: 0, y: 50, width: 20, height: 0)),
        Change(name: "fill and back", apply: { stack in
            stack.distribution = .fill
            stack.window?.layoutIfNeeded()
            stack.distribution = .fillProportionally
        }, a: Rect(x: 0, y: 0, width: 20, height: 46), b: Rect(x: 0, y: 50, width: 20, height: 0)),
        Change(name: "fillEqually and back", apply: { stack in
            stack.distribution = .fillEqually
            stack.window?.layoutIfNeeded()
            stack.distribution = .fillProportionally
        }, a: Rect(x: 0, y: 0, width: 20, height: 46), b: Rect(x: 0, y: 50, width: 20, height: 0)),
        Change(name: "equalSpacing and back", apply: { stack in
            stack.distribution = .equalSpacing
            stack.window?.layoutIfNeeded()
            stack.distribution = .fillProportionally
        }, a: Rect(x: 0, y: 0, width: 20, height: 46), b: Rect(x: 0, y: 50, width: 20, height: 0)),
    ]

    @Test(arguments: changes)
    func aSatisfiableChangeReportsNoConflict(_ change: Change) {
        let (window, stack, a, b) = proportionalStack()
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 46))
        change.apply(stack)
        window.layoutIfNeeded()
        expectFrame(a, change.a)
        expectFrame(b, change.b)
        expectNoDiagnostics(window)
    }

    /// A stack of a (20 × 12), b (20 wide, no intrinsic height) and c (30 × 8), 50 × 50.
    struct Configuration: CustomStringConvertible {
        var distribution = Stack.Distribution.fill
        var spacing = 4.0
        var axis = Axis.vertical
        var alignment = Stack.Alignment.fill
        var hidden = [false, false, false]
        var customSpacingAfterA: Double?

        var description: String {
            "\(distribution) spacing \(spacing) \(axis) \(alignment) hidden \(hidden) custom \(customSpacingAfterA.map { "\($0)" } ?? "-")"
        }

        static func random(_ generator: inout SeededGenerator) -> Configuration {
            func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
            return Configuration(
                distribution: pick(Stack.Distribution.allCases), spacing: pick([4.0, -6, 10, 0]),
                axis: pick([.vertical, .horizontal]), alignment: pick([.fill, .center, .leading]),
                hidden: (0..<3).map { _ in generator.next() % 2 == 0 }, customSpacingAfterA: pick([nil, -6]))
        }

        /// This configuration with one property taken from `other`.
        func changing(_ property: UInt64, from other: Configuration) -> Configuration {
            var changed = self
            switch property % 6 {
            case 0: changed.distribution = other.distribution
            case 1: changed.spacing = other.spacing
            case 2: changed.axis = other.axis
            case 3: changed.alignment = other.alignment
            case 4: changed.hidden = other.hidden
            default: changed.customSpacingAfterA = other.customSpacingAfterA
            }
            return changed
        }

        func apply(to stack: Stack) {
            stack.distribution = distribution
            stack.spacing = spacing
            stack.axis = axis
            stack.alignment = alignment
            for (view, isHidden) in zip(stack.arrangedSubviews, hidden) { view.isHidden = isHidden }
            stack.setCustomSpacing(customSpacingAfterA ?? Stack.spacingUseDefault, after: stack.arrangedSubviews[0])
        }

        func build() -> (Window, Stack) {
            let stack = Stack(arrangedSubviews: [IntrinsicView("a", 20, 12), IntrinsicView("b", 20), IntrinsicView("c", 30, 8)])
            apply(to: stack)
            let window = laidOutWindow(with: stack, width: 50, height: 50)
            return (window, stack)
        }
    }

    @Test(arguments: [7, 11, 23])
    func randomChangesReportOnlyWhatAFreshStackReports(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let start = Configuration.random(&generator)
            let end = start.changing(generator.next(), from: .random(&generator))
            let (fresh, _) = end.build()
            guard fresh.diagnostics.isEmpty else { continue }
            let (window, stack) = start.build()
            let before = window.diagnostics.count
            end.apply(to: stack)
            window.layoutIfNeeded()
            #expect(window.diagnostics.count == before, "\(start) → \(end): \(window.diagnostics.dropFirst(before))")
        }
    }

    @Test func aRealConflictIsStillReportedOnce() {
        let (window, stack, a, _) = proportionalStack()
        let tooTall = a.heightAnchor.constraint(equalToConstant: 100)
        tooTall.isActive = true
        stack.spacing = -6
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let conflicts = window.diagnostics.filter {
            if case .unsatisfiable = $0 { true } else { false }
        }
        #expect(conflicts.count == 1, "\(window.diagnostics)")
    }
}
