/// Options for `View.animate(withDuration:…)`, with UIKit's names and bit layout.
///
/// The four curve options share one two-bit field, as in UIKit: ``curveEaseInOut`` is the
/// empty value (so every set "contains" it), and combining two curve options yields the
/// bitwise union (easeIn ∪ easeOut = linear). Read the chosen curve with ``timingCurve``.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's `UIView.AnimationOptions` values).
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time. Kept for parity: every animation block already lays
    /// out the touched windows inside the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Kept for parity with UIKit; there is no user interaction to allow or block.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Kept for parity: with additive blending every animation starts from what is on
    /// screen, so this changes nothing.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation forever (its completion runs only if it is removed).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle forwards, then backwards (the total time of one cycle doubles); after
    /// the last cycle the model value shows, as in UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration instead of inheriting the enclosing one.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of inheriting the enclosing one.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// A nested block uses its own repeat/autoreverse options instead of inheriting them.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Starts and ends slowly (the default; the empty curve field).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Starts slowly.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ends slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The mask of the two-bit curve field.
    static let curveMask: UInt = 3 << 16

    /// The timing curve selected by the curve field.
    public var timingCurve: TimingCurve {
        switch (rawValue & Self.curveMask) >> 16 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
