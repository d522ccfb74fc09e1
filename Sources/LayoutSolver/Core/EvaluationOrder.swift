/// The order in which definitions are evaluated after a solve: defined variables by key, each
/// after the definitions it reads. A vacant variable (defined once, not now) keeps its key and
/// its entry holds `vacantEntry(v)`, so that defined again it needs no new order; a released
/// variable's entry holds -1. The engine rebuilds the order (`Engine.rebuildOrder()`) from the
/// first place a definition reads a variable with a later key, and compacts it when most keys are vacant.
struct EvaluationOrder: ~Copyable {
    /// Defined variables by key, in evaluation order.
    var order = OwnedArray<Int>()
    /// Keys in `order` that hold no definition.
    var vacantKeys = 0
    /// The first key from which `order` must be rebuilt, because a definition there reads a
    /// variable with a later key (`Int.max`: none; see `Engine.rebuildOrder()`).
    var staleFrom = Int.max
    /// Whether `order` must be rebuilt.
    var orderIsStale: Bool { staleFrom != .max }
    /// Per variable slot, the first of the definition terms that read it (linked through the
    /// term pool), or -1 (a freed slot's list is empty: its readers went first); kept once
    /// `readersAreLinked`, empty before.
    var readerHeads = OwnedArray<Int32>()
    /// Whether definitions' terms are linked into `readerHeads` (from the first incremental
    /// evaluation on).
    var readersAreLinked = false
    /// Defined variables whose definition is new or has a new constant since the last evaluation.
    var redefined = OwnedArray<Int>()
    /// Whether the next evaluation must evaluate every definition (at first, after a rebuild).
    var needsFullEvaluation = true
    /// Scratch: the keys waiting in an incremental evaluation (a binary min-heap).
    var heap = OwnedArray<Int>()

    /// The `order` entry of vacant variable `v` (negative, so evaluation skips it).
    @inline(__always) static func vacantEntry(_ v: Int) -> Int { -(v + 2) }

    /// The variable of an entry that is not released (defined or vacant).
    @inline(__always) static func variable(ofEntry entry: Int) -> Int { entry >= 0 ? entry : -entry - 2 }

    /// Places defined variable `v` at its old `key` (a vacant one), or at a new key at the end
    /// when `key` is negative; returns its key.
    @inline(__always) mutating func place(_ v: Int, at key: Int) -> Int {
        if key < 0 {
            order.append(v)
            return order.count - 1
        }
        order[key] = v
        vacantKeys -= 1
        return key
    }

    /// Makes the entry of `v` at `key` vacant (its definition was dropped).
    @inline(__always) mutating func vacate(_ v: Int, at key: Int) {
        order[key] = Self.vacantEntry(v)
        vacantKeys += 1
    }

    /// Whether most keys are vacant, and more than `threshold` (see `Engine.compactOrder()`).
    func isSparse(above threshold: Int) -> Bool {
        vacantKeys > threshold && 2 * vacantKeys > order.count
    }
}
