// The opt-in switch and size of the scale tests, read from the environment (no Foundation).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the opt-in scale tests run and how wide their stack is.
public enum ScaleTestSettings {
    /// `STACKLAYOUT_SCALE_TESTS=1`: a debug build of the scale trees is slow (the solver's
    /// consistency checks), so they do not run in every `swift test`.
    public static let isEnabled: Bool = {
        guard let value = getenv("STACKLAYOUT_SCALE_TESTS") else { return false }
        return String(cString: value) == "1"
    }()

    /// Views in the wide scale stack: `STACKLAYOUT_SCALE_VIEWS` (at least 10), else 500.
    public static let wideStackViews: Int = {
        guard let value = getenv("STACKLAYOUT_SCALE_VIEWS"), let count = Int(String(cString: value)) else { return 500 }
        return max(count, 10)
    }()

    /// Nesting depth of the deep scale tree.
    public static let nestingDepth = 200
}
