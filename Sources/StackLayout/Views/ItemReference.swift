/// A reference to a layout item that does not keep it alive and reads `nil` once the item is
/// freed, like `weak`.
///
/// Every view and guide owns one and clears it as it is freed; whatever points at an item
/// without owning it (a constraint, the engine's records and queues, an animation) holds the
/// item's own reference. A `weak` reference would give the item a side table, and from then on
/// every retain and release of the item would leave the runtime's fast path; layout retains
/// views constantly. Items of other types (a user's own `LayoutItem`) are held weakly.
final class ItemReference {
    /// The view or guide, held like `unowned(unsafe)` (the item clears it as it is freed); kept
    /// as `Unmanaged` so that a read of the item's fields does not retain it.
    private var storedView: Unmanaged<View>?
    private var storedGuide: Unmanaged<LayoutGuide>?
    private weak var foreign: (any LayoutItem)?

    /// An empty reference, for a view or guide to point at itself once it is initialised.
    init() {}

    private init(foreign item: any LayoutItem) { foreign = item }

    /// Points the reference of a view being initialised at it.
    func attach(_ view: View) { storedView = Unmanaged.passUnretained(view) }

    /// Points the reference of a guide being initialised at it.
    func attach(_ guide: LayoutGuide) { storedGuide = Unmanaged.passUnretained(guide) }

    /// The reference to hand out for `item`: its own for a view or guide, a weak one otherwise.
    static func to(_ item: any LayoutItem) -> ItemReference {
        if let view = item as? View { return view.itemReference }
        if let guide = item as? LayoutGuide { return guide.itemReference }
        return ItemReference(foreign: item)
    }

    /// The item, `nil` once it was freed.
    var item: (any LayoutItem)? {
        if let storedView { return storedView.takeUnretainedValue() }
        if let storedGuide { return storedGuide.takeUnretainedValue() }
        return foreign
    }

    /// The item if it is a view.
    var view: View? { storedView?.takeUnretainedValue() }

    /// The item if it is a guide.
    var guide: LayoutGuide? { storedGuide?.takeUnretainedValue() }

    /// The item if it is a view, not retained (valid while the item lives).
    var unretainedView: Unmanaged<View>? { storedView }

    /// The item if it is a guide, not retained (valid while the item lives).
    var unretainedGuide: Unmanaged<LayoutGuide>? { storedGuide }

    /// Whether the item is a view or guide that has not been freed.
    var isViewOrGuide: Bool { storedView != nil || storedGuide != nil }

    /// The identity of the layout host holding the item's record (0 for none, for an item of
    /// another type, or once the item is freed), read without retaining the item.
    var hostRecordOwner: Int {
        if let storedView { return storedView._withUnsafeGuaranteedRef { $0.hostRecordOwner } }
        if let storedGuide { return storedGuide._withUnsafeGuaranteedRef { $0.hostRecordOwner } }
        return 0
    }

    /// Called by the item as it is freed.
    func clear() {
        storedView = nil
        storedGuide = nil
    }
}

/// An optional reference to a view that does not keep it alive (see ``ItemReference``).
struct UnownedView {
    private var reference: ItemReference?

    init(_ view: View?) { reference = view?.itemReference }

    /// The view, `nil` once it was freed (or when none was given).
    var view: View? { reference?.view }

    /// The view, not retained (`nil` once it was freed, or when none was given).
    var unretainedView: Unmanaged<View>? { reference?.unretainedView }

    /// Whether the reference is to `view` (without reading the view).
    func refers(to view: View) -> Bool { reference === view.itemReference }
}
