/// Options for ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``
/// (UIKit's `UIView.KeyframeAnimationOptions`, with its bit layout for the calculation mode).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each keyframe runs at its own relative start time for its own relative duration, at
    /// constant speed (the default; the empty calculation mode).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// The keyframes' times are ignored: they run one after another, in the order they were
    /// added, each for a share of the duration proportional to how far it moves what it changes,
    /// so the whole animation runs at one constant speed.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// Whether the paced calculation mode is chosen.
    var isPaced: Bool { rawValue & (7 << 10) == Self.calculationModePaced.rawValue }
}
