extension LayoutEngine {
    /// Empties `listings` (keeping its storage) and returns the listings that `take` accepts,
    /// each with the place in creation order `take` returns for it, sorted by that place.
    /// `take` clears the edited mark of the slot a listing names, or returns `nil` for a
    /// listing to skip (a slot listed twice, an installation that has since left the solver).
    func takeEditListings<Listing>(
        _ listings: inout [Listing], _ take: (Listing) -> Int?
    ) -> [(reference: Listing, sequence: Int)] {
        guard !listings.isEmpty else { return [] }
        var result: [(reference: Listing, sequence: Int)] = []
        for listing in listings {
            if let sequence = take(listing) { result.append((listing, sequence)) }
        }
        listings.removeAll(keepingCapacity: true)
        result.sort { $0.sequence < $1.sequence }
        return result
    }
}
