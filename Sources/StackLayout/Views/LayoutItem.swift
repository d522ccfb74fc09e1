/// Something constraints can position: a `View` or a `LayoutGuide`.
///
/// Only `View` and `LayoutGuide` take part in layout; other conforming types are never installed.
public protocol LayoutItem: AnyObject {}

/// A layout item seen by the engine: a view or a guide.
enum ResolvedItem {
    case view(View)
    case guide(LayoutGuide)

    init?(_ item: any LayoutItem) {
        if let view = item as? View {
            self = .view(view)
        } else if let guide = item as? LayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The item an item reference points at, `nil` once it was freed or for another type.
    init?(_ reference: ItemReference?) {
        if let view = reference?.view {
            self = .view(view)
        } else if let guide = reference?.guide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The item as a `LayoutItem`.
    var item: any LayoutItem {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// Whether the item is `view` itself.
    func isView(_ view: View) -> Bool {
        if case .view(let own) = self { return own === view }
        return false
    }

    /// The view, for a view.
    var view: View? {
        if case .view(let view) = self { return view }
        return nil
    }

    /// The view whose coordinates the item's position variables are in: a view's superview, a
    /// guide's owning view.
    var parent: View? {
        switch self {
        case .view(let view): view.superview
        case .guide(let guide): guide.owningView
        }
    }

    /// `parent`, not retained, for identity checks and reads that the tree keeps alive (see
    /// `View.unretainedSuperview`).
    var unretainedParent: Unmanaged<View>? {
        switch self {
        case .view(let view): view.unretainedSuperview
        case .guide(let guide): guide.owningView.map { Unmanaged.passUnretained($0) }
        }
    }

    /// Whether both name the same object.
    static func === (lhs: ResolvedItem, rhs: ResolvedItem) -> Bool {
        switch (lhs, rhs) {
        case (.view(let a), .view(let b)): a === b
        case (.guide(let a), .guide(let b)): a === b
        default: false
        }
    }

    /// The view whose tree the item belongs to (the guide's owning view for a guide).
    var hostView: View? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// The identity of the item, used as a key in engine tables.
    var key: ObjectIdentifier {
        switch self {
        case .view(let view): ObjectIdentifier(view)
        case .guide(let guide): ObjectIdentifier(guide)
        }
    }
}

/// The name of a layout item in descriptions: the view's `debugName` (or its type name), or
/// `owner.identifier` for a guide.
func displayName(of item: (any LayoutItem)?) -> String {
    guard let item else { return "<deallocated>" }
    if let view = item as? View { return view.displayName }
    if let guide = item as? LayoutGuide {
        let name = guide.identifier.isEmpty ? "guide" : guide.identifier
        if let owner = guide.owningView { return owner.displayName + "." + name }
        return name
    }
    return String(describing: type(of: item))
}
