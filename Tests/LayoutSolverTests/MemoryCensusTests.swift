import Testing
@_spi(Testing) import LayoutSolver

@Suite("Memory census of the solver's tables")
struct MemoryCensusTests {
    /// Records by slot: a removed constraint's slot, and the slot of the variable only it
    /// mentioned, are counted until reused, and the next add reuses them.
    @Test(arguments: [
        (removesLast: false, addsAnother: false, slots: 3),
        (removesLast: true, addsAnother: false, slots: 3),
        (removesLast: true, addsAnother: true, slots: 3),
        (removesLast: false, addsAnother: true, slots: 4),
    ])
    func recordsBySlot(removesLast: Bool, addsAnother: Bool, slots: Int) throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        let added: [Constraint] = [x == 10, y == x + 5, (z >= y) | 500]
        for constraint in added { try solver.add(constraint) }
        if removesLast { try solver.remove(added[2]) }
        if addsAnother { try solver.add(w == 1) }
        solver.updateVariables()
        let census = solver.memoryCensus
        #expect(census["constraint records"]?.count == slots)
        #expect(census["variable records"]?.count == slots)
        #expect(census["values"]?.count == slots)
        #expect(census["general holds"]?.count == 0)
        #expect(census["simplex instances"]?.count == 0)
        #expect(census["constraint records"]?.stride == 88)
        #expect(census["variable records"]?.stride == 104)
        // A coefficient (8 bytes) and a variable slot (4) a term, in two arrays: no padding.
        #expect(census["original-term pool"]?.stride == 12)
    }

    /// The lists of a solve (dirty variables, stale constraints, constraints awaiting a deferred
    /// check, changed definitions) that a first solve of 20 000 variables fills, 160 000 bytes
    /// and more each, are given back once empty: after the solve (and after the check, when
    /// checks are deferred) they hold less than 64 KiB in all, and the values are solved.
    @Test(arguments: [false, true])
    func solveListsGivenBackAfterLargeSolve(defersChecks: Bool) {
        let variables = (0..<20_000).map { Variable("x\($0)") }
        let solver = Solver()
        solver.defersChecks = defersChecks
        for (i, x) in variables.enumerated() { try? solver.add(x == Double(i)) }
        if defersChecks { #expect(solver.checkDeferred().isEmpty) }
        solver.updateVariables()
        let lists = solver.memoryCensus["solve lists"]
        #expect(lists?.count == 0)
        #expect((lists?.bytes ?? .max) < 65_536)
        #expect(variables[0].value == 0)
        #expect(variables[19_999].value == 19_999)
    }

    /// The scratch of the closed forms that one row of 40 000 variables grows (a mover and a
    /// cost piece for each, more than 1 MiB) is given back after its solve, and the small solves
    /// that follow (a variable of its own, set three times) leave it under 1 MiB too.
    @Test func closedFormScratchGivenBackAfterLargeSolve() throws {
        let variables = (0..<40_000).map { Variable("x\($0)") }
        let solver = Solver()
        for x in variables {
            try solver.add(x >= 0)
            try solver.add((x == 1) | 100)
        }
        let row = Expression(terms: variables.map { Term($0) }, constant: -40_500)
        try solver.add(Constraint(row, .equal))
        solver.updateVariables()
        let scratchBytes = { solver.memoryCensus["cost pieces and folding scratch"]?.bytes ?? .max }
        #expect(scratchBytes() < 1 << 20)
        #expect(abs(variables.reduce(0) { $0 + $1.value } - 40_500) < 1e-6)
        let y = Variable("y")
        for target in [5.0, 6, 7] {
            let pin = y == target
            try solver.add(pin)
            solver.updateVariables()
            #expect(y.value == target)
            #expect(scratchBytes() < 1 << 20)
            try solver.remove(pin)
        }
    }

    /// An owner's bytes are its capacity times its stride; its slack, the capacity it does not
    /// use; the census's, the sums over its owners.
    @Test func bytesAndSlack() {
        var census = MemoryCensus()
        census.record("a", count: 3, capacity: 8, stride: 16)
        census.record("b", count: 10, capacity: 10, stride: 1)
        #expect(census["a"]?.bytes == 128)
        #expect(census["a"]?.slackBytes == 80)
        #expect(census["b"]?.slackBytes == 0)
        #expect(census.bytes == 138)
        #expect(census.slackBytes == 80)
        #expect(census["c"] == nil)
    }

    /// A tally of Swift arrays counts their storage header once they hold storage.
    @Test func tallyOfArrays() {
        var tally = MemoryCensus.Tally()
        tally.add([Int]())
        #expect(tally.capacity == 0)
        var numbers: [Int] = []
        numbers.reserveCapacity(4)
        numbers.append(7)
        tally.add(numbers)
        #expect(tally.count == 8)
        #expect(tally.capacity == numbers.capacity * 8 + MemoryCensus.Tally.storageHeaderBytes)
    }
}

@Suite("Records' 32-bit marks")
struct RecordMarkTests {
    /// Solves and determinacy answers across the restart of the determinacy memos (at 2²⁶) and
    /// of the stamps (at 2³⁰) equal those of a solver that never came near them: `x + y == 100`
    /// required, `x` pulled to a new width at 500 and `y` to 70 at 100 in each round,
    /// `z == y + 5` defined, and whether `x` is determined once the soft constraints are ignored.
    @Test(arguments: [0, (1 << 26) - 3, (1 << 26) + 5, (1 << 30) - 3, (1 << 30) + 5])
    func marksRestartWithoutChangingResults(counters: Int) throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add(z == y + 5)
        try solver.add((y == 70) | 100)
        solver.updateVariables()
        solver.setMarkCounters(to: counters)
        var values: [[Double]] = []
        var determined: [Bool] = []
        for width in [20.0, 30, 40] {
            let pull = (x == width) | 500
            try solver.add(pull)
            solver.updateVariables()
            values.append([x.value, y.value, z.value])
            determined.append(solver.isDetermined(x) && !solver.isDetermined(x, ignoringPrioritiesUpTo: 500))
            try solver.remove(pull)
        }
        #expect(values == [[20, 80, 85], [30, 70, 75], [40, 60, 65]])
        #expect(determined == [true, true, true])
    }

    /// Change stamps count from 1 again after each deferred check, which leaves none behind: in
    /// each of several batches, a new required `x + y == 50` conflicts with `x == 10` and
    /// `y == 20` (added and checked in the first batch), and the check leaves out the newest
    /// change, the new constraint, never one of the older ones.
    @Test func changeStampsStartAgainAfterEachCheck() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        solver.defersChecks = true
        try solver.add(x == 10)
        try solver.add(y == 20)
        #expect(solver.checkDeferred().isEmpty)
        for sum in [50.0, 60, 70] {
            let conflicting = x + y == sum
            try solver.add(conflicting)
            let rejected = solver.checkDeferred().map(\.constraint)
            #expect(rejected.count == 1)
            #expect(rejected.first === conflicting)
            solver.updateVariables()
            #expect([x.value, y.value] == [10, 20])
        }
    }
}
