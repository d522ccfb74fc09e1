/// The kind of an internal symbol.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted.
    case external
    /// A slack (or artificial) variable: restricted to ≥ 0.
    case slack
    /// An error variable of a non-required constraint: restricted to ≥ 0, in the objective.
    case error
    /// A dummy marker of a required equality: restricted to 0, never pivoted in by optimisation.
    case dummy
}

/// The tableau's symbols: the kind of each symbol id and what owns it, and the ids that were
/// freed for reuse. The other per-symbol table (the row of a basic symbol in `Basis`) grows and
/// shrinks with this one through
/// `Tableau.allocateSymbol(_:owner:)` and `Tableau.restore(_:forgetting:)`.
struct SymbolTable: ~Copyable {
    var kinds = OwnedArray<SymbolKind>()
    /// The constraint slot (slack/error/dummy) or variable slot (external) owning a symbol, -1 if none.
    var owners = OwnedArray<Int>()
    /// Freed symbol ids, reused last freed first.
    var freeSymbols = OwnedArray<Int>()

    /// How many symbol ids exist (free ones included).
    var count: Int { kinds.count }

    /// How many symbols are in use.
    var liveCount: Int { kinds.count - freeSymbols.count }

    /// Reuses the last freed id for a symbol of `kind` owned by `owner`; `nil` when none is free.
    @inline(__always) mutating func reuse(_ kind: SymbolKind, owner: Int) -> Int? {
        guard let s = freeSymbols.popLast() else { return nil }
        kinds[s] = kind
        owners[s] = owner
        return s
    }

    /// A new id for a symbol of `kind` owned by `owner`.
    @inline(__always) mutating func append(_ kind: SymbolKind, owner: Int) -> Int {
        kinds.append(kind)
        owners.append(owner)
        return kinds.count - 1
    }

    /// Frees symbol `s` for reuse.
    mutating func free(_ s: Int) {
        owners[s] = -1
        freeSymbols.append(s)
    }

    /// Reserves room for `count` symbols.
    mutating func reserve(_ count: Int) {
        kinds.reserveCapacity(count)
        owners.reserveCapacity(count)
    }

    /// Drops the symbols from `count` on and puts the free list back as it was when it held
    /// `freeCount` ids ending with `saved` (see `SymbolTableCheckpoint`).
    mutating func truncate(to count: Int, freeCount: Int, saved: [Int]) {
        kinds.removeLast(kinds.count - count)
        owners.removeLast(owners.count - count)
        freeSymbols.restore(count: freeCount, endingWith: saved)
        for s in saved { owners[s] = -1 }
    }
}
