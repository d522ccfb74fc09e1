import LayoutSolver

extension LayoutEngine {
    /// Stores what the stays of `item` keep (and updates the stays that exist), then schedules a
    /// check of which stays the item needs.
    func setStayValues(_ record: ItemRecord, item: any LayoutItem, relativeTo reference: View, values: FourSlots<Double>) {
        guard values.allSatisfy(\.isFinite) else { return }
        record.stayReference = UnownedView(reference)
        record.stayValues = values
        for index in 0..<4 {
            if let stay = record.stays[index] { updateInternal(stay, constant: values[index], priority: .stay) }
        }
        // Settled stays change only with the constraints that position the item, which mark it.
        if !record.staysSettled { markStayCandidate(record) }
    }

    /// Schedules a stay check for `record` (its positioners changed, or it is new).
    func markStayCandidate(_ record: ItemRecord) {
        guard !record.isStayCandidate else { return }
        record.isStayCandidate = true
        stayCandidates.append(record)
    }

    /// Gives each scheduled item stays on exactly the axes that no constraint positions.
    func settleStays() {
        guard !stayCandidates.isEmpty else { return }
        var candidates: [ItemRecord] = []
        swap(&candidates, &stayCandidates)
        // The emptied list, with its storage, takes the next candidates unless some came meanwhile.
        defer {
            candidates.clearKeepingCapacity()
            if stayCandidates.isEmpty { stayCandidates = candidates }
        }
        candidates.forEachUnretained(settleStays(of:))
    }

    /// Gives the item of `record` stays on exactly the axes that no constraint positions.
    private func settleStays(of record: ItemRecord) {
        record.isStayCandidate = false
        record.staysSettled = true
        // The item is resolved from its reference, without an existential or a cast.
        guard let resolved = ResolvedItem(record.reference), isRecord(record, of: resolved),
              let reference = record.stayReference.view
        else { return }
        if case .view(let view) = resolved,
           view.unretainedSuperview?.toOpaque() == Unmanaged.passUnretained(reference).toOpaque() {
            // A view that loses its last positioning constraint keeps the frame it has now.
            record.stayValues = stayValues(keeping: view.frame, of: view, in: reference)
        }
        for axis in Axis.both {
            let positioned = record.positioners(along: axis) > 0
            let position = axis == .horizontal ? 0 : 1
            for index in stride(from: position, through: position + 2, by: 2) {
                if positioned {
                    if let stay = record.stays[index] {
                        uninstall(stay)
                        record.stays[index] = nil
                    }
                } else if record.stays[index] == nil {
                    addStay(record, index, item: resolved.item, relativeTo: index < 2 ? reference : nil)
                }
            }
        }
    }

    /// Makes and installs the stay of frame component `index` of `record`'s `item`.
    private func addStay(_ record: ItemRecord, _ index: Int, item: any LayoutItem, relativeTo related: View?) {
        let stay = LayoutConstraint(
            role: .stay, item: item, attribute: Self.frameAttributes[index], relatedBy: .equal,
            toItem: related, attribute: related == nil ? .notAnAttribute : Self.frameAttributes[index],
            multiplier: 1, constant: record.stayValues[index], priority: .stay, callSite: "")
        record.stays[index] = stay
        install(stay)
    }

    /// The attributes of the four frame components, in the order of `FourSlots` indices.
    static let frameAttributes: [LayoutAttribute] = [.left, .top, .width, .height]
}
