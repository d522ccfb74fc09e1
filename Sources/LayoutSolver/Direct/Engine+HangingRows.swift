/// Rows that hang off one variable: once leaves are folded, a row left whose variables all stand
/// in no other row left but one, its *hub*, is a cost on the hub. A fitting `.leading` stack
/// inside a cell is one: the grouped row of its views (`width − line − u = 0`, with the stack's
/// width as the hub) hangs off the stack's width, which the cell's own row moves.
///
/// With `s = Σ c·x` over the row's other variables and its slack (the row `s + c_h·h + k = 0`),
/// the least cost of the others for a given `s`, `ψ(s)`, is what the one-row closed form pays
/// to move `s` from where they rest: its stretches, cheapest first, both ways. `ψ` is convex
/// level by level over the optimum of the levels above (an infimal convolution of such costs),
/// a sum of pieces at the stretches' ends, and a hard bound where the stretches end. Folded into
/// the hub (`s = −c_h·h − k`), it leaves one row fewer; once the hub is solved, the row is
/// solved by the closed form with the hub at its value.
extension Engine {
    /// Adds to `hub` the cost `ψ` of row `row` hanging off it, cut after `stretchLimit` stretches
    /// each way: there the hub gets a hard bound, noted as a cut. Returns `false` when a mover's
    /// bounds cross.
    ///
    /// Cutting keeps a chain of hanging rows (stacks nested in stacks) linear: in full, each
    /// row's `ψ` holds a piece for every rate of the rows below it. The solution of the cut
    /// problem solves the full one when it stays off every cut: the costs are convex, so a
    /// solution that no cut bound holds is one with or without them.
    mutating func foldHangingRow(
        _ row: Int, into hub: Int, _ general: [Int], stretchLimit: Int, _ fold: inout FoldScratch
    ) -> Bool {
        guard let parts = appendRowMovers(row, excluding: hub, general, &fold) else { return false }
        keepMovers(parts, &fold)
        var rest = 0.0
        for i in 0..<parts.count { rest += closedForms.costScratch.movers[i].factor * closedForms.costScratch.movers[i].value }
        // `s = α·h + β`.
        let alpha = -parts.hubCoefficient, beta = -parts.constant
        for way in 0..<2 {
            let direction: Double = way == 0 ? 1 : -1
            closedForms.costScratch.stretches.removeAll()
            closedForms.costScratch.rates.removeAll()
            closedForms.costScratch.appendStretches(need: direction, sweepingFrom: tuning.sweptStretchesFrom)
            closedForms.costScratch.sortStretches()
            keepStretches(direction: direction, &fold)
            let isCut = closedForms.costScratch.stretches.count > stretchLimit
            let count = isCut ? stretchLimit : closedForms.costScratch.stretches.count
            let end = addStretchPieces(
                count, from: rest, direction: direction, alpha: alpha, beta: beta, to: hub, &fold)
            guard end.isFinite else { continue }
            let kind: CostPiece.Kind = (direction > 0) == (alpha > 0) ? .atMost : .atLeast
            fold.bounds[hub].tighten(kind, (end - beta) / alpha, slot: isCut ? -1 : parts.slot)
            if isCut { fold.cuts.append(FoldCut(owner: hub, bound: (end - beta) / alpha, kind: kind)) }
        }
        return true
    }

    /// Adds to `owner` the pieces of `ψ` along the first `count` sorted stretches of
    /// `costScratch` from `rest` in `direction`: where one stretch gives way to the next, the
    /// change of rate, level by level; after the last finite stretch, its rate taken off. Stretches at one rate (a row of
    /// alike views) thus add no piece between them, and a cost folded level after level into a
    /// chain of hubs keeps as many pieces as it has distinct rates. Returns where the stretches
    /// end (infinite when one is).
    private mutating func addStretchPieces(
        _ count: Int, from rest: Double, direction: Double, alpha: Double, beta: Double, to owner: Int, _ fold: inout FoldScratch
    ) -> Double {
        // Up, a rate is a slope above a point (`atMost`); down, below it (`atLeast`); mapped to
        // the hub, the kind turns over when `α < 0`.
        let kind: CostPiece.Kind = (direction > 0) == (alpha > 0) ? .atMost : .atLeast
        let scale = abs(alpha)
        var at = rest
        var previous = 0..<0
        for n in 0..<count {
            let stretch = closedForms.costScratch.stretches[n]
            let rate = stretch.rateStart..<(stretch.rateStart + stretch.rateCount)
            addRateChange(from: previous, to: rate, at: (at - beta) / alpha, scale: scale, kind: kind, owner, &fold)
            previous = rate
            at += direction * stretch.capacity
            if !at.isFinite { return at }
        }
        addRateChange(from: previous, to: 0..<0, at: (at - beta) / alpha, scale: scale, kind: kind, owner, &fold)
        return at
    }

