/// Per-view state of the transform, the layout direction, the safe area and the autoresizing
/// mask, stored in ``View`` and read by the extensions that implement them.
struct ViewExtendedState {
    /// ``View/transform``.
    var transform = AffineTransform.identity
}
