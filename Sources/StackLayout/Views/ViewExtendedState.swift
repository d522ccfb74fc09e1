/// Per-view state of the transform, the layout direction, the safe area, the autoresizing
/// mask and the other properties most views never set, stored in ``View`` and read by the
/// extensions that implement them.
///
/// Only the automatic frame keeping and the width-dependent height, which layout writes for
/// many views, are stored inline. The rest (`RareViewState`) lives in a box allocated when one
/// of its properties is first written, and is read through this type by the same names
/// (dynamic member lookup): a view that never sets one costs a word, not a few hundred bytes.
/// Copies share the box until one of them writes (copy on write).
@dynamicMemberLookup
struct ViewExtendedState {
    /// The width ``View/intrinsicContentHeight(forWidth:)`` was last asked at and its answer
    /// (first, so that the one-byte values below fill its tail).
    var widthDependentHeight = WidthDependentHeight()
    /// ``View/translatesAutoresizingMaskIntoConstraints`` when it was set explicitly; `nil`
    /// while it follows `automaticFrameKeeping`.
    var explicitTranslatesAutoresizingMask: Bool?
    /// What the automatic value of ``View/translatesAutoresizingMaskIntoConstraints`` follows.
    var automaticFrameKeeping = AutomaticFrameKeeping.notFramed
    /// ``View/translatesAutoresizingMaskIntoConstraints``: the explicit value, or on for a view
    /// given a frame that no constraint or stack has claimed since.
    var translatesAutoresizingMask: Bool {
        explicitTranslatesAutoresizingMask ?? (automaticFrameKeeping == .framed)
    }
    /// The rarely set part, `nil` until one of its properties is written.
    private var rareBox: RareViewStateBox?

    /// The box of the rarely set part, once allocated (for the memory census).
    var rareStateBox: AnyObject? { rareBox }

    /// A rarely set property: its default until the box is allocated.
    subscript<Value>(dynamicMember property: WritableKeyPath<RareViewState, Value>) -> Value {
        @inline(__always) get {
            guard let rareBox else { return RareViewState.unset[keyPath: property] }
            return rareBox.state[keyPath: property]
        }
        set { writableRareBox().state[keyPath: property] = newValue }
    }

    /// A rarely set optional property: its default until the box is allocated, which storing
    /// `nil` does not do.
    subscript<Wrapped>(dynamicMember property: WritableKeyPath<RareViewState, Wrapped?>) -> Wrapped? {
        @inline(__always) get {
            guard let rareBox else { return nil }
            return rareBox.state[keyPath: property]
        }
        set {
            guard newValue != nil || rareBox != nil else { return }
            writableRareBox().state[keyPath: property] = newValue
        }
    }

    /// The box, allocated on first use and copied when another copy of the state shares it.
    private mutating func writableRareBox() -> RareViewStateBox {
        if rareBox == nil {
            rareBox = RareViewStateBox(RareViewState())
        } else if !isKnownUniquelyReferenced(&rareBox) {
            rareBox = RareViewStateBox(rareBox.unsafelyUnwrapped.state)
        }
        return rareBox.unsafelyUnwrapped
    }
}

/// The properties of a view that most views never set (see ``ViewExtendedState``), with their
/// defaults. Declared with the optionals last and the one-byte values after them, so that
/// they fill what would be padding.
struct RareViewState {
    /// The values of a view that never set one: what the getters answer before the box exists.
    nonisolated(unsafe) static let unset = RareViewState()

    /// ``View/transform``.
    var transform = AffineTransform.identity
    /// ``View/boundsOrigin``: where the view's bounds start in its own coordinates (a scroll
    /// view's content offset).
    var boundsOrigin = Point.zero
    /// The safe area insets the safe area guide and the margins use now (updated after each
    /// layout pass).
    var appliedSafeAreaInsets = EdgeInsets.zero
    /// How far the superview's margins reached into the view at the last layout pass, which
    /// the margins guide keeps clear while `preservesSuperviewLayoutMargins` is on.
    var appliedSuperviewMargins = EdgeInsets.zero
    /// ``View/layer`` (`nil` until it is asked for).
    var layer: Layer?
    /// ``View/layoutMarginsGuide`` (`nil` until it is asked for).
    var marginsGuideStorage: LayoutGuide?
    /// ``View/safeAreaLayoutGuide`` (`nil` until it is asked for).
    var safeAreaGuide: LayoutGuide?
    /// The safe area guide's four constraints (left, top, width, height), stored for the
    /// Constraints layer.
    var safeAreaGuideConstraints: [any StoredConstraint] = []
    /// The constraints that express the frame while `translatesAutoresizingMask` is on, stored
    /// for the Constraints layer.
    var autoresizingConstraints: [any StoredConstraint] = []
    /// The guides that those constraints place between the view and its superview.
    var autoresizingGuides: [LayoutGuide] = []
    /// ``View/autoresizingMask``.
    var autoresizingMask = View.AutoresizingMask()
    /// The block that hid the view, while the view must stay on screen.
    var pendingHide: PendingHide?
    /// The outermost animation block in which the view was shown while it was off screen: hiding
    /// it again inside that block is no change, so it stays off screen.
    weak var offScreenShowScope: (any ViewChangeRecorder)?
    /// The margins set through ``View/layoutMargins`` (or through the directional margins),
    /// `nil` while the view uses its class's default margins.
    var storedLayoutMargins: EdgeInsets?
    /// The margins when they were last set through ``View/directionalLayoutMargins``; `nil`
    /// when set through ``View/layoutMargins`` (or never).
    var directionalMargins: DirectionalEdgeInsets?
    /// ``View/backgroundColor``.
    var backgroundColor: Color?
    /// ``View/semanticContentAttribute``.
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// ``View/clipsToBounds``.
    var clipsToBounds = false
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true
    /// ``View/preservesSuperviewLayoutMargins``.
    var preservesSuperviewLayoutMargins = false
}

/// The box of a view's rarely set properties (see ``ViewExtendedState``).
final class RareViewStateBox {
    @exclusivity(unchecked) var state: RareViewState

    init(_ state: RareViewState) { self.state = state }
}

/// Where a view stands for the automatic value of
/// ``View/translatesAutoresizingMaskIntoConstraints``.
enum AutomaticFrameKeeping {
    /// Never given a frame: it sizes to its content (off).
    case notFramed
    /// Given a frame, bounds or center: the frame is kept by required constraints (on).
    case framed
    /// A constraint with the view as its first item was activated, or the view was arranged
    /// by a stack: constraints place it (off for good).
    case claimedByConstraints
}

extension View {
    /// Stores `value` at `property` of the extended state and runs `didChange` when it differs
    /// from the value stored there (the setters of the properties kept in the extended state).
    func setExtendedState<Value: Equatable>(
        _ property: WritableKeyPath<ViewExtendedState, Value>, to value: Value, didChange: () -> Void
    ) {
        guard value != extendedState[keyPath: property] else { return }
        extendedState[keyPath: property] = value
        didChange()
    }

    /// The frame was set by hand: with the automatic value, the view keeps it from now on
    /// (unless constraints have claimed the view).
    func frameWasSetExplicitly() {
        guard extendedState.automaticFrameKeeping == .notFramed else { return }
        extendedState.automaticFrameKeeping = .framed
    }
}
