/// A window whose animations run on a clock, held without retaining it: by the window's own
/// reference (see `ItemReference`) rather than weakly, so that the window gets no side table
/// and its retains and releases stay on the runtime's fast path.
struct AttachedWindow {
    let reference: UnownedView

    init(_ window: Window) { reference = UnownedView(window) }

    /// The window, `nil` once it was freed.
    var window: Window? { reference.view.map { unsafeDowncast($0, to: Window.self) } }
}

extension AnimationClock {
    /// Records that `window`'s animations run on this clock (windows already freed are
    /// forgotten).
    func attach(_ window: Window) {
        attachedWindows.removeAll { $0.reference.unretainedView == nil }
        attachedWindows.append(AttachedWindow(window))
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
