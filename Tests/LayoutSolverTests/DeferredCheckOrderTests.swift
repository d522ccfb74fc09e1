import Testing
@_spi(Testing) import LayoutSolver

/// The deferred check takes the queued constraints oldest first (by when they were added),
/// whether they were queued in that order or not.
@Suite("Deferred checks: oldest first")
struct DeferredCheckOrderTests {
    /// How the changes are queued: in the order the constraints were added, the reverse, or in
    /// runs of two that come newest run first (as a stack's update queues them).
    enum QueueOrder: String, Sendable, CaseIterable { case added, reversed, runsNewestFirst }

    struct Case: Sendable, CustomTestStringConvertible {
        var order: QueueOrder
        /// Whether the constraints are rows (each over a second variable of its own, pinned at
        /// 0) or items.
        var rows: Bool
        var testDescription: String { "\(order.rawValue), \(rows ? "rows" : "items")" }
    }

    static let cases = QueueOrder.allCases.flatMap { order in [false, true].map { Case(order: order, rows: $0) } }

    /// The places `0..<count` in the order `order` queues them.
    static func places(_ count: Int, _ order: QueueOrder) -> [Int] {
        switch order {
        case .added: Array(0..<count)
        case .reversed: Array((0..<count).reversed())
        case .runsNewestFirst: stride(from: count - 2, through: 0, by: -2).flatMap { [$0, $0 + 1] }
        }
    }

    /// Twelve conflicts apart, each `xₖ = k` against `xₖ ≤ k + 5`, made by moving every
    /// `xₖ = k` to `xₖ = k + 10` after a clean check, queued in the case's order: the check
    /// reports them in the order the constraints were added, each leaving out the moved
    /// constraint (the newest change) with its bound as the proof, and the tree stays solvable.
    @Test(arguments: cases)
    func conflictsAreReportedOldestFirst(_ c: Case) throws {
        let count = 12
        let solver = Solver()
        solver.defersChecks = true
        let x = (0..<count).map { _ in solver.makeVariable() }, z = (0..<count).map { _ in solver.makeVariable() }
        func add(_ k: Int, _ constant: Double, _ relation: Relation) throws -> Solver.ConstraintID {
            let terms = c.rows ? [Solver.TermID(x[k], 1), Solver.TermID(z[k], 1)] : [Solver.TermID(x[k], 1)]
            return try terms.withUnsafeBufferPointer {
                try solver.add($0, constant: constant, relation: relation, priority: .required)
            }
        }
        if c.rows {
            for k in 0..<count {
                _ = try [Solver.TermID(z[k], 1)].withUnsafeBufferPointer { try solver.add($0, constant: 0, relation: .equal, priority: .required) }
            }
        }
        let pins = try (0..<count).map { try add($0, -Double($0), .equal) }
        let bounds = try (0..<count).map { try add($0, -Double($0 + 5), .lessThanOrEqual) }
        #expect(solver.checkDeferredIDs().isEmpty)
        for k in Self.places(count, c.order) {
            #expect(try solver.updateConstant(of: pins[k], to: -Double(k + 10)))
        }
        let rejections = solver.checkDeferredIDs()
        #expect(rejections.map(\.rejected) == pins)
        for (k, rejection) in rejections.enumerated() where k < count { #expect(rejection.conflicting.contains(bounds[k])) }
        solver.updateVariables()
        for k in 0..<count { #expect(solver.value(of: x[k]) <= Double(k + 5)) }
        #expect(solver.consistencyProblem() == nil)
    }

    /// Constraints removed after they were queued (their records free) are passed over: the
    /// others are still reported oldest first.
    @Test func constraintsRemovedAfterQueueingArePassedOver() throws {
        let count = 8
        let solver = Solver()
        solver.defersChecks = true
        let x = (0..<count).map { _ in solver.makeVariable() }
        func add(_ k: Int, _ constant: Double, _ relation: Relation) throws -> Solver.ConstraintID {
            try [Solver.TermID(x[k], 1)].withUnsafeBufferPointer {
                try solver.add($0, constant: constant, relation: relation, priority: .required)
            }
        }
        let pins = try (0..<count).map { try add($0, -Double($0), .equal) }
        _ = try (0..<count).map { try add($0, -Double($0 + 5), .lessThanOrEqual) }
        #expect(solver.checkDeferredIDs().isEmpty)
        for k in (0..<count).reversed() { #expect(try solver.updateConstant(of: pins[k], to: -Double(k + 10))) }
        #expect(solver.remove(pins[2]) && solver.remove(pins[5]))
        let rejections = solver.checkDeferredIDs()
        #expect(rejections.map(\.rejected) == [0, 1, 3, 4, 6, 7].map { pins[$0] })
        #expect(solver.consistencyProblem() == nil)
    }

    @Test func theOrdersQueueEveryPlaceOnce() {
        for order in QueueOrder.allCases { #expect(Self.places(12, order).sorted() == Array(0..<12)) }
        #expect(Self.places(6, .runsNewestFirst) == [4, 5, 2, 3, 0, 1])
    }
}
