import StackLayout
import StackLayoutScene

/// Formats measurements as text lines or as a JSON array (one object per measurement).
enum Report {
    /// One aligned text line: workload, metric, median µs, then min/max/samples.
    static func line(_ m: Measurement) -> String {
        let name = m.workload.padding(to: 18) + m.metric.padding(to: 8)
        return name + fixed(m.median).leftPadding(to: 14) + " µs"
            + "  (min \(fixed(m.min)), max \(fixed(m.max)), n=\(m.samples))"
    }

    /// `[{ "workload": …, "metric": …, "median_us": …, "min_us": …, "max_us": …, "samples": … }]`,
    /// times in µs with at most 4 decimals (non-finite ones, which JSON cannot express, `null`).
    static func json(_ ms: [Measurement]) -> String {
        JSONOutput.array(ms.map { m in
            .object([
                JSONOutputField("workload", .string(m.workload)), JSONOutputField("metric", .string(m.metric)),
                JSONOutputField("median_us", .number(m.median)), JSONOutputField("min_us", .number(m.min)),
                JSONOutputField("max_us", .number(m.max)), JSONOutputField("samples", .number(Double(m.samples))),
            ])
        }).rendered(maxDecimals: 4)
    }

    /// A time in µs with exactly 3 decimals, e.g. `1.235` for 1.23456.
    private static func fixed(_ x: Double) -> String { NumberFormatting.fixed(x, decimals: 3) }
}

extension String {
    /// The string padded with spaces on the right to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    /// The string padded with spaces on the left to at least `width` characters.
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
