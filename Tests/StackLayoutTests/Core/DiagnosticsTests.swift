import TestSupport
import Testing
import StackLayout

/// Every diagnostic: reported, recorded on the window, handed to the handler, and never a crash.
@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test func conflictingRequiredConstraintsBreakOneAndRetryLater() throws {
        let window = testWindow()
        var handled: [LayoutDiagnostic] = []
        window.diagnosticHandler = { handled.append($0) }
        let box = namedView("box")
        window.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        window.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 10)
        #expect(window.diagnostics.count == 1)
        #expect(handled == window.diagnostics)
        guard case .unsatisfiable(let broken, let conflicting) = try #require(window.diagnostics.first) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(broken.identifier == "wide")
        #expect(conflicting.map(\.identifier) == ["narrow", "wide"])
        #expect(window.diagnostics[0].description.contains("Will attempt to recover by breaking constraint"))

        // A change anywhere retries the broken constraint; here it now holds.
        narrow.constant = 200
        window.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 10)
        #expect(window.diagnostics.count == 1)
        narrow.constant = 150
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 2, "the edited constraint now conflicts and is left out")
        expectFrame(box, 0, 0, 200, 10)
    }

    /// A required compression resistance that conflicts when only the intrinsic size changed is
    /// the constraint left out: reported as an intrinsic size, retried when the size changes
    /// again, listed by `constraintsAffectingLayout(for:)` once it holds.
    @Test func aConflictingRequiredIntrinsicSizeIsBrokenReportedAndRetried() throws {
        let window = testWindow()
        window.diagnosticHandler = nil
        let label = IntrinsicView("label", 40, 10)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 60)
        width.identifier = "sixty"
        let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        LayoutConstraint.activate([width, leading, label.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        expectFrame(label, 0, 0, 60, 10)
        #expect(window.diagnostics.isEmpty)

        label.intrinsic = Size(width: 80, height: 10)
        window.layoutIfNeeded()
        expectFrame(label, 0, 0, 60, 10)
        guard case .unsatisfiable(let broken, let conflicting) = try #require(window.diagnostics.last) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(broken.description == "label.width >= 80 (intrinsic size)")
        #expect(broken.identifier == nil)
        #expect(conflicting.map(\.identifier) == ["sixty", nil])
        #expect(conflicting.last?.description == "label.width >= 80 (intrinsic size)")
        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.formula) == [
            "label.width == 60 'sixty'", "label.leading == window.leading", "window.width == 375", "label.width <= 80 @250",
        ])

        // The broken intrinsic size is retried when it changes; now it holds.
        label.intrinsic = Size(width: 50, height: 10)
        window.layoutIfNeeded()
        expectFrame(label, 0, 0, 60, 10)
        #expect(window.diagnostics.count == 1)
        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.formula) == [
            "label.width == 60 'sixty'", "label.leading == window.leading", "window.width == 375",
            "label.width <= 50 @250", "label.width >= 50",
        ])

        label.intrinsic = Size(width: 90, height: 10)
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 2)
        guard case .unsatisfiable(let again, _) = try #require(window.diagnostics.last) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(again.description == "label.width >= 90 (intrinsic size)")

        // Giving up the required level resolves the conflict: the lowered priority is tried.
        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 2)
        #expect(label.constraintsAffectingLayout(for: .horizontal).last?.formula == "label.width >= 90 @750")
        expectFrame(label, 0, 0, 60, 10)
    }

    @Test func requiredToOptionalAndBackIsAllowed() {
        let (window, box) = windowWithView("box")
        let a = box.widthAnchor.constraint(equalToConstant: 100)
        let b = box.widthAnchor.constraint(equalToConstant: 200)
        b.priority = 500
        LayoutConstraint.activate([
            a, b, box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor), box.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 1)
        a.priority = 400
        window.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 1)
        b.priority = .required
        a.priority = .required
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 1)
        a.priority = .defaultLow
        window.layoutIfNeeded()
        expectFrame(box, 0, 0, 200, 1)
    }

    @Test func structuralConstraintsWinOverUserConstraints() {
        let (window, box) = windowWithView("box", width: 300, height: 300)
        let tooWide = window.widthAnchor.constraint(equalToConstant: 500)
        tooWide.isActive = true
        pinEdges(box, to: window)
        window.layoutIfNeeded()
        expectFrames([window: (0, 0, 300, 300), box: (0, 0, 300, 300)])
        #expect(window.diagnostics.count == 1)
    }

    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    @Test(arguments: nonFinite)
    func nonFiniteValuesAreRejectedAndTheOldValueKept(value: Double) {
        let window = testWindow()
        let box = IntrinsicView("box", intrinsic: Size(width: 10, height: 10))
        window.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalToConstant: 100)
        constraint.isActive = true
        constraint.constant = value
        constraint.multiplier = value
        #expect(constraint.constant == 100)
        #expect(constraint.multiplier == 1)
        box.frame = Rect(x: value, y: 0, width: 1, height: 1)
        #expect(box.frame == .zero)
        box.alpha = value
        #expect(box.alpha == 1)
        box.layoutMargins = EdgeInsets(top: value, left: 0, bottom: 0, right: 0)
        #expect(box.layoutMargins == EdgeInsets(all: 8))
        box.firstBaselineOffset = value
        #expect(box.firstBaselineOffset == nil)
        box.intrinsic = Size(width: value, height: 10)
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 7)
        #expect(window.diagnostics.allSatisfy { if case .invalidValue = $0 { true } else { false } })
        expectFrame(box, 0, 0, 100, 10)
    }

    @Test func outOfRangePrioritiesAreRejected() {
        let (window, box) = windowWithView("box")
        let constraint = box.widthAnchor.constraint(equalToConstant: 1)
        constraint.priority = 0
        constraint.priority = 1001
        box.setContentHuggingPriority(-1, for: .horizontal)
        box.setContentCompressionResistancePriority(2000, for: .vertical)
        #expect(constraint.priority == .required)
        #expect(box.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(window.diagnostics.count == 4)
    }

    @Test func malformedConstraintsAreNotActivated() {
        let (window, box) = windowWithView("box")
        let mixed = LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .top)
        let positionToConstant = LayoutConstraint(
            item: box, attribute: .centerX, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 3)
        let nanConstant = LayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
        LayoutConstraint.activate([mixed, positionToConstant, nanConstant])
        #expect(!mixed.isActive && !positionToConstant.isActive && !nanConstant.isActive)
        #expect(window.diagnostics.count == 3)
        #expect(window.diagnostics.allSatisfy { if case .invalidConstraint = $0 { true } else { false } })
    }

    @Test func descriptionsAreReadable() {
        let a = namedView("a")
        let b = namedView("b")
        let line = #line + 1
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        constraint.priority = 750
        constraint.identifier = "gap"
        #expect(constraint.description == "a.leading == b.trailing + 8 @750 'gap' (StackLayoutTests/DiagnosticsTests.swift:\(line))")
        let size = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: -2)
        #expect(size.formula == "a.width == b.height * 0.5 - 2")
        #expect(a.heightAnchor.constraint(lessThanOrEqualToConstant: 60).formula == "a.height <= 60")
        let guide = LayoutGuide(identifier: "spacer")
        a.addLayoutGuide(guide)
        #expect(guide.widthAnchor.constraint(greaterThanOrEqualToConstant: 1.25).formula == "a.spacer.width >= 1.25")
        let diagnostic = LayoutDiagnostic.hierarchyCycle(view: "a", superview: "b")
        #expect(diagnostic.description == "Refused to add a to b: a view cannot become its own descendant.")
    }

    @Test func defaultHandlerIsSetAndNilSilencesIt() {
        let window = Window(size: Size(width: 10, height: 10))
        #expect(window.diagnosticHandler != nil)
        window.diagnosticHandler = nil
        window.addSubview(window)
        #expect(window.diagnostics.count == 1)
        window.removeAllDiagnostics()
        #expect(window.diagnostics.isEmpty)
    }
}
