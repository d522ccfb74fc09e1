/// Where the tableau's symbol and variable tables stood before an add, so that a rejected add
/// can put them back exactly.
///
/// An add only appends to the tables and pops a few entries off the free lists (at most one
/// symbol per term, two markers and an artificial variable), so the checkpoint keeps the table
/// sizes and the tails of the free lists it may consume, never a copy of a whole table.
struct SymbolTableCheckpoint {
    let symbolCount: Int
    let variableCount: Int
    let freeSymbolCount: Int
    let savedFreeSymbols: [Int]
    let freeVariableSlotCount: Int
    let savedFreeVariableSlots: [Int]
}

extension Tableau {
    /// The state of the symbol and variable tables before adding a constraint of `termCount`
    /// terms.
    /// (Mutating only so that the add path calls it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func checkpoint(termCount: Int) -> SymbolTableCheckpoint {
        let reusable = termCount + 3
        return SymbolTableCheckpoint(
            symbolCount: symbols.kinds.count, variableCount: objects.variables.count,
            freeSymbolCount: symbols.freeSymbols.count, savedFreeSymbols: symbols.freeSymbols.suffix(reusable),
            freeVariableSlotCount: objects.freeVariableSlots.count,
            savedFreeVariableSlots: objects.freeVariableSlots.suffix(reusable))
    }

    /// Puts the symbol and variable tables back as `checkpoint` saw them, forgetting the
    /// variables registered since (`newSlots`).
    mutating func restore(_ checkpoint: SymbolTableCheckpoint, forgetting newSlots: [Int]) {
        for vs in newSlots { objects.forgetVariable(slot: vs) }
        objects.truncateVariables(
            to: checkpoint.variableCount, freeCount: checkpoint.freeVariableSlotCount,
            saved: checkpoint.savedFreeVariableSlots)
        let symbolCount = checkpoint.symbolCount
        symbols.truncate(to: symbolCount, freeCount: checkpoint.freeSymbolCount, saved: checkpoint.savedFreeSymbols)
        basis.rowOf.removeLast(basis.rowOf.count - symbolCount)
        for s in checkpoint.savedFreeSymbols { basis.rowOf[s] = -1 }
    }
}

extension OwnedArray where Element == Int {
    /// Puts a free list back as it was when it held `count` entries ending with `saved` (its
    /// tail as a checkpoint saved it; what came before the tail is untouched).
    mutating func restore(count: Int, endingWith saved: [Int]) {
        removeLast(self.count - (count - saved.count))
        append(contentsOf: saved)
    }
}
