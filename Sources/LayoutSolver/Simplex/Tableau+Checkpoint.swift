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
            symbolCount: kinds.count, variableCount: variables.count,
            freeSymbolCount: freeSymbols.count, savedFreeSymbols: freeSymbols.suffix(reusable),
            freeVariableSlotCount: freeVariableSlots.count,
            savedFreeVariableSlots: freeVariableSlots.suffix(reusable))
    }

    /// Puts the symbol and variable tables back as `checkpoint` saw them, forgetting the
    /// variables registered since (`newSlots`).
    mutating func restore(_ checkpoint: SymbolTableCheckpoint, forgetting newSlots: [Int]) {
        for vs in newSlots { forgetVariable(slot: vs) }
        let variableCount = checkpoint.variableCount
        variables.removeLast(variables.count - variableCount)
        variableObjects.removeLast(variableObjects.count - variableCount)
        let keptFreeSlots = checkpoint.freeVariableSlotCount - checkpoint.savedFreeVariableSlots.count
        freeVariableSlots.removeLast(freeVariableSlots.count - keptFreeSlots)
        freeVariableSlots.append(contentsOf: checkpoint.savedFreeVariableSlots)
        let symbolCount = checkpoint.symbolCount
        kinds.removeLast(kinds.count - symbolCount)
        owners.removeLast(owners.count - symbolCount)
        rowOf.removeLast(rowOf.count - symbolCount)
        definitionOf.removeLast(definitionOf.count - symbolCount)
        vacancyOf.removeLast(vacancyOf.count - symbolCount)
        definitionUses.removeLast(definitionUses.count - symbolCount)
        let keptFreeSymbols = checkpoint.freeSymbolCount - checkpoint.savedFreeSymbols.count
        freeSymbols.removeLast(freeSymbols.count - keptFreeSymbols)
        freeSymbols.append(contentsOf: checkpoint.savedFreeSymbols)
        for s in checkpoint.savedFreeSymbols {
            owners[s] = -1
            rowOf[s] = -1
        }
    }
}
