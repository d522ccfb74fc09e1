/// The plan of leaf folding (see `+LeafFolding`), made from the shape of the rows alone before
/// any cost is read: rounds of folding leaf rows into groups and rows that hang off a hub into
/// it (`+HangingRows`), each of which can make more leaves or hanging rows, and when neither
/// folds anything, of merging rows over one form, until at most one row is left or nothing
/// more folds.
///
/// A `.leading` column of horizontal stacks folds in two rounds: each stack's own row hangs off
/// the stack's width, which is then a leaf of its row under the column's width.
extension Engine {
    /// Plans the folding of `fold.rows` into `fold.plan`, leaving the rows left in
    /// `fold.remaining`. Returns whether at most one row is left. `rowsCounted`: `fold.rowCount`
    /// already counts the rows per variable (as `reduceRows` leaves it, when no elimination
    /// changed the rows since).
    mutating func planFolding(_ general: [Int], in fold: inout FoldScratch, rowsCounted: Bool) -> Bool {
        for j in 0..<fold.rows.count { fold.remaining.append(j) }
        // The counts stay exact while rows hang (`planHangingRows` takes theirs off); they are
        // counted again only after rows fold into groups or merge.
        if !rowsCounted { countRows(&fold) }
        while true {
            let folded = foldLeafRows(general, in: &fold)
            if folded { countRows(&fold) }
            let hung = planHangingRows(in: &fold)
            if fold.remaining.count <= 1 { return true }
            if folded || hung { continue }
            guard mergeParallelRows(general, in: &fold) else { return false }
            countRows(&fold)
        }
    }

    /// Merges rows left (not groups') over one linear form (up to a factor), once nothing else
    /// folds: the form's row `Σ c·q − u = 0` stands for them, each of them an item on its mover
    /// `u` (a hard bound when required, a soft piece otherwise). A stack aligned on a trailing
    /// edge has two: the line within its canvas (required) and on its edge (soft). Returns
    /// whether any rows merged.
    private mutating func mergeParallelRows(_ general: [Int], in fold: inout FoldScratch) -> Bool {
        guard mayHaveParallelRows(general, &fold) else { return false }
        let groupStart = fold.groups.count
        for k in fold.remaining.indices where fold.remaining[k] >= 0 {
            let j = fold.remaining[k]
            fold.rows[j].group = group(ofRest: j, general, from: groupStart, in: &fold)
        }
        fold.groupMembers.removeAll()
        fold.groupMembers.append(repeating: 0, count: fold.groups.count - groupStart)
        for k in fold.remaining.indices where fold.remaining[k] >= 0 { fold.groupMembers[fold.rows[fold.remaining[k]].group - groupStart] += 1 }
        for _ in groupStart..<fold.groups.count { fold.addOwner() }
        var k = 0
        while k < fold.remaining.count {
            let j = fold.remaining[k], g = j >= 0 ? fold.rows[j].group : -1
            guard g >= 0, fold.groupMembers[g - groupStart] >= 2 else {
                if j >= 0 { fold.rows[j].group = -1 }
                k += 1
                continue
            }
            let row = fold.rows[j]
            closedForms.costScratch.pieces.removeAll()
            fold.bounds[fold.count + g].add(
                coefficient: row.restScale, constant: row.constant, row.relation, level: row.priority, slot: row.slot,
                to: &closedForms.costScratch.pieces)
            if !closedForms.costScratch.pieces.isEmpty { fold.addPiece(closedForms.costScratch.pieces[0], to: fold.count + g) }
            fold.remaining[k] = fold.remaining[fold.remaining.count - 1]
            fold.remaining.removeLast()
        }
        let merged = fold.groupMembers.contains { $0 >= 2 }
        for g in groupStart..<fold.groups.count where fold.groupMembers[g - groupStart] >= 2 { fold.remaining.append(-1 - g) }
        return merged
    }

    /// Whether two rows left (not groups') have the same variables: a quick test on a key of
    /// their variable slots, before any form is normalised.
    private mutating func mayHaveParallelRows(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        fold.rowKeys.removeAll()
        for k in fold.remaining.indices where fold.remaining[k] >= 0 {
            fold.rowKeys.append(variableKey(of: fold.remaining[k], general, &fold))
        }
        return fold.rowKeysRepeat()
    }

    /// A key of the variable slots of row `j`: rows over the same variables have the same key.
    func variableKey(of j: Int, _ general: [Int], _ fold: inout FoldScratch) -> Int {
        let row = fold.rows[j]
        var key = row.termCount
        for t in row.termStart..<(row.termStart + row.termCount) {
            let v = general[fold.terms[t].local]
            key = key &+ v &* (v &+ 0x9E37)
        }
        return key
    }

    /// Counts, per variable, the rows left that hold it.
    private mutating func countRows(_ fold: inout FoldScratch) {
        // (Through slices: nothing appends to these buffers meanwhile.)
        let counts = fold.rowCount.unsafeSlice(from: 0, count: fold.rowCount.count)
        let terms = fold.terms.unsafeSlice(from: 0, count: fold.terms.count)
        counts.update(repeating: 0)
        for k in fold.remaining.indices { for t in movers(of: fold.remaining[k], &fold) { counts[terms[t].local] += 1 } }
    }

