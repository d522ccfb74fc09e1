// Seeded randomness, a JSON tree whose numbers keep their raw text (so hostile tokens such as
// `1e999` or `NaN` can be written), and a monotonic clock for per-scene time limits.
import Foundation
import Glibc
import StackLayoutScene
import TestSupport

/// The scene fuzz's generator.
typealias FuzzRandom = SplitMix64

extension SplitMix64 {
    /// The scene fuzz's generator for `seed` (offset by the golden ratio, so that small seeds
    /// do not start from small states).
    init(fuzzSeed seed: UInt64) { self.init(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    /// A double in `range`, rounded to two decimals so that documents stay readable.
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &self) * 100).rounded() / 100
    }
}

/// A JSON document under construction. Numbers are raw text; objects keep key order. (Sendable
/// is declared: inferring it for this recursive enum sends the compiler into a cycle.)
enum FuzzJSON: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([FuzzJSON])
    case object([(String, FuzzJSON)])

    /// A number written the short way (integers without a fraction).
    static func num(_ value: Double) -> FuzzJSON {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        return .number(String(value))
    }

    /// `[a, b]` of numbers.
    static func pair(_ a: Double, _ b: Double) -> FuzzJSON { .array([.num(a), .num(b)]) }

    /// Compact JSON text.
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let raw): out += raw
        case .string(let value): out += JSONOutput.quoted(value)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += "," }
                out += JSONOutput.quoted(field.0) + ":"
                field.1.write(into: &out)
            }
            out += "}"
        }
    }

    /// The same document with every object's keys in an order chosen by `random`.
    func shufflingKeys(_ random: inout FuzzRandom) -> FuzzJSON {
        switch self {
        case .array(let items): return .array(items.map { $0.shufflingKeys(&random) })
        case .object(let fields):
            return .object(fields.map { ($0.0, $0.1.shufflingKeys(&random)) }.shuffled(using: &random))
        default: return self
        }
    }
}

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), for time limits that ignore wall-clock jumps.
func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// CPU seconds used by the calling thread (`CLOCK_THREAD_CPUTIME_ID`): the cost of one input
/// regardless of how many other processes share the machine.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// `Tests/Fixtures/Fuzz`, found from this file's path.
let fuzzFixtureDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Fuzz")
