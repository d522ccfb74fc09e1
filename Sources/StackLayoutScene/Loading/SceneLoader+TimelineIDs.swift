// Checks of timeline ids that depend on what earlier steps did: constraint ids added by `add`,
// arrangements changed by `arranged`, and views removed by leaving them out of one.

extension SceneLoader {
    /// Replays the timeline in time order (file order among equal times) and checks that every
    /// id a change names exists at that moment. Returns the steps with each stack change's
    /// `customSpacing` ordered by the arrangement it applies to.
    mutating func checkTimelineIDs(_ timeline: [TimelineStep]) throws(SceneError) -> [TimelineStep] {
        var result = timeline
        var arrangements = views.mapValues(\.arranged)
        var removedBy: [String: String] = [:]
        let order = timeline.indices.sorted { timeline[$0].at != timeline[$1].at ? timeline[$0].at < timeline[$1].at : $0 < $1 }

        func checkPresent(_ id: String, at path: String) throws(SceneError) {
            if let remover = removedBy[id] {
                throw SceneError(.unknownID, at: path, "view \(ScenePath.quote(id)) was removed by \(remover)")
            }
        }

        for stepIndex in order {
            for (changeIndex, change) in timeline[stepIndex].changes.enumerated() {
                let path = ScenePath.index(ScenePath.key(ScenePath.index("timeline", stepIndex), "changes"), changeIndex)
                switch change {
                case .view(let viewChange):
                    try checkPresent(viewChange.id, at: ScenePath.key(path, "view"))
                case .stack(var stackChange):
                    try checkPresent(stackChange.id, at: ScenePath.key(path, "stack"))
                    let current = arrangements[stackChange.id] ?? []
                    if let newOrder = stackChange.arranged {
                        for (index, id) in newOrder.enumerated() where !current.contains(id) {
                            let elementPath = ScenePath.index(ScenePath.key(path, "arranged"), index)
                            try checkPresent(id, at: elementPath)
                            let problem = views[id] == nil
                                ? "unknown view id \(ScenePath.quote(id))"
                                : "\(ScenePath.quote(id)) is not an arranged subview of \(ScenePath.quote(stackChange.id))"
                            throw SceneError(.unknownID, at: elementPath, problem)
                        }
                        for id in current where !newOrder.contains(id) {
                            markRemoved(id, by: path, in: &removedBy)
                        }
                        arrangements[stackChange.id] = newOrder
                    }
                    if let spacings = stackChange.customSpacing {
                        let arranged = arrangements[stackChange.id] ?? []
                        for spacing in spacings where !arranged.contains(spacing.after) {
                            let problem = views[spacing.after] == nil
                                ? "unknown view id \(ScenePath.quote(spacing.after))"
                                : "\(ScenePath.quote(spacing.after)) is not an arranged subview of "
                                    + "\(ScenePath.quote(stackChange.id))"
                            throw SceneError(.unknownID, at: ScenePath.key(ScenePath.key(path, "customSpacing"),
                                                                           spacing.after), problem)
                        }
                        stackChange.customSpacing = arranged.compactMap { id in spacings.first { $0.after == id } }
                        result[stepIndex].changes[changeIndex] = .stack(stackChange)
                    }
                case .constraint(let constraintChange):
                    guard constraintIDs[constraintChange.id] != nil else {
                        throw SceneError(.unknownID, at: ScenePath.key(path, "constraint"),
                                         "unknown constraint id \(ScenePath.quote(constraintChange.id))")
                    }
                case .add(let constraint):
                    let addPath = ScenePath.key(path, "add")
                    try checkPresent(constraint.first.item, at: ScenePath.key(addPath, "first"))
                    if let second = constraint.second { try checkPresent(second.item, at: ScenePath.key(addPath, "second")) }
                    if let id = constraint.id { try registerConstraint(id, at: ScenePath.key(addPath, "id")) }
                case .window:
                    break
                }
            }
        }
        return result
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
