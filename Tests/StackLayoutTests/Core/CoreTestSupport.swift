import Testing
@testable import StackLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tolerance for every frame comparison in the core tests.
let coreTolerance = 1e-6

/// A view with a settable intrinsic content size (like a label whose text changes).
final class CoreLabel: View {
    var intrinsic: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, intrinsic: Size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)) {
        self.intrinsic = intrinsic
        super.init()
        debugName = name
    }

    override var intrinsicContentSize: Size { intrinsic }
}

/// A plain named view.
func coreView(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
}

/// A named window that records diagnostics silently.
func coreWindow(width: Double = 375, height: Double = 667) -> Window {
    let window = Window(size: Size(width: width, height: height))
    window.debugName = "window"
    window.diagnosticHandler = nil
    return window
}

/// Expects `view.frame` to be (x, y, width, height) within `coreTolerance`.
func expectFrame(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(
        view.frame.isClose(to: expected, tolerance: coreTolerance),
        "\(view.displayName): \(view.frame) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects `rect` to be (x, y, width, height) within `coreTolerance`.
func expectRect(
    _ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(rect.isClose(to: expected, tolerance: coreTolerance), "\(rect) != \(expected)", sourceLocation: sourceLocation)
}

/// Pins the four edges of `view` to `other`'s with `inset`, activated; returns the constraints.
@discardableResult
func pinEdges(_ view: View, to other: View, inset: Double = 0) -> [LayoutConstraint] {
    let constraints = [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ]
    LayoutConstraint.activate(constraints)
    return constraints
}

/// Compares `text` with the golden file `Tests/Golden/Core/<name>.txt` (outside the test target,
/// so SwiftPM does not treat it as a resource). With the environment variable
/// `STACKLAYOUT_RECORD_GOLDEN=1` the file is (re)written instead.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = String(#filePath.dropLast("StackLayoutTests/Core/CoreTestSupport.swift".count)) + "Golden/Core/"
    let path = directory + name + ".txt"
    if let flag = getenv("STACKLAYOUT_RECORD_GOLDEN"), String(cString: flag) == "1" {
        guard let file = fopen(path, "w") else {
            Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
            return
        }
        fputs(text + "\n", file)
        fclose(file)
        return
    }
    guard let file = fopen(path, "r") else {
        Issue.record("missing golden file \(path); run with STACKLAYOUT_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    fclose(file)
    let golden = String(decoding: bytes, as: UTF8.self)
    #expect(text + "\n" == golden, "golden \(name) differs:\n\(text)", sourceLocation: sourceLocation)
}
