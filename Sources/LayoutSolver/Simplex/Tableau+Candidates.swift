/// Entering-symbol candidates for the primal simplex.
///
/// A symbol's reduced-cost vector only changes when the symbol occurs in a pivot row or in the
/// row being added. Every pivot (primal, dual, or of a removal) notes its row's symbols, so the
/// candidates stay a superset of the improving symbols as long as the objective was optimal when
/// they were last cleared (`candidatesComplete`). An add then scans only the candidates, finding
/// the same entering symbol as a scan of every level (lowest level, then lowest id) without
/// reading the long objective rows at each pivot.
extension Tableau {
    /// Notes the row being added; tracks candidates when they are complete and the objective is
    /// long enough for full scans to matter.
    mutating func beginCandidates(_ row: Row) {
        noteCandidates(row)
        if !candidatesComplete { return }
        var length = 0
        var l = 0
        while l < levels.count && length < candidateMinimumObjective {
            length += levels[l].row.symbols.count
            l += 1
        }
        tracksCandidates = length >= candidateMinimumObjective
    }

    /// Adds `row`'s symbols to the candidates.
    mutating func noteCandidates(_ row: Row) { noteCandidates(row.symbols) }

    /// Adds `symbols` to the candidates.
    mutating func noteCandidates(_ symbols: [Int]) {
        if candidateMarks.count < kinds.count {
            candidateMarks.append(contentsOf: repeatElement(false, count: kinds.count - candidateMarks.count))
        }
        for s in symbols where !candidateMarks[s] {
            candidateMarks[s] = true
            candidates.append(s)
        }
    }

    /// After `optimize()` reached optimality: nothing is improving, the (empty) set is complete.
    mutating func clearCandidates() {
        for s in candidates { candidateMarks[s] = false }
        candidates.removeAll(keepingCapacity: true)
        heapSymbols.removeAll(keepingCapacity: true)
        heapPriorities.removeAll(keepingCapacity: true)
        tracksCandidates = false
        candidatesComplete = true
    }

    /// After a failed add (the candidate scan may have dropped symbols that improve again once
    /// the tableau is restored): the next optimisation scans every level.
    mutating func abandonCandidates() {
        tracksCandidates = false
        candidatesComplete = false
    }

    /// The entering symbol for `optimize()`.
    mutating func nextEnteringSymbol(levelLimit: Int = .max) -> (symbol: Int, direction: Double)? {
        if !tracksCandidates { return enteringSymbol(levelLimit: levelLimit) }
        let e = candidateEnteringSymbol(levelLimit: levelLimit)
        #if LAYOUT_SOLVER_CHECKS
        if e == nil, let missed = enteringSymbol(levelLimit: levelLimit) {
            preconditionFailure("LayoutSolver: entering candidates missed \(name(of: missed.symbol))")
        }
        #endif
        return e
    }

    /// The improving candidate with the lowest (first level, symbol id), as `enteringSymbol()`
    /// would pick it; candidates that are not improving are dropped (they can only become
    /// improving by occurring in a later pivot row, which notes them again).
    mutating func candidateEnteringSymbol(levelLimit: Int = .max) -> (symbol: Int, direction: Double)? {
        if columnsEnabled { return heapEnteringSymbol(levelLimit: levelLimit) }
        var best = -1
        var bestLevel = Int.max
        var bestDirection = 0.0
        var kept = 0
        let levelCount = levels.count
        var entries = 0
        levels.withUnsafeBufferPointer { lv in
            for l in 0..<levelCount { entries += lv[l].row.symbols.count }
        }
        // Each candidate's first level and coefficient there: by one sweep over the objective
        // (deepest level first, so the first level wins) when that is cheaper than searching the
        // levels for every candidate.
        // Otherwise each candidate tests the levels' masks side by side (one bit test per level)
        // and searches only the levels that may hold it.
        let sweep = 4 * entries < candidates.count * levelCount
        if !sweep {
            scratchLevelMasks.removeAll(keepingCapacity: true)
            levels.withUnsafeBufferPointer { lv in
                for l in 0..<levelCount { scratchLevelMasks.append(lv[l].row.mask) }
            }
        }
        if sweep {
            if firstLevelStamps.count < kinds.count {
                let extra = kinds.count - firstLevelStamps.count
                firstLevelStamps.append(contentsOf: repeatElement(0, count: extra))
                firstLevels.append(contentsOf: repeatElement(0, count: extra))
                firstCoefficients.append(contentsOf: repeatElement(0, count: extra))
            }
            firstLevelStamp &+= 1
            let stamp = firstLevelStamp
            // Swapped out so that the sweep writes plain local arrays while it reads `levels`.
            var stamps: [Int] = [], firsts: [Int] = [], coefficients: [Double] = []
            swap(&stamps, &firstLevelStamps)
            swap(&firsts, &firstLevels)
            swap(&coefficients, &firstCoefficients)
            stamps.withUnsafeMutableBufferPointer { stampOut in
                firsts.withUnsafeMutableBufferPointer { firstOut in
                    coefficients.withUnsafeMutableBufferPointer { coefficientOut in
                        levels.withUnsafeBufferPointer { lv in
                            var l = levelCount - 1
                            while l >= 0 {
                                lv[l].row.symbols.withUnsafeBufferPointer { ss in
                                    lv[l].row.coefficients.withUnsafeBufferPointer { cs in
                                        for j in 0..<ss.count {
                                            let s = ss[j]
                                            stampOut[s] = stamp
                                            firstOut[s] = l
                                            coefficientOut[s] = cs[j]
                                        }
                                    }
                                }
                                l -= 1
                            }
                        }
                    }
                }
            }
            swap(&stamps, &firstLevelStamps)
            swap(&firsts, &firstLevels)
            swap(&coefficients, &firstCoefficients)
        }
        for i in candidates.indices {
            let s = candidates[i]
            var keep = false
            if rowOf[s] < 0 && kinds[s] != .dummy {
                var level = -1
                var c = 0.0
                if sweep {
                    if firstLevelStamps[s] == firstLevelStamp {
                        level = firstLevels[s]
                        c = firstCoefficients[s]
                    }
                } else {
                    let bit = Row.bit(s)
                    var l = 0
                    while l < levelCount {
                        if scratchLevelMasks[l] & bit != 0 {
                            let coefficient = levels[l].row.coefficient(of: s)
                            if coefficient != 0 {
                                level = l
                                c = coefficient
                                break
                            }
                        }
                        l += 1
                    }
                }
                if level >= 0 && (c < 0 || kinds[s] == .external) {
                    keep = true
                    if level < levelLimit && (level < bestLevel || (level == bestLevel && s < best)) {
                        best = s
                        bestLevel = level
                        bestDirection = c < 0 ? 1 : -1
                    }
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
