extension Spring {
    /// The decaying bound on the remaining fraction of the distance at `time`, which decides
    /// when the spring has settled: it falls to 0.001 at ``settlingDuration``.
    @_spi(Testing) public func settlingEnvelope(at time: Double) -> Double {
        Self.envelope(at: time, omega: angularFrequency, zeta: dampingRatio, velocity: initialVelocity)
    }
}
