// Freeing a deeply nested JSON value without recursing once per level.

extension JSONValue {
    /// Empties `values` and frees everything nested in them from a loop: each container hands
    /// its elements to a work list before it goes away, so dropping a document nested thousands
    /// of levels deep (up to `JSONParser.maximumDepth`) uses a bounded amount of the stack.
    public static func release(_ values: inout [JSONValue]) {
        var pending = values
        values.removeAll()
        while let value = pending.popLast() {
            switch value {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.lazy.map(\.value))
            case .null, .bool, .number, .string: break
            }
        }
    }

    /// Replaces `value` with `null` and frees what it held, like the array form.
    public static func release(_ value: inout JSONValue) {
        var values = [value]
        value = .null
        release(&values)
    }
}
