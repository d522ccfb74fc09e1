/// Routes `diagnostic` to the window of `view` (recorded and handed to its handler), or to
/// standard error when the view is in no window.
func reportDiagnostic(_ diagnostic: LayoutDiagnostic, near view: View?) {
    if let window = view?.window {
        window.record(diagnostic)
    } else {
        printLayoutDiagnosticToStandardError(diagnostic)
    }
}
