/// The general components: each held by a simplex solver (`GeneralComponent`) under an id that
/// constraint and variable records name, freed ids reused (see `Engine+General.swift`).
struct GeneralComponents: ~Copyable {
    /// The components by id (`nil` while an id is free).
    var components: [GeneralComponent?] = []
    var freeSlots: [Int] = []
    /// Simplex pivots of components that were freed (see `Engine.statistics`).
    var retiredPivots = 0
    /// The terms of the reduced form a component's simplex solver is given (see
    /// `Engine.hold(_:in:)`).
    var heldTerms = OwnedArray<Term>()

    /// The id of a new component with a simplex of `tuning`.
    mutating func make(tuning: SolverTuning) -> Int {
        let id = freeSlots.popLast() ?? components.count
        if id == components.count { components.append(nil) }
        components[id] = GeneralComponent(tuning: tuning)
        return id
    }

    /// Frees component `id`, keeping the count of its pivots; returns the variables it held.
    mutating func free(_ id: Int) -> [Int] {
        retiredPivots += components[id]?.solver.tableau.pivotCount ?? 0
        let variables = components[id]?.variables ?? []
        components[id] = nil
        freeSlots.append(id)
        return variables
    }

    /// How many components there are.
    var liveCount: Int { components.count { $0 != nil } }

    /// Simplex pivots so far, those of freed components included.
    var pivotCount: Int { retiredPivots + components.reduce(0) { $0 + ($1?.solver.tableau.pivotCount ?? 0) } }

    /// Switches every component's simplex to the thresholds of `tuning`.
    func setTuning(_ tuning: SolverTuning) {
        for general in components { general?.solver.tableau.setTuning(tuning) }
    }
}
