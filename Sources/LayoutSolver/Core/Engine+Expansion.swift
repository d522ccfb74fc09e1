/// Expansion: a constraint's terms rewritten over core variables by substituting definitions,
/// and the reduced form that results (an item, a row or a constant), linked into the variables
/// it mentions.
extension Engine {
    /// Reads `c`'s distinct variables (registering new ones) and their summed coefficients into
    /// `originalVariables` / `originalCoefficients`, dropping coefficients that sum to zero.
    mutating func readOriginalTerms(of c: Constraint) {
        originalTermsOwner = ObjectIdentifier(c)
        originalVariables.removeAll(keepingCapacity: true)
        originalCoefficients.removeAll(keepingCapacity: true)
        for term in c.terms where term.coefficient != 0 {
            let v = register(term.variable)
            if let i = originalVariables.firstIndex(of: v) {
                originalCoefficients[i] += term.coefficient
            } else {
                originalVariables.append(v)
                originalCoefficients.append(term.coefficient)
            }
        }
        var i = 0
        while i < originalVariables.count {
            if abs(originalCoefficients[i]) <= Self.zeroTolerance {
                originalVariables.remove(at: i)
                originalCoefficients.remove(at: i)
            } else {
                i += 1
            }
        }
    }

    /// Expands constraint `slot` and links the result as its reduced form; then breaks the soft
    /// definitions it met (see `expand(_:)`).
    mutating func reduce(_ slot: Int) {
        attachExpanded(slot, constant: expand(slot))
        breakSoftDefinitions()
    }

    /// Turns the soft definitions that the last expansion met back into rows: a soft equality is
    /// only a definition while nothing else mentions its variable.
    mutating func breakSoftDefinitions() {
        while let v = softDefinitionsMet.popLast() {
            if variables[v].definition >= 0 { undefine(v) }
        }
    }

    /// Expands constraint `slot` through the current required definitions: the core terms end
    /// up in `touched` (with their coefficients in `accumulator`), the definitions it went
    /// through in `usedDefinitions`; returns the expanded constant. A variable held by a soft
    /// definition is kept as a core variable and queued in `softDefinitionsMet` (substituting
    /// it would make its wish a fact).
    mutating func expand(_ slot: Int) -> Double {
        guard let c = objects[slot] else { return 0 }
        // `add` has just read them (unless an expansion in between read others).
        if originalTermsOwner != ObjectIdentifier(c) { readOriginalTerms(of: c) }
        pending.removeAll(keepingCapacity: true)
        for i in originalVariables.indices { pending.append((originalVariables[i], originalCoefficients[i])) }
        let constant = expandPending(constant: constraints[slot].constant)
        // Keep the terms in variable order so that a rebuild reproduces the same rows.
        touched.sort()
        var kept = 0
        for i in touched.indices {
            // By index: iterating the array while writing it would copy it.
            let u = touched[i]
            let a = accumulator[u]
            accumulator[u] = 0
            accumulated[u] = false
            if abs(a) > Self.zeroTolerance {
                touched[kept] = u
                accumulator[u] = a
                kept += 1
            }
        }
        touched.removeLast(touched.count - kept)
        return constant
    }

    /// Expands the terms in `pending` through the required definitions, latest definition
    /// first, so that a definition reached along several paths is expanded once with its summed
    /// coefficient (and not at all when the paths cancel: `x[k] − x[k−1] − w[k−1]` over a chain
    /// costs O(1), not O(k)). Core variables end up in `touched` with their sums in
    /// `accumulator` (not yet cleared); returns `constant` plus the definitions' constants.
    mutating func expandPending(constant: Double) -> Double {
        if orderIsStale { rebuildOrder() }
        let mark = nextStamp()
        touched.removeAll(keepingCapacity: true)
        usedDefinitions.removeAll(keepingCapacity: true)
        expansionHeap.removeAll(keepingCapacity: true)
        for (u, factor) in pending { accumulate(u, factor) }
        var constant = constant
        while let u = popLatestDefinition() {
            steps &+= 1
            accumulated[u] = false
            let factor = accumulator[u]
            accumulator[u] = 0
            guard abs(factor) > Self.zeroTolerance else { continue }
            if variables[u].expansionMark != mark {
                variables[u].expansionMark = mark
                usedDefinitions.append(u)
            }
            let definition = constraints[variables[u].definition]
            constant += factor * definition.reducedConstant
            for k in definition.termStart..<(definition.termStart + definition.termCount) {
                accumulate(terms.variables[k], factor * terms.coefficients[k])
            }
        }
        return constant
    }

