// LayoutSolver: an incremental Cassowary constraint solver with strict priority levels.
