/// What renderings draw of a view besides its frame: its background colour and its layer's
/// corners and border.
extension View {
    /// The colour that fills the view's bounds (default `nil`, nothing). Changes made inside an
    /// animation block animate, component by component (a view without one animates from clear).
    public var backgroundColor: Color? {
        get { extendedState.backgroundColor }
        set {
            animatablePropertyWillBeWritten()
            let old = extendedState.backgroundColor
            guard newValue != old else { return }
            animatablePropertyWillChange(Self.backgroundColorKeyPath, from: old, to: newValue)
            extendedState.backgroundColor = newValue
        }
    }

    /// The key path by which the setter reports background colour changes to the animation block: made
    /// once, and returned by the animation layer's entry too, which is found by identity (a key
    /// path is immutable; it is not `Sendable` only because `View` is not).
    nonisolated(unsafe) static let backgroundColorKeyPath: ReferenceWritableKeyPath<View, Color?> = \.backgroundColor

    /// The view's corners and border (UIKit's `layer.cornerRadius`, `borderWidth`,
    /// `borderColor`), made on first use.
    public var layer: Layer {
        if let layer = extendedState.layer { return layer }
        let layer = Layer(view: self)
        extendedState.layer = layer
        return layer
    }

    /// The layer, if it was ever asked for (renderings read it without making one).
    public var existingLayer: Layer? { extendedState.layer }
}
