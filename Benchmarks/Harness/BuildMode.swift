/// Detects builds whose timings are meaningless (debug, or solver consistency checks on).
enum BuildMode {
    /// Loud warning lines to print before any figure; empty for a proper release build.
    static var warnings: [String] {
        var result: [String] = []
        #if DEBUG
        result.append("WARNING: *** DEBUG BUILD — timings are meaningless; use -c release ***")
        #endif
        return result
    }
}