    /// Folds each required row left (not a group's) that has a leaf into a group of this round
    /// by its rest; the groups' rows of two terms or more are left instead. Returns whether any
    /// row folded.
    private mutating func foldLeafRows(_ general: [Int], in fold: inout FoldScratch) -> Bool {
        let groupStart = fold.groups.count
        var k = 0
        while k < fold.remaining.count {
            let j = fold.remaining[k]
            guard j >= 0, fold.rows[j].priority >= 1000, pickLeaf(of: j, general, in: &fold) else {
                k += 1
                continue
            }
            fold.rows[j].group = group(ofRest: j, general, from: groupStart, in: &fold)
            fold.plan.append(j)
            fold.remaining[k] = fold.remaining[fold.remaining.count - 1]
            fold.remaining.removeLast()
        }
        for g in groupStart..<fold.groups.count {
            fold.addOwner()
            if fold.groups[g].formCount >= 2 { fold.remaining.append(-1 - g) }
        }
        return fold.groups.count > groupStart
    }

    /// Makes the first variable of row `j` that no other row left holds (and that has no edit)
    /// its leaf. Returns whether there is one.
    private mutating func pickLeaf(of j: Int, _ general: [Int], in fold: inout FoldScratch) -> Bool {
        let row = fold.rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) {
            let i = fold.terms[t].local
            guard fold.rowCount[i] == 1, fold.leafRow[i] < 0, records.variables[general[i]].edit < 0 else { continue }
            fold.rows[j].leaf = i
            fold.rows[j].leafCoefficient = fold.terms[t].coefficient
            fold.leafRow[i] = Int32(j)
            return true
        }
        return false
    }

    /// The group of row `j`, by the normalised form of its rest (its terms but its leaf; all of
    /// them when it has none), among the groups from `groupStart` (a new group when none has
    /// it); sets the row's `restScale`.
    private mutating func group(ofRest j: Int, _ general: [Int], from groupStart: Int, in fold: inout FoldScratch) -> Int {
        let row = fold.rows[j]
        let start = fold.terms.count
        for t in row.termStart..<(row.termStart + row.termCount) where fold.terms[t].local != row.leaf {
            fold.terms.append(fold.terms[t])
        }
        // Sorted by variable slot (a short insertion sort: a rest has a few terms).
        var i = start + 1
        while i < fold.terms.count {
            var k = i
            let term = fold.terms[i]
            while k > start && general[fold.terms[k - 1].local] > general[term.local] {
                fold.terms[k] = fold.terms[k - 1]
                k -= 1
            }
            fold.terms[k] = term
            i += 1
        }
        let scale = fold.terms[start].coefficient
        fold.rows[j].restScale = scale
        var hash = 0
        for t in start..<fold.terms.count {
            fold.terms[t].coefficient /= scale
            hash = hash &* 31 &+ fold.terms[t].local
            hash = hash &* 31 &+ Int(truncatingIfNeeded: fold.terms[t].coefficient.bitPattern)
        }
        let count = fold.terms.count - start
        if let g = fold.groupByHash[hash], g >= groupStart, sameForm(fold.groups[g], start, count, &fold) {
            fold.terms.removeLast(count)
            return g
        }
        fold.groups.append(LeafGroup(formStart: start, formCount: count))
        fold.groupByHash.set(fold.groups.count - 1, for: hash)
        return fold.groups.count - 1
    }

    /// Whether `group`'s form is the `count` terms of `fold.terms` from `start`.
    private mutating func sameForm(_ group: LeafGroup, _ start: Int, _ count: Int, _ fold: inout FoldScratch) -> Bool {
        guard group.formCount == count else { return false }
        for k in 0..<count {
            let a = fold.terms[group.formStart + k], b = fold.terms[start + k]
            if a.local != b.local || a.coefficient != b.coefficient { return false }
        }
        return true
    }

    /// Plans the rows left that hang off a hub, as long as more than one row is left (folding
    /// one can make another hang). Returns whether any did.
    private mutating func planHangingRows(in fold: inout FoldScratch) -> Bool {
        var progress = true, any = false
        while progress && fold.remaining.count > 1 {
            progress = false
            var k = 0
            while k < fold.remaining.count && fold.remaining.count > 1 {
                let row = fold.remaining[k]
                guard let hub = hub(of: row, &fold) else {
                    k += 1
                    continue
                }
                fold.plan.append(-1 - fold.hanging.count)
                fold.hanging.append((row, hub))
                for t in movers(of: row, &fold) { fold.rowCount[fold.terms[t].local] -= 1 }
                fold.remaining[k] = fold.remaining[fold.remaining.count - 1]
                fold.remaining.removeLast()
                progress = true
                any = true
            }
        }
        return any
    }

    /// The one variable of row `row` that another row left holds, or `nil` when there is not
    /// exactly one.
    private mutating func hub(of row: Int, _ fold: inout FoldScratch) -> Int? {
        var hub: Int? = nil
        for t in movers(of: row, &fold) where fold.rowCount[fold.terms[t].local] > 1 {
            if hub != nil { return nil }
            hub = fold.terms[t].local
        }
        return hub
    }
}
