/// Entering-symbol candidates for the primal simplex after an add.
///
/// The objective is optimal before every add. A symbol's reduced-cost vector only changes when
/// the symbol occurs in the added row or in a pivot row, so the symbols of those rows are a
/// superset of the improving ones: scanning them finds the same entering symbol as a scan of every
/// level (lowest level, then lowest id), without reading the long objective rows at each pivot.
extension Engine {
    /// Starts tracking with the symbols of the row being added, when the objective is long
    /// enough for full scans to matter.
    mutating func beginCandidates(_ row: Row) {
        var length = 0
        for l in levels.indices { length += levels[l].row.symbols.count }
        if length < 128 { return }
        tracksCandidates = true
        noteCandidates(row)
    }

    /// Adds `row`'s symbols to the candidates.
    mutating func noteCandidates(_ row: Row) {
        if candidateMarks.count < kinds.count {
            candidateMarks.append(contentsOf: repeatElement(false, count: kinds.count - candidateMarks.count))
        }
        for s in row.symbols where !candidateMarks[s] {
            candidateMarks[s] = true
            candidates.append(s)
        }
    }

    /// Stops tracking and clears the candidates.
    mutating func endCandidates() {
        for s in candidates { candidateMarks[s] = false }
        candidates.removeAll(keepingCapacity: true)
        tracksCandidates = false
    }

    /// The entering symbol for `optimize()`: from the candidates while they last, then from a
    /// full scan of the levels, so that optimality never rests on the candidates alone (one
    /// full scan per `optimize()` rather than one per pivot).
    mutating func nextEnteringSymbol() -> (symbol: Int, direction: Double)? {
        if tracksCandidates, let e = candidateEnteringSymbol() { return e }
        return enteringSymbol()
    }

    /// The improving candidate with the lowest (first level, symbol id), as `enteringSymbol()`
    /// would pick it; candidates that are not improving are dropped (they can only become
    /// improving by occurring in a later pivot row, which notes them again).
    mutating func candidateEnteringSymbol() -> (symbol: Int, direction: Double)? {
        var best = -1
        var bestLevel = Int.max
        var bestDirection = 0.0
        var kept = 0
        let levelCount = levels.count
        for i in candidates.indices {
            let s = candidates[i]
            var keep = false
            if rowOf[s] < 0 && kinds[s] != .dummy {
                var l = 0
                while l < levelCount {
                    let c = levels[l].row.coefficient(of: s)
                    if c != 0 {
                        if c < 0 || kinds[s] == .external {
                            keep = true
                            if l < bestLevel || (l == bestLevel && s < best) {
                                best = s
                                bestLevel = l
                                bestDirection = c < 0 ? 1 : -1
                            }
                        }
                        break
                    }
                    l += 1
                }
            }
            if keep {
                candidates[kept] = s
                kept += 1
            } else {
                candidateMarks[s] = false
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best >= 0 ? (best, bestDirection) : nil
    }
}
