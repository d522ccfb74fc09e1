import Testing
@testable import StackLayout

@Test func packageBuilds() { #expect(1 + 1 == 2) }
