/// The states a control's properties can be set for (UIKit's `UIControl.State`). Layout uses the
/// `.normal` values.
public struct ControlState: OptionSet, Sendable, Hashable {
    /// The state's bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state.
    public static let normal = ControlState([])
    /// While touched.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// When disabled.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// When selected.
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A button with a title (UIKit's `UIButton`): its intrinsic size is the title's one-line size
/// in ``titleFont`` (15-point system font by default) plus ``contentEdgeInsets``. The title is
/// drawn centered; its baselines are the title's. It hugs at `LayoutPriority.defaultLow` (250)
/// and resists compression at `LayoutPriority.defaultHigh` (750) on both axes, as a `UIButton`
/// made in code does.
open class Button: View {
    /// The title for `.normal`, the one layout measures (`setTitle(_:for:)` with `.normal`).
    public var title: String? {
        get { titles[ControlState.normal.rawValue] }
        set { setTitle(newValue, for: .normal) }
    }

    /// The title's font (default 15-point system font).
    public var titleFont: Font = .systemFont(ofSize: 15) {
        didSet { if titleFont != oldValue { contentDidChange() } }
    }

    /// Space around the title (default zero). Non-finite insets are rejected with a diagnostic.
    public var contentEdgeInsets: EdgeInsets {
        get { storedContentEdgeInsets }
        set {
            guard newValue.isFinite else {
                reportDiagnostic(.invalidValue(property: "contentEdgeInsets of \(displayName)", value: .nan), near: self)
                return
            }
            guard newValue != storedContentEdgeInsets else { return }
            storedContentEdgeInsets = newValue
            contentDidChange()
        }
    }

    private var titles: [UInt: String] = [:]
    private var storedContentEdgeInsets = EdgeInsets.zero

    /// Creates a button with `title`.
    public init(title: String? = nil) {
        titles[ControlState.normal.rawValue] = title
        super.init(frame: .zero)
        updateBaselines()
    }

    /// Sets the title shown in `state` (UIKit's `setTitle(_:for:)`).
    public func setTitle(_ title: String?, for state: ControlState) {
        guard titles[state.rawValue] != title else { return }
        titles[state.rawValue] = title
        if state == .normal { contentDidChange() }
    }

    /// The title set for `state`, else the `.normal` one.
    public func title(for state: ControlState) -> String? {
        titles[state.rawValue] ?? titles[ControlState.normal.rawValue]
    }

    /// The title's one-line size plus the content insets.
    open override var intrinsicContentSize: Size {
        let insets = contentEdgeInsets
        let titleWidth = titleFont.width(of: title ?? "")
        let titleHeight = (title ?? "").isEmpty ? 0 : titleFont.lineHeight
        return Size(width: titleWidth + insets.left + insets.right, height: titleHeight + insets.top + insets.bottom)
    }

    /// The title's size plus ``contentEdgeInsets``.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    private func contentDidChange() {
        updateBaselines()
        invalidateIntrinsicContentSize()
    }

    private func updateBaselines() {
        let baseline = contentEdgeInsets.top + titleFont.baselineOffset
        firstBaselineOffset = baseline
        lastBaselineOffset = baseline
    }
}

/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points. Like `UISwitch`, it hugs its
/// size and resists compression at `LayoutPriority.defaultHigh` (750) on both axes, so a
/// fill stack stretches its other views, not the switch.
open class Switch: View {
    /// Whether the switch is on (default `false`).
    public var isOn = false

    /// The size of every switch.
    public static let size = Size(width: 51, height: 31)

    /// Creates a switch, off unless `isOn`.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init(frame: .zero)
        huggingPriorities = (.defaultHigh, .defaultHigh)
    }

    /// Sets the state (UIKit's `setOn(_:animated:)`; drawing has no animation to run).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31.
    open override var intrinsicContentSize: Size { Switch.size }

    /// 51 × 31.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.size }
}
