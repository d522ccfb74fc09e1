// Hostile edits of a valid scene document: keys dropped, types swapped, numbers replaced by
// extremes (1e308, -1e308, 0, negative sizes, huge spacings), non-JSON tokens, truncated text.

/// Applies random hostile edits to documents.
struct SceneMutator {
    var random: FuzzRandom

    /// Numbers that stress the loader and the engine (all valid JSON).
    static let extremeNumbers = ["1e308", "-1e308", "0", "-0", "-1", "-250", "1e9", "-1e9", "1e-320", "5e-324",
                                 "1e307", "1000", "1000.0001", "0.00001", "123456789012345678901234567890"]
    /// Tokens that are not JSON numbers (the loader must reject them cleanly).
    static let badTokens = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "+1", ".5", "01", "1.", "0x10", "nan"]

    /// `document` after `count` random edits, as text; sometimes truncated or otherwise corrupted.
    /// Half of the documents only get extreme (but well-formed, non-negative) numbers, so that
    /// they still load and reach the engine.
    mutating func mutate(_ document: FuzzJSON, count: Int) -> String {
        if random.chance(0.5) { return extremeNumbers(document).text }
        var json = document
        for _ in 0..<count { json = edit(json, depth: 0) }
        var text = json.text
        switch random.int(0...11) {
        case 0: text = String(text.prefix(random.int(0...text.count)))
        case 1: text += random.pick(["}", "]", ",", " x", "\u{0}", "{}"])
        case 2:
            var scalars = Array(text.unicodeScalars)
            if !scalars.isEmpty {
                scalars[random.int(0...scalars.count - 1)] = random.pick(["\"", "{", "[", ":", ",", "\\", "\u{7F}", "é"])
            }
            text = String(String.UnicodeScalarView(scalars))
        default: break
        }
        return text
    }

    /// Numbers that load (finite, not negative) but stress the engine: 0, tiny, huge.
    static let loadableExtremes = ["1e308", "0", "1e9", "1e-320", "5e-324", "1e307", "1e15", "0.00001", "1000"]

    /// The document with some of its numbers replaced by ``loadableExtremes``.
    private mutating func extremeNumbers(_ value: FuzzJSON) -> FuzzJSON {
        switch value {
        case .number: return random.chance(0.15) ? .number(random.pick(Self.loadableExtremes)) : value
        case .array(let items): return .array(items.map { extremeNumbers($0) })
        case .object(let fields): return .object(fields.map { ($0.0, extremeNumbers($0.1)) })
        default: return value
        }
    }

    /// One edit at a random place of the tree.
    private mutating func edit(_ value: FuzzJSON, depth: Int) -> FuzzJSON {
        switch value {
        case .object(var fields) where !fields.isEmpty && (depth < 8 && random.chance(0.75)):
            let index = random.int(0...fields.count - 1)
            fields[index].1 = edit(fields[index].1, depth: depth + 1)
            return .object(fields)
        case .array(var items) where !items.isEmpty && (depth < 8 && random.chance(0.75)):
            let index = random.int(0...items.count - 1)
            items[index] = edit(items[index], depth: depth + 1)
            return .array(items)
        default:
            return replace(value)
        }
    }

    /// Replaces a node: drops or adds keys, swaps its type, or swaps in an extreme number.
    private mutating func replace(_ value: FuzzJSON) -> FuzzJSON {
        switch (value, random.int(0...9)) {
        case (.object(var fields), 0...2) where !fields.isEmpty:
            fields.remove(at: random.int(0...fields.count - 1))
            return .object(fields)
        case (.object(var fields), 3):
            fields.append((random.pick(["unknown", "id", "spacing", "type", ""]), replacement()))
            return .object(fields)
        case (.array(var items), 0...2) where !items.isEmpty:
            items.remove(at: random.int(0...items.count - 1))
            return .array(items)
        case (.array(var items), 3):
            items.append(replacement())
            return .array(items)
        case (.number, 0...5):
            return .number(random.pick(Self.extremeNumbers))
        case (.number, 6):
            return .number(random.pick(Self.badTokens))
        case (.string(let text), 0...3):
            return .string(random.pick(["", "window", "v0", "v0.width", "v1.top", "stack", "fill", text + "x",
                                        String(repeating: text, count: 50), "NaN", "🙂", "a.b.c"]))
        default:
            return replacement()
        }
    }

    /// A value of a random type.
    private mutating func replacement() -> FuzzJSON {
        switch random.int(0...8) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(random.pick(Self.extremeNumbers))
        case 3: return .string(random.pick(["", "x", "v0", "stack", "view"]))
        case 4: return .array([])
        case 5: return .array([.number(random.pick(Self.extremeNumbers)), .number(random.pick(Self.extremeNumbers))])
        case 6: return .array((0..<4).map { _ in .number(random.pick(Self.extremeNumbers)) })
        case 7: return .object([])
        default: return .number(random.pick(Self.badTokens))
        }
    }
}
