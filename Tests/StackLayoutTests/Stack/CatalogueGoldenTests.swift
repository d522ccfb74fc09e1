import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// The generated constraint catalogue of representative stacks, as reviewed text: one line per
/// constraint (formula with priority and identifier), sorted.
@Suite("Stack constraint catalogue")
struct CatalogueGoldenTests {
    static func catalogue(_ stack: Stack) -> String {
        stack.updateConstraintsIfNeeded()
        return stack.activeGeneratedConstraints.map(\.formula).sorted().joined(separator: "\n") + "\n"
    }

    static func abc() -> [IntrinsicView] { [IntrinsicView("A", 160, 200), IntrinsicView("B", 80, 100), IntrinsicView("C", 40, 50)] }

    static let stacks: [(name: String, make: @Sendable () -> Stack)] = [
        ("fill-fill-B-hidden", {
            let views = abc()
            views[1].isHidden = true
            let stack = Stack(spacing: 10, arrangedSubviews: views)
            stack.setCustomSpacing(30, after: views[0])
            return stack
        }),
        ("vertical-equalSpacing-center-margins", {
            let stack = Stack(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 4, arrangedSubviews: abc())
            stack.isLayoutMarginsRelativeArrangement = true
            return stack
        }),
        ("fillProportionally-firstBaseline", {
            Stack(distribution: .fillProportionally, alignment: .firstBaseline, spacing: 10, arrangedSubviews: abc())
        }),
        ("equalCentering-lastBaseline-A-hidden", {
            let views = abc()
            views[0].isHidden = true
            return Stack(distribution: .equalCentering, alignment: .lastBaseline, spacing: 2, arrangedSubviews: views)
        }),
        ("fillEqually-top-all-hidden", {
            let views = abc()
            for view in views { view.isHidden = true }
            return Stack(distribution: .fillEqually, alignment: .top, arrangedSubviews: views)
        }),
        ("empty", { Stack() }),
    ]

    @Test(arguments: 0..<stacks.count)
    func catalogue(_ index: Int) {
        let entry = Self.stacks[index]
        let stack = entry.make()
        stack.debugName = "stack"
        #expect(GoldenFile("Stack/\(entry.name).txt").mismatch(with: Self.catalogue(stack)) == nil)
    }

    @Test func everyGeneratedConstraintHasAStackIdentifier() {
        for entry in Self.stacks {
            let stack = entry.make()
            stack.updateConstraintsIfNeeded()
            let known = Set(Stack.generatedConstraintIdentifiers)
            #expect(stack.activeGeneratedConstraints.allSatisfy { known.contains($0.identifier ?? "") })
        }
    }
}
