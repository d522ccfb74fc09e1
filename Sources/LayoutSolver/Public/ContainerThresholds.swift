/// The two size thresholds of the solver's containers, reachable for tests at any value: the
/// length up to which an owned array sorts by insertion (32 in the solver) and the count up to
/// which a scratch array is cleared by popping its elements (8). Neither changes a result, only
/// its cost; tests run both sides of each against the library's own sort and `removeAll`.
@_spi(Testing) public enum ContainerThresholds {
    /// `values` sorted in ascending order by an owned array that sorts up to `insertionLimit`
    /// elements by insertion and longer ones with the library sort.
    public static func sorted(_ values: [Double], insertionLimit: Int) -> [Double] {
        var array = OwnedArray<Double>(capacity: values.count)
        array.append(contentsOf: values)
        array.sort(insertionLimit: insertionLimit)
        return array.withUnsafeMutableBufferPointer { Array($0) }
    }

    /// An array of `values` cleared by popping up to `popLimit` elements, else by
    /// `removeAll(keepingCapacity:)`: what is left of it and whether it kept its storage.
    public static func cleared(_ values: [Double], popLimit: Int) -> (remaining: [Double], keptCapacity: Bool) {
        var array = values
        let capacity = array.capacity
        array.clearKeepingCapacity(popLimit: popLimit)
        return (array, array.capacity >= capacity)
    }
}
