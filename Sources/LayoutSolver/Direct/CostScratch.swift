/// A variable of a one-row component, or the row's slack, while the closed form moves it.
struct RowMover {
    /// Its own optimum, then the value the row leaves it.
    var value: Double
    /// Its coefficient in the row (-1 for the slack).
    var factor: Double
    var bounds: HardBounds
    /// The variable slot (-1 for the slack).
    @Int32Storage var variable: Int
    /// Its soft items: `pieceCount` pieces of the scratch from `pieceStart`.
    @Int32Storage var pieceStart: Int
    @Int32Storage var pieceCount: Int
}

/// One piece of a mover's way from its own optimum: `capacity` (in units of the row) that it
/// can absorb at one rate, the rate pool's entries `rateStart..<rateStart + rateCount`.
struct Stretch {
    var capacity: Double
    @Int32Storage var rateStart: Int
    @Int32Storage var rateCount: Int
    /// The index of the mover (a row variable, or the row's slack after them).
    @Int32Storage var mover: Int
    /// The stretch's place along the mover's way.
    @Int32Storage var step: Int
}

/// Reused buffers of the closed forms: the soft items of the variables being solved, one
/// variable's after another (a `VariableCost` reads a slice), and what the closed form of a
/// one-row component works on (its movers, their stretches and the stretches' rates). Nothing
/// is allocated per variable or per stretch, and once the buffers have grown to a component's
/// size, nothing at all.
struct CostScratch: ~Copyable {
    var pieces = OwnedArray<CostPiece>()
    var jumps = OwnedArray<SlopeJump>()
    var movers = OwnedArray<RowMover>()
    var stretches = OwnedArray<Stretch>()
    var rates = RatePool()
    /// The pieces of the movers swept so far, each mover's sorted by bound (`sweepOrder`), kept
    /// until the movers are emptied: a hanging row sweeps its movers both ways.
    var sweptSorted = OwnedArray<CostPiece>()
    /// Per mover: where its sorted pieces start in `sweptSorted` (-1: not sorted yet; -2: a
    /// bound is NaN, the pieces are sorted for each sweep by the library instead).
    var sweptStarts: [Int] = []
    /// Scratch of a sweep: the pieces in its order when that is not `sweptSorted`'s, the
    /// buffer and runs of the sort, and the levels' slopes.
    var sweptOrdered = OwnedArray<CostPiece>()
    var sortBuffer = OwnedArray<CostPiece>()
    var sortRunEnds: [Int] = []
    var sweptLevels = OwnedArray<RateEntry>()

    /// Empties every buffer, keeping the storage.
    mutating func removeAll() {
        pieces.removeAll()
        movers.removeAll()
        stretches.removeAll()
        rates.removeAll()
        sweptSorted.removeAll()
        sweptStarts.clearKeepingCapacity()
    }

    /// The cost of mover `i` (valid until `pieces` grows).
    @inline(__always) func cost(of i: Int) -> VariableCost {
        let mover = movers[i]
        let slice = pieces.unsafeSlice(from: mover.pieceStart, count: mover.pieceCount)
        return VariableCost(bounds: mover.bounds, pieces: slice)
    }

    /// The cost whose pieces are all of `pieces` (one variable's), within `bounds`.
    @inline(__always) func wholeCost(_ bounds: HardBounds) -> VariableCost {
        VariableCost(bounds: bounds, pieces: pieces.unsafeSlice(from: 0, count: pieces.count))
    }

    /// Appends the stretches along which every mover can move from its value towards closing a
    /// row that must change by `need`. A mover with `sweepingFrom` pieces or more has its
    /// stretches found in one sweep over its sorted pieces.
    mutating func appendStretches(need: Double, sweepingFrom sweepCount: Int) {
        for i in movers.indices {
            let mover = movers[i]
            // A mover its hard bounds pin (an equality's slack) has no stretch either way.
            if mover.bounds.lower == mover.bounds.upper { continue }
            let direction: Double = (need > 0) == (mover.factor > 0) ? 1 : -1
            let factor = abs(mover.factor)
            var step = 0
            var rateStart = rates.open()
            func closeStretch(_ length: Double) {
                if factor != 1 { rates.scaleOpen(by: 1 / factor) }
                stretches.append(Stretch(
                    capacity: length * factor, rateStart: rateStart, rateCount: rates.openCount, mover: i, step: step))
                step += 1
                rateStart = rates.open()
            }
            let cost = cost(of: i)
            if cost.pieces.count >= sweepCount {
                let ordered = sweepOrder(of: i, direction: direction)
                cost.forEachStretchSwept(
                    from: mover.value, direction: direction, ordered: ordered, levels: &sweptLevels,
                    slope: { rates.add($0, at: $1) }, stretch: closeStretch)
            } else {
                cost.forEachStretch(
                    from: mover.value, direction: direction, slope: { rates.add($0, at: $1) },
                    restart: { rates.discardOpen() }, stretch: closeStretch)
            }
        }
    }

    /// Sorts the stretches by rate, then by mover and place along its way. Up to
    /// `insertionLimit` stretches (a row of a few views has a handful) are sorted by insertion in
    /// place, comparing as the library's sort does for so few (rates compare within a tolerance,
    /// so the order of comparisons is kept); more by the library's sort.
    mutating func sortStretches(insertionLimit: Int = 20) {
        rates.entries.withUnsafeBufferPointer { pool in
            let base = pool.baseAddress!
            @inline(__always) func precedes(_ a: Stretch, _ b: Stretch) -> Bool {
                let order = RatePool.compare(base + a.rateStart, a.rateCount, base + b.rateStart, b.rateCount)
                if order != 0 { return order < 0 }
                return a.mover != b.mover ? a.mover < b.mover : a.step < b.step
            }
            stretches.withUnsafeMutableBufferPointer { buffer in
                guard buffer.count > insertionLimit else {
                    guard buffer.count > 1 else { return }
                    for end in 1..<buffer.count {
                        var i = end
                        while i > 0 && precedes(buffer[i], buffer[i - 1]) {
                            buffer.swapAt(i, i - 1)
                            i -= 1
                        }
                    }
                    return
                }
                var sorted = buffer
                sorted.sort(by: precedes)
            }
        }
    }

    /// Moves the movers along the sorted stretches, cheapest first, until the row has changed
    /// by `need`. Returns what is left of `|need|`.
    mutating func takeStretches(need: Double) -> Double {
        var remaining = abs(need)
        var n = 0
        while n < stretches.count && remaining > 0 {
            let stretch = stretches[n]
            let take = min(stretch.capacity, remaining)
            let factor = movers[stretch.mover].factor
            let direction: Double = (need > 0) == (factor > 0) ? 1 : -1
            movers[stretch.mover].value += direction * take / abs(factor)
            remaining -= take
            n += 1
        }
        return remaining
    }
}
