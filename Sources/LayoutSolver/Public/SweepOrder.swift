/// The order in which the closed forms sweep a cost's pieces (see `CostScratch.sweepOrder`),
/// reachable for tests: by bound, ascending moving up and descending moving down, pieces of
/// equal bounds in their given order either way, as a stable sort by bound orders them. The
/// solver sorts each cost once by merging its runs and reads it backwards for the other way;
/// tests hold that against the order's definition.
@_spi(Testing) public enum SweepOrder {
    /// The indices of `bounds` (none NaN) in the order of a sweep up (`ascending`) or down.
    public static func indices(of bounds: [Double], ascending: Bool) -> [Int] {
        var scratch = CostScratch()
        for (i, bound) in bounds.enumerated() {
            scratch.pieces.append(CostPiece(bound: bound, weight: Double(i), level: 1, kind: .atLeast))
        }
        scratch.movers.append(RowMover(
            value: 0, factor: 1, bounds: HardBounds(), variable: -1, pieceStart: 0, pieceCount: bounds.count))
        // Swept the other way first, as a hanging row's mover may be: the order is kept between.
        _ = scratch.sweepOrder(of: 0, direction: ascending ? -1 : 1)
        let ordered = scratch.sweepOrder(of: 0, direction: ascending ? 1 : -1)
        return ordered.map { Int($0.weight) }
    }
}
