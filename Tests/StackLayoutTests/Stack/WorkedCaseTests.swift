import Testing
import StackLayout

/// Every worked case of the "Stack semantics" article, on the axis it states and transposed onto the other one.
@Suite("Stack semantics: worked cases")
struct WorkedCaseTests {
    typealias Item = WorkedCase.Item

    static let cases: [WorkedCase] = [
        WorkedCase(
            name: "fill, free", expected: [r(0, 0, 160, 200), r(170, 0, 80, 200), r(260, 0, 40, 200)],
            expectedStack: Size(width: 300, height: 200)),
        WorkedCase(name: "fill, W=400", width: 400, expected: [r(0, 0, 260, 200), r(270, 0, 80, 200), r(360, 0, 40, 200)]),
        WorkedCase(
            name: "fill, W=400, B.hugging=200", width: 400, items: abc { $0[1].hugging = 200 },
            expected: [r(0, 0, 160, 200), r(170, 0, 180, 200), r(360, 0, 40, 200)]),
        WorkedCase(name: "fill, W=200", width: 200, expected: [r(0, 0, 60, 200), r(70, 0, 80, 200), r(160, 0, 40, 200)]),
        WorkedCase(
            name: "fill, W=200, A.compression=760", width: 200, items: abc { $0[0].compression = 760 },
            expected: [r(0, 0, 160, 200), r(170, 0, 0, 200), r(180, 0, 20, 200)]),
        WorkedCase(
            name: "fillEqually, free", distribution: .fillEqually,
            expected: [r(0, 0, 160, 200), r(170, 0, 160, 200), r(340, 0, 160, 200)]),
        WorkedCase(
            name: "fillEqually, W=400", distribution: .fillEqually, width: 400,
            expected: [r(0, 0, 380.0 / 3, 200), r(380.0 / 3 + 10, 0, 380.0 / 3, 200), r(760.0 / 3 + 20, 0, 380.0 / 3, 200)]),
        WorkedCase(
            name: "fillProportionally, spacing 0, W=200", distribution: .fillProportionally, spacing: 0, width: 200,
            expected: [
                r(0, 0, 200.0 * 4 / 7, 200), r(200.0 * 4 / 7, 0, 200.0 * 2 / 7, 200), r(200.0 * 6 / 7, 0, 200.0 / 7, 200),
            ]),
        WorkedCase(
            name: "fillProportionally, W=400", distribution: .fillProportionally, width: 400,
            expected: [
                r(0, 0, 380.0 * 4 / 7, 200), r(380.0 * 4 / 7 + 10, 0, 380.0 * 2 / 7, 200),
                r(380.0 * 6 / 7 + 20, 0, 380.0 / 7, 200),
            ]),
        WorkedCase(
            name: "equalSpacing, W=400", distribution: .equalSpacing, width: 400,
            expected: [r(0, 0, 160, 200), r(220, 0, 80, 200), r(360, 0, 40, 200)]),
        WorkedCase(
            name: "equalSpacing, W=250", distribution: .equalSpacing, width: 250,
            expected: [r(0, 0, 110, 200), r(120, 0, 80, 200), r(210, 0, 40, 200)]),
        WorkedCase(
            name: "equalCentering, spacing 0, W=400", distribution: .equalCentering, spacing: 0, width: 400,
            expected: [r(0, 0, 160, 200), r(190, 0, 80, 200), r(360, 0, 40, 200)]),
        WorkedCase(
            name: "equalCentering, W=320", distribution: .equalCentering, width: 320,
            expected: [r(0, 0, 160, 200), r(170, 0, 80, 200), r(280, 0, 40, 200)]),
        WorkedCase(name: "top", alignment: .top, expected: [r(0, 0, 160, 200), r(170, 0, 80, 100), r(260, 0, 40, 50)]),
        WorkedCase(
            name: "center, H=300", alignment: .center, height: 300,
            expected: [r(0, 50, 160, 200), r(170, 100, 80, 100), r(260, 125, 40, 50)]),
        WorkedCase(
            name: "bottom", alignment: .bottom, expected: [r(0, 0, 160, 200), r(170, 100, 80, 100), r(260, 150, 40, 50)]),
        WorkedCase(
            name: "top, H=150", alignment: .top, height: 150,
            expected: [r(0, 0, 160, 150), r(170, 0, 80, 100), r(260, 0, 40, 50)]),
        WorkedCase(
            name: "vertical, leading", axis: .vertical, alignment: .leading,
            expected: [r(0, 0, 160, 200), r(0, 210, 80, 100), r(0, 320, 40, 50)],
            expectedStack: Size(width: 160, height: 370)),
        WorkedCase(
            name: "fill, B hidden", items: abc { $0[1].hidden = true },
            expected: [r(0, 0, 160, 200), r(165, 0, 0, 200), r(170, 0, 40, 200)], expectedStack: Size(width: 210, height: 200)),
        WorkedCase(
            name: "fill, A hidden", items: abc { $0[0].hidden = true },
            expected: [r(0, 0, 0, 100), r(0, 0, 80, 100), r(90, 0, 40, 100)], expectedStack: Size(width: 130, height: 100)),
        WorkedCase(
            name: "custom spacing 30 after A", customSpacing: [(0, 30)],
            expected: [r(0, 0, 160, 200), r(190, 0, 80, 200), r(280, 0, 40, 200)]),
        WorkedCase(
            name: "custom spacing 30 after A, B hidden", items: abc { $0[1].hidden = true }, customSpacing: [(0, 30)],
            expected: [r(0, 0, 160, 200), r(175, 0, 0, 200), r(190, 0, 40, 200)]),
        WorkedCase(
            name: "fillEqually, W=400, B hidden", distribution: .fillEqually, width: 400, items: abc { $0[1].hidden = true },
            expected: [r(0, 0, 195, 200), r(200, 0, 0, 200), r(205, 0, 195, 200)]),
        WorkedCase(
            name: "equalSpacing, W=400, B hidden", distribution: .equalSpacing, width: 400,
            items: abc { $0[1].hidden = true },
            expected: [r(0, 0, 160, 200), r(165, 0, 0, 200), r(360, 0, 40, 200)]),
        WorkedCase(
            name: "margins-relative, margins (8,16,8,16)", margins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
            expected: [r(16, 8, 160, 200), r(186, 8, 80, 200), r(276, 8, 40, 200)],
            expectedStack: Size(width: 332, height: 216)),
        WorkedCase(
            name: "firstBaseline, spacing 0", alignment: .firstBaseline, spacing: 0,
            items: [
                Item(name: "P", size: Size(width: 100, height: 40), baseline: 30),
                Item(name: "Q", size: Size(width: 60, height: 20), baseline: 15),
            ],
            expected: [r(0, 0, 100, 40), r(100, 15, 60, 20)],
            // On a vertical stack firstBaseline means leading.
            swappedExpected: [r(0, 0, 40, 100), r(0, 100, 20, 60)]),
    ]

    static let bothAxes: [WorkedCase] = cases + cases.map(\.swapped)

    @Test(arguments: bothAxes)
    func workedCase(_ workedCase: WorkedCase) {
        let (window, stack, views) = build(workedCase)
        expectLayout(of: workedCase, stack, views)
        expectNoDiagnostics(window)
    }

    @Test func bothAxesCoverEveryCase() {
        #expect(Self.bothAxes.count == 52)
        #expect(Set(Self.bothAxes.map(\.description)).count == 52)
    }

    private static func abc(_ change: (inout [Item]) -> Void) -> [Item] {
        var items = WorkedCase.abc
        change(&items)
        return items
    }
}