    /// Adds to `owner` a piece at `bound` for each level whose amount differs between the rates
    /// at `old` and `new` in the rate pool (both in descending level order), weighing the
    /// difference times `scale`.
    private mutating func addRateChange(
        from old: Range<Int>, to new: Range<Int>, at bound: Double, scale: Double, kind: CostPiece.Kind,
        _ owner: Int, _ fold: inout FoldScratch
    ) {
        var i = old.lowerBound, j = new.lowerBound
        // (Read through a slice: nothing appends to the rates meanwhile.)
        let entries = closedForms.costScratch.rates.entries.unsafeSlice(from: 0, count: closedForms.costScratch.rates.entries.count)
        while i < old.upperBound || j < new.upperBound {
            let a = i < old.upperBound ? entries[i] : nil
            let b = j < new.upperBound ? entries[j] : nil
            let level: Float
            var change = 0.0
            if let a, b == nil || a.level > b!.level {
                (level, change) = (a.level, -a.amount)
                i += 1
            } else if let b, a == nil || b.level > a!.level {
                (level, change) = (b.level, b.amount)
                j += 1
            } else {
                (level, change) = (b!.level, b!.amount - a!.amount)
                i += 1
                j += 1
            }
            if change != 0 {
                fold.addPiece(CostPiece(bound: bound, weight: change * scale, level: level, kind: kind), to: owner)
            }
        }
    }

    /// Keeps the movers and pieces that `appendRowMovers` left in `costScratch` for a hanging row
    /// (the next in `hanging`), with its `parts`, for `restoreMovers(of:_:)`.
    private mutating func keepMovers(
        _ parts: (constant: Double, hubCoefficient: Double, count: Int, slot: Int), _ fold: inout FoldScratch
    ) {
        let moverCount = closedForms.costScratch.movers.count, pieceCount = closedForms.costScratch.pieces.count
        fold.hungParts.append(HungRowParts(
            constant: parts.constant, hubCoefficient: parts.hubCoefficient, count: parts.count, slot: parts.slot,
            moverStart: fold.hungMovers.count, moverCount: moverCount,
            pieceStart: fold.hungPieces.count, pieceCount: pieceCount))
        fold.hungMovers.append(contentsOf: closedForms.costScratch.movers.unsafeSlice(from: 0, count: moverCount))
        fold.hungPieces.append(contentsOf: closedForms.costScratch.pieces.unsafeSlice(from: 0, count: pieceCount))
    }

    /// The most stretches a hanging row keeps each way: a row of a few views has a handful, and
    /// a chain of nested stacks, whose rows are rarely solved off their rest, many.
    static let keptStretchesLimit = 8

    /// Keeps the sorted stretches of `costScratch` as those of the last hanging row kept,
    /// moving it in `direction`, when they are few: solving the row walks the same stretches one way.
    private mutating func keepStretches(direction: Double, _ fold: inout FoldScratch) {
        guard closedForms.costScratch.stretches.count <= Self.keptStretchesLimit else { return }
        let h = fold.hungParts.count - 1, start = fold.hungStretches.count
        let stretches = closedForms.costScratch.stretches.unsafeSlice(from: 0, count: closedForms.costScratch.stretches.count)
        fold.hungStretches.append(contentsOf: stretches)
        if direction > 0 {
            fold.hungParts[h].upStart = start
            fold.hungParts[h].upCount = stretches.count
        } else {
            fold.hungParts[h].downStart = start
            fold.hungParts[h].downCount = stretches.count
        }
    }

    /// Puts the stretches kept for `hanging[h]` in `costScratch`: those that close a residual
    /// `residual` (moving the row by `−residual`), sorted, as `appendStretches` and
    /// `sortStretches` would make them again (rates aside). Returns `false`, changing nothing,
    /// when they were not kept.
    mutating func restoreStretches(of h: Int, closing residual: Double, _ fold: inout FoldScratch) -> Bool {
        let kept = fold.hungParts[h], up = -residual > 0
        guard (up ? kept.upStart : kept.downStart) >= 0 else { return false }
        closedForms.costScratch.stretches.removeAll()
        closedForms.costScratch.stretches.append(contentsOf: fold.hungStretches.unsafeSlice(
            from: up ? kept.upStart : kept.downStart, count: up ? kept.upCount : kept.downCount))
        return true
    }

    /// Puts the movers kept for `hanging[h]` back in `costScratch`, as `appendRowMovers` left
    /// them, and returns the row's parts.
    mutating func restoreMovers(
        of h: Int, _ fold: inout FoldScratch
    ) -> (constant: Double, hubCoefficient: Double, count: Int, slot: Int)? {
        let kept = fold.hungParts[h]
        closedForms.costScratch.removeAll()
        closedForms.costScratch.movers.append(contentsOf: fold.hungMovers.unsafeSlice(from: kept.moverStart, count: kept.moverCount))
        closedForms.costScratch.pieces.append(contentsOf: fold.hungPieces.unsafeSlice(from: kept.pieceStart, count: kept.pieceCount))
        return (kept.constant, kept.hubCoefficient, kept.count, kept.slot)
    }
}
