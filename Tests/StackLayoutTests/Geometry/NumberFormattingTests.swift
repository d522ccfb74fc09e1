// Locale-free number formatting.
import Testing
import StackLayout

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (12.5, "12.5"), (0, "0"), (-0.0, "0"), (126.666666, "126.6667"), (126.66666666666667, "126.6667"),
        (375, "375"), (-4, "-4"), (0.00004, "0"), (-0.00004, "0"), (0.00005, "0.0001"), (-0.00005, "-0.0001"),
        (1.23456789, "1.2346"), (114.28571428, "114.2857"), (-2.5, "-2.5"), (0.1 + 0.2, "0.3"), (1e-9, "0"),
        (999999.99995, "1000000"), (1e15, "1000000000000000"), (1.5e15, "1500000000000000"),
        (1e19, "10000000000000000000"), (1e308, "1e+308"), (-1e308, "-1e+308"),
        (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        (0.0502, "0.0502"), (-0.0007, "-0.0007"), (100.001, "100.001"), (-0.5, "-0.5"), (9.99996, "10"),
    ])
    func atMostFourDecimals(value: Double, text: String) {
        #expect(NumberFormatting.format(value) == text)
    }

    @Test(arguments: [
        (12.5, 2, "12.50"), (0, 3, "0.000"), (-0.0, 1, "0.0"), (1.005, 0, "1"), (2.5, 0, "3"), (-2.5, 0, "-3"),
        (126.666666, 2, "126.67"), (3, 9, "3.000000000"), (1e12, 9, "1000000000000"), (-0.0001, 2, "0.00"),
        (7, -3, "7"), (1.23456789012, 12, "1.234567890"), (0.001, 3, "0.001"), (-10.05, 4, "-10.0500"),
        (-0.25, 1, "-0.3"), (18_446_744_073.5, 0, "18446744074"),
    ])
    func fixedDecimals(value: Double, decimals: Int, text: String) {
        #expect(NumberFormatting.fixed(value, decimals: decimals) == text)
    }

    @Test func maxDecimalsIsAdjustable() {
        #expect(NumberFormatting.format(1.23456, maxDecimals: 2) == "1.23")
        #expect(NumberFormatting.format(1.5, maxDecimals: 0) == "2")
        #expect(NumberFormatting.format(0.125, maxDecimals: 6) == "0.125")
    }
}
