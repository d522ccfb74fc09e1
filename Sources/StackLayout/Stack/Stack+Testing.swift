extension Stack {
    /// Every constraint the stack generated and keeps active, in creation order: the catalogue
    /// that tests compare with reviewed text, with a fresh build and across changes. A
    /// constraint held directly by the engine is listed as its description (the same object at
    /// each call while the stack keeps the constraint; changing it changes nothing).
    @_spi(Testing) public var activeGeneratedConstraints: [LayoutConstraint] { generatedConstraints }

    /// Calls `body` with the object that holds each active constraint the stack generated (the
    /// engine's record of one held directly, or its ``LayoutConstraint``), making no
    /// description: what footprint measurements count.
    @_spi(Testing) public func forEachGeneratedConstraintHolder(_ body: (AnyObject) -> Void) {
        func visit(_ constraint: GeneratedConstraint) {
            switch constraint {
            case .direct(let direct): body(direct)
            case .object(let object): body(object)
            }
        }
        stackConstraints.forEachActive(visit)
        for record in arrangedRecords { record.forEachActive(visit) }
    }

    /// The identifiers of the kinds of constraint a stack generates (`Stack-spacing`,
    /// `Stack-hiding`…, see "Stack semantics").
    @_spi(Testing) public static var generatedConstraintIdentifiers: [String] {
        StackConstraintID.allCases.map(\.rawValue)
    }

    /// The generated groups the stack has reconciled so far (an arranged view's along, share or
    /// cross group, or the stack-level group): unchanged by a change that only moves constants.
    @_spi(Testing) public var reconciledGeneratedGroups: Int { reconciledGroupCount }
}