    /// Adds `factor` to `u`'s sum: a required definition waits in the heap, anything else is a
    /// core variable of the result.
    @inline(__always) private mutating func accumulate(_ u: Int, _ factor: Double) {
        accumulator[u] += factor
        guard !accumulated[u] else { return }
        accumulated[u] = true
        let d = variables[u].definition
        if d >= 0 && constraints[d].isRequired {
            pushDefinition(u)
        } else {
            if d >= 0 && !softDefinitionsMet.contains(u) { softDefinitionsMet.append(u) }
            touched.append(u)
        }
    }

    // MARK: Definition heap (latest key first)

    private mutating func pushDefinition(_ u: Int) {
        expansionHeap.append(u)
        var i = expansionHeap.count - 1
        let key = variables[u].key
        while i > 0 {
            let parent = (i - 1) / 2
            guard variables[expansionHeap[parent]].key < key else { break }
            expansionHeap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popLatestDefinition() -> Int? {
        guard let top = expansionHeap.first else { return nil }
        let last = expansionHeap.removeLast()
        guard !expansionHeap.isEmpty else { return top }
        expansionHeap[0] = last
        var i = 0
        let key = variables[last].key
        while true {
            let left = 2 * i + 1, right = left + 1
            var largest = i, largestKey = key
            if left < expansionHeap.count, variables[expansionHeap[left]].key > largestKey {
                largest = left
                largestKey = variables[expansionHeap[left]].key
            }
            if right < expansionHeap.count, variables[expansionHeap[right]].key > largestKey { largest = right }
            guard largest != i else { break }
            expansionHeap.swapAt(i, largest)
            i = largest
        }
        return top
    }

    /// Links the expansion left by `expand(_:)` as constraint `slot`'s reduced form. Clears the
    /// accumulator.
    mutating func attachExpanded(_ slot: Int, constant: Double) {
        let relation = constraints[slot].relation
        let required = constraints[slot].isRequired
        constraints[slot].reducedConstant = constant
        constraints[slot].isStale = false
        switch touched.count {
        case 0:
            constraints[slot].role = .constant
        case 1:
            let v = touched[0]
            constraints[slot].role = .item
            constraints[slot].variable = v
            constraints[slot].coefficient = accumulator[v]
            linkItem(slot, to: v)
            if required && !variables[v].hardIsStale { tightenHardBounds(of: v, by: slot) }
        default:
            constraints[slot].role = .row
            constraints[slot].termStart = terms.count
            constraints[slot].termCount = touched.count
            for v in touched {
                let k = terms.append(v, accumulator[v], owner: slot)
                linkRowTerm(k)
                if required { variables[v].requiredRowCount += 1 }
            }
        }
        for v in touched {
            if required { countRequiredSense(of: v, coefficient: accumulator[v], relation: relation, by: 1) }
            accumulator[v] = 0
            markDirty(v)
            noteGeneralShapeChange(v)
        }
        constraints[slot].useStart = uses.count
        constraints[slot].useCount = usedDefinitions.count
        for u in usedDefinitions { linkUse(of: u, by: slot) }
    }

    /// Unlinks constraint `slot`'s reduced form (item, row or constant) and its uses, and takes it
    /// out of its general component. Marks the variables it mentioned dirty.
    mutating func detachExpanded(_ slot: Int) {
        removeFromGeneral(slot)
        let record = constraints[slot]
        switch record.role {
        case .definition:
            return
        case .constant:
            break
        case .item:
            let v = record.variable
            unlinkItem(slot)
            if variables[v].hardLowerSlot == slot || variables[v].hardUpperSlot == slot { variables[v].hardIsStale = true }
            noteGeneralShapeChange(v)
            if record.isRequired {
                countRequiredSense(of: v, coefficient: record.coefficient, relation: record.relation, by: -1)
            }
            markDirty(v)
        case .row:
            for k in record.termStart..<(record.termStart + record.termCount) {
                let v = terms.variables[k]
                unlinkRowTerm(k)
                if record.isRequired {
                    variables[v].requiredRowCount -= 1
                    countRequiredSense(of: v, coefficient: terms.coefficients[k], relation: record.relation, by: -1)
                }
                markDirty(v)
                noteGeneralShapeChange(v)
            }
            terms.garbage += record.termCount
            constraints[slot].termCount = 0
        }
        unlinkUses(of: slot)
    }

    /// Re-expands every stale constraint (a definition it went through changed or went).
    mutating func refreshStale() {
        while let slot = stale.popLast() {
            guard objects[slot] != nil, constraints[slot].isStale else { continue }
            detachExpanded(slot)
            reduce(slot)
        }
    }

    // MARK: Senses

    /// Counts a required item or row on `v`: whether increasing `v`, decreasing it, or neither
    /// can violate it (see `VariableRecord.requiredUp`).
    mutating func countRequiredSense(of v: Int, coefficient a: Double, relation: Relation, by delta: Int) {
        switch relation {
        case .equal: variables[v].requiredEqual += delta
        case .greaterThanOrEqual:
            if a > 0 { variables[v].requiredUp += delta } else { variables[v].requiredDown += delta }
        case .lessThanOrEqual:
            if a > 0 { variables[v].requiredDown += delta } else { variables[v].requiredUp += delta }
        }
    }

    // MARK: Lists

    mutating func linkItem(_ slot: Int, to v: Int) {
        let head = variables[v].itemHead
        constraints[slot].itemPrevious = -1
        constraints[slot].itemNext = head
        if head >= 0 { constraints[head].itemPrevious = slot }
        variables[v].itemHead = slot
        variables[v].itemCount += 1
    }

    mutating func unlinkItem(_ slot: Int) {
        let v = constraints[slot].variable
        let previous = constraints[slot].itemPrevious, next = constraints[slot].itemNext
        if previous >= 0 { constraints[previous].itemNext = next } else { variables[v].itemHead = next }
        if next >= 0 { constraints[next].itemPrevious = previous }
        constraints[slot].itemPrevious = -1
        constraints[slot].itemNext = -1
        variables[v].itemCount -= 1
    }

    mutating func linkRowTerm(_ k: Int) {
        let v = terms.variables[k]
        let head = variables[v].rowHead
        terms.previous[k] = -1
        terms.next[k] = head
        if head >= 0 { terms.previous[head] = k }
        variables[v].rowHead = k
        variables[v].rowCount += 1
    }

    mutating func unlinkRowTerm(_ k: Int) {
        let v = terms.variables[k]
        let previous = terms.previous[k], next = terms.next[k]
        if previous >= 0 { terms.next[previous] = next } else { variables[v].rowHead = next }
        if next >= 0 { terms.previous[next] = previous }
        terms.previous[k] = -2
        terms.next[k] = -1
        variables[v].rowCount -= 1
    }

    mutating func linkUse(of u: Int, by slot: Int) {
        let k = uses.count
        let head = variables[u].dependentHead
        uses.variables.append(u)
        uses.owners.append(slot)
        uses.previous.append(-1)
        uses.next.append(head)
        if head >= 0 { uses.previous[head] = k }
        variables[u].dependentHead = k
    }

    /// Unlinks constraint `slot`'s uses from their definitions' dependent lists.
    mutating func unlinkUses(of slot: Int) {
        let start = constraints[slot].useStart, count = constraints[slot].useCount
        for k in start..<(start + count) where uses.owners[k] == slot {
            let u = uses.variables[k]
            let previous = uses.previous[k], next = uses.next[k]
            if previous >= 0 { uses.next[previous] = next } else if variables[u].dependentHead == k {
                variables[u].dependentHead = next
            }
            if next >= 0 { uses.previous[next] = previous }
            uses.owners[k] = -1
        }
        uses.garbage += count
        constraints[slot].useCount = 0
    }

    /// Marks every constraint whose expansion went through `v`'s definition stale (their uses
    /// unlink when they are expanded again).
    mutating func invalidateDependents(of v: Int) {
        var k = variables[v].dependentHead
        while k >= 0 {
            let owner = uses.owners[k]
            if owner >= 0, !constraints[owner].isStale {
                constraints[owner].isStale = true
                stale.append(owner)
                needsSolve = true
                if defersChecks && constraints[owner].isRequired { noteUnchecked(owner, changed: false) }
            }
            k = uses.next[k]
        }
    }
}
