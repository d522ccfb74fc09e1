/// A window whose animations run on a clock, held without retaining it.
struct AttachedWindow {
    weak var window: Window?
}

extension AnimationClock {
    /// Records that `window`'s animations run on this clock (windows already freed are
    /// forgotten).
    func attach(_ window: Window) {
        attachedWindows.removeAll { $0.window == nil }
        attachedWindows.append(AttachedWindow(window: window))
    }

    /// Reports a refused advance to every window that uses the clock, or to standard error
    /// when none does.
    func reportRefusedAdvance(property: String, value: Double) {
        let diagnostic = LayoutDiagnostic.invalidValue(property: property, value: value)
        let windows = attachedWindows.compactMap(\.window)
        if windows.isEmpty { printLayoutDiagnosticToStandardError(diagnostic) }
        for window in windows { window.record(diagnostic) }
    }
}
