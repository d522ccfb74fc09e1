// The memory census: the solver's and the engine's tables by owner, with exact record counts
// for small trees.
import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

@Suite struct MemoryCensusTests {
    @Test func explore() {
        let window = Window(size: Size(width: 300, height: 200))
        let view = View()
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        let census = window.layoutMemoryCensus { _ in 1 }
        for owner in census.owners { print("CENSUS1", owner.name, owner.count, owner.capacity, owner.stride) }
        let w2 = Window(size: Size(width: 300, height: 200))
        let views = (0..<3).map { _ in IntrinsicView(intrinsic: Size(width: 40, height: 20)) }
        let stack = Stack(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8, arrangedSubviews: views)
        w2.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: w2.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: w2.topAnchor)])
        w2.layoutIfNeeded()
        let c2 = w2.layoutMemoryCensus { _ in 1 }
        for owner in c2.owners { print("CENSUS2", owner.name, owner.count, owner.capacity, owner.stride) }
        print("CENSUS2 counts", w2.layoutEngineCounts)
    }
}
