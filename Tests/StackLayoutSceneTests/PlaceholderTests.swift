import Testing
@testable import StackLayoutScene

@Test func sceneModuleBuilds() { #expect(1 + 1 == 2) }
