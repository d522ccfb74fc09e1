/// How one animatable property of a view animates: an entry of the table
/// `AnimatableViewProperties.all`.
///
/// The property's setter reports each change by the property's key path
/// (`animatablePropertyWillChange(_:from:to:)`, see View+AnimationHooks.swift); the entry named
/// by that key path turns the change into animations (`record(_:from:to:on:into:)`: one per
/// track), shows their offsets in ``Presentation`` (`presented(_:of:on:)`), moves the model when
/// a property animator stops part way (`move(_:track:by:)`) and tells paced keyframes how far
/// the change moves (`distance(from:to:)`).
///
/// A property animates on one or more tracks, each a vector of lanes (`AnimationVector`) with
/// animations of its own on the clock: most properties have one (see
/// `SingleTrackViewProperty`); a transform has two, its linear part and its translation.
protocol AnimatableViewProperty: Sendable {
    /// The model value.
    associatedtype Value

    /// The view property, as its setter names it when it reports a change: the very object
    /// the setter reports (a `static let` of `View` next to the setter), since entries are
    /// found by identity.
    static var keyPath: ReferenceWritableKeyPath<View, Value> { get }

    /// Calls `body` once per track, in track order, with the track's index and its lanes before
    /// and after a change from `old` to `new`.
    static func tracks(from old: Value, to new: Value,
                       _ body: (_ track: Int, _ old: AnimationVector, _ new: AnimationVector) -> Void)

    /// The value on screen: `model` plus `offset(track)` of each of its tracks.
    static func presented(_ model: Value, offset: (_ track: Int) -> AnimationVector) -> Value

    /// `model` moved by `offset` on one track.
    static func moved(_ model: Value, by offset: AnimationVector, on track: Int) -> Value

    /// Writes the model value of `view` (inside `performWithoutAnimation`). By default, through
    /// ``keyPath``.
    static func setModelValue(_ value: Value, of view: View)

    /// How far a change from `old` to `new` moves, the measure paced keyframes share time by.
    static func distance(from old: Value, to new: Value) -> Double
}

/// An animatable view property with one track: its value as lanes and back.
protocol SingleTrackViewProperty: AnimatableViewProperty {
    /// The lanes of `value`.
    static func lanes(of value: Value) -> AnimationVector
    /// The value of `lanes`.
    static func value(of lanes: AnimationVector) -> Value
}

extension SingleTrackViewProperty {
    static func tracks(from old: Value, to new: Value,
                       _ body: (_ track: Int, _ old: AnimationVector, _ new: AnimationVector) -> Void) {
        body(0, lanes(of: old), lanes(of: new))
    }

    static func presented(_ model: Value, offset: (_ track: Int) -> AnimationVector) -> Value {
        value(of: lanes(of: model) + offset(0))
    }

    static func moved(_ model: Value, by offset: AnimationVector, on track: Int) -> Value {
        value(of: lanes(of: model) + offset)
    }

    /// The Euclidean length of the change of the lanes.
    static func distance(from old: Value, to new: Value) -> Double {
        (lanes(of: old) - lanes(of: new)).length
    }
}

extension AnimatableViewProperty {
    static func setModelValue(_ value: Value, of view: View) {
        view[keyPath: keyPath] = value
    }

    /// Track `index` of this property.
    @inline(__always)
    static func track(_ index: Int) -> AnimationTrack {
        AnimationTrack(self, index)
    }

    /// The value of `view` on screen, whose model value is `model`: plus the offsets of the
    /// animations of each track in flight on `clock`. Inlined: `View.presentation` calls it
    /// once per field on every frame a renderer draws.
    @inline(__always)
    static func presented(_ model: Value, of view: View, on clock: AnimationClock) -> Value {
        presented(model) { clock.presentationOffset(for: AnimationTrackKey(view, track($0))) }
    }

    /// Moves the model value of `view` by `offset` on `track` (a property animator finished
    /// away from its end).
    static func move(_ view: View, track: Int, by offset: AnimationVector) {
        setModelValue(moved(view[keyPath: keyPath], by: offset, on: track), of: view)
    }

    /// Whether `property`, as a setter reported it, is this property: the same object as
    /// ``keyPath`` (each is made once, in `Views`, and reported by the setter).
    static func isNamed(by property: AnyKeyPath) -> Bool {
        property === keyPath
    }

    /// `value`, reported under this property's key path, as a value of this property. Called
    /// only where `Reported.self == Value.self` holds, so the bit cast just renames the type
    /// (a checked cast would cost two runtime calls on the path of every recorded frame).
    @inline(__always)
    private static func renamed<Reported>(_ value: Reported) -> Value {
        unsafeBitCast(value, to: Value.self)
    }

    /// Hands the change of `view` from `old` to `new` (values of this property, reported under
    /// its key path) to `receiver` on `clock`, track by track.
    static func record<Reported>(_ view: View, from old: Reported, to new: Reported, on clock: AnimationClock,
                                 into receiver: any AnimationChangeReceiver) {
        guard Reported.self == Value.self else { return }
        tracks(from: renamed(old), to: renamed(new)) { index, old, new in
            receiver.receive(view, track(index), from: old, to: new, on: clock)
        }
    }

    /// How far the change from `old` to `new` (values of this property, reported under its key
    /// path) moves.
    static func distance<Reported>(ofChangeFrom old: Reported, to new: Reported) -> Double {
        guard Reported.self == Value.self else { return 0 }
        return distance(from: renamed(old), to: renamed(new))
    }
}

/// One track of an animatable view property: which property (its entry) and which of its
/// tracks. With the view, the key of the track's animations on a clock (`AnimationTrackKey`).
///
/// One word, so that the clocks' tables hash and compare it as cheaply as a number: the
/// address of the entry's type metadata, a multiple of the pointer alignment, with the track's
/// index in the low bits (so a property has at most `indexMask + 1` tracks: 8 on 64-bit
/// platforms).
struct AnimationTrack: Hashable {
    private let word: UInt

    /// The bits of the word that hold the index.
    static let indexMask = UInt(MemoryLayout<UnsafeRawPointer>.alignment - 1)

    /// Track `index` of `property`.
    init(_ property: any AnimatableViewProperty.Type, _ index: Int) {
        assert(UInt(index) <= Self.indexMask, "a property has at most \(Self.indexMask + 1) tracks")
        word = UInt(bitPattern: ObjectIdentifier(property)) | UInt(index) & Self.indexMask
    }

    /// The index of the track among its property's.
    var index: Int { Int(word & Self.indexMask) }

    /// Whether this is a track of `property`.
    func belongs(to property: any AnimatableViewProperty.Type) -> Bool {
        word & ~Self.indexMask == UInt(bitPattern: ObjectIdentifier(property))
    }

    /// Moves the model value of `view` by `offset` on this track.
    func move(_ view: View, by offset: AnimationVector) {
        AnimatableViewProperties.all.first(where: belongs(to:))?.move(view, track: index, by: offset)
    }
}
