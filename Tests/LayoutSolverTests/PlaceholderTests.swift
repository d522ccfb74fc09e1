import Testing
@testable import LayoutSolver

@Test func packageBuilds() { #expect(1 + 1 == 2) }
