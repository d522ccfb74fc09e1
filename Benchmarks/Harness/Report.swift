/// Formats measurements as text lines or as the JSON array of `../shared/bench/README.md`.
enum Report {
    /// One aligned text line: workload, metric, median µs, then min/max/samples.
    static func line(_ m: Measurement) -> String {
        let name = m.workload.padding(to: 18) + m.metric.padding(to: 8)
        return name + fixed(m.median, 3).leftPadding(to: 14) + " µs"
            + "  (min \(fixed(m.min, 3)), max \(fixed(m.max, 3)), n=\(m.samples))"
    }

    /// `[{"workload": …, "metric": …, "median_us": …, "min_us": …, "max_us": …, "samples": …}]`.
    static func json(_ ms: [Measurement]) -> String {
        let objects = ms.map { m in
            "{\"workload\": \(quoted(m.workload)), \"metric\": \(quoted(m.metric)), "
                + "\"median_us\": \(number(m.median)), \"min_us\": \(number(m.min)), "
                + "\"max_us\": \(number(m.max)), \"samples\": \(m.samples)}"
        }
        return "[" + objects.joined(separator: ",\n ") + "]"
    }

    /// `x` with exactly `digits` decimals (no Foundation), e.g. `fixed(1.23456, 3)` = `1.235`.
    static func fixed(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return x.description }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e18 else { return x.description }
        let n = UInt64(scaled)
        let whole = n / UInt64(scale)
        var fraction = String(n % UInt64(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = x < 0 && n != 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A JSON number (non-finite values, which JSON cannot express, become `null`).
    private static func number(_ x: Double) -> String {
        x.isFinite ? fixed(x, 4) : "null"
    }

    /// A JSON string literal.
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
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
