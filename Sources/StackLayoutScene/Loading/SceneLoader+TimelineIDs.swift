// Checks of timeline ids that depend on what earlier steps did: constraint ids added by `add`,
// arrangements changed by `arranged`, and views removed by leaving them out of one.

extension SceneLoader {
    /// Replays the timeline in time order (file order among equal times) and checks that every
    /// id a change names exists at that moment. Returns the steps with each stack change's
    /// `customSpacing` ordered by the arrangement it applies to.
    mutating func checkTimelineIDs(_ timeline: [TimelineStep]) throws(SceneError) -> [TimelineStep] {
        var result = timeline
        var state = TimelineIDState(arrangements: views.mapValues(\.arranged))
        let order = timeline.indices.sorted { timeline[$0].at != timeline[$1].at ? timeline[$0].at < timeline[$1].at : $0 < $1 }
        for stepIndex in order {
            for (changeIndex, change) in timeline[stepIndex].changes.enumerated() {
                let path = ScenePath.index(ScenePath.key(ScenePath.index("timeline", stepIndex), "changes"), changeIndex)
                switch change {
                case .view(let viewChange):
                    try state.checkPresent(viewChange.id, at: ScenePath.key(path, "view"))
                case .stack(let stackChange):
                    let checked = try checkStackChange(stackChange, at: path, state: &state)
                    result[stepIndex].changes[changeIndex] = .stack(checked)
                case .constraint(let constraintChange):
                    guard constraintIDs[constraintChange.id] != nil else {
                        throw SceneError(.unknownID, at: ScenePath.key(path, "constraint"),
                                         "unknown constraint id \(ScenePath.quote(constraintChange.id))")
                    }
                case .add(let constraint):
                    let addPath = ScenePath.key(path, "add")
                    try state.checkPresent(constraint.first.item, at: ScenePath.key(addPath, "first"))
                    if let second = constraint.second { try state.checkPresent(second.item, at: ScenePath.key(addPath, "second")) }
                    if let id = constraint.id { try registerConstraint(id, at: ScenePath.key(addPath, "id")) }
                case .window:
                    break
                }
            }
        }
        return result
    }

    /// Checks a stack change against the arrangement at that moment, applies its new order to
    /// `state`, and returns it with `customSpacing` ordered by the arrangement.
    private func checkStackChange(
        _ change: SceneStackChange, at path: String, state: inout TimelineIDState
    ) throws(SceneError) -> SceneStackChange {
        var change = change
        try state.checkPresent(change.id, at: ScenePath.key(path, "stack"))
        let current = state.arrangements[change.id] ?? []
        if let newOrder = change.arranged {
            for (index, id) in newOrder.enumerated() where !current.contains(id) {
                let elementPath = ScenePath.index(ScenePath.key(path, "arranged"), index)
                try state.checkPresent(id, at: elementPath)
                throw SceneError(.unknownID, at: elementPath, notArranged(id, in: change.id))
            }
            for id in current where !newOrder.contains(id) {
                markRemoved(id, by: path, in: &state.removedBy)
            }
            state.arrangements[change.id] = newOrder
        }
        if let spacings = change.customSpacing {
            let arranged = state.arrangements[change.id] ?? []
            for spacing in spacings where !arranged.contains(spacing.after) {
                throw SceneError(.unknownID, at: ScenePath.key(ScenePath.key(path, "customSpacing"), spacing.after),
                                 notArranged(spacing.after, in: change.id))
            }
            change.customSpacing = arranged.compactMap { id in spacings.first { $0.after == id } }
        }
        return change
    }

    /// Why `id` cannot be named as an arranged subview of stack `stackID`.
    private func notArranged(_ id: String, in stackID: String) -> String {
        views[id] == nil
            ? "unknown view id \(ScenePath.quote(id))"
            : "\(ScenePath.quote(id)) is not an arranged subview of \(ScenePath.quote(stackID))"
    }

    /// Marks a view and all its descendants as removed by the change at `path`.
    private func markRemoved(_ id: String, by path: String, in removedBy: inout [String: String]) {
        var pending = [id]
        while let next = pending.popLast() {
            removedBy[next] = path
            pending.append(contentsOf: views[next]?.children ?? [])
        }
    }
}

/// What the timeline check knows at a moment: each stack's arrangement and which views an
/// earlier change removed (and where).
struct TimelineIDState {
    var arrangements: [String: [String]]
    var removedBy: [String: String] = [:]

    /// Throws when an earlier change removed view `id`.
    func checkPresent(_ id: String, at path: String) throws(SceneError) {
        if let remover = removedBy[id] {
            throw SceneError(.unknownID, at: path, "view \(ScenePath.quote(id)) was removed by \(remover)")
        }
    }
}
