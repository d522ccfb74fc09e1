/// Builds the arranged subviews of a `Stack` from a closure:
///
/// ```swift
/// Stack(axis: .vertical, spacing: 8) {
///     title
///     if let subtitle { subtitle }
///     for row in rows { row }
///     Stack { icon; label }
/// }
/// ```
///
/// Supports single views, optional views (`nil` adds nothing), arrays of views, `if`, `if/else`,
/// `switch`, `for … in` and availability checks.
@resultBuilder
public enum ArrangedSubviewsBuilder {
    /// One view.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// An optional view: nothing when `nil`.
    public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
    /// Several views, in order.
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// The statements of a block, in order.
    public static func buildBlock(_ components: [View]...) -> [View] { components.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ component: [View]?) -> [View] { component ?? [] }
    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first component: [View]) -> [View] { component }
    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second component: [View]) -> [View] { component }
    /// A `for … in` loop.
    public static func buildArray(_ components: [[View]]) -> [View] { components.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [View]) -> [View] { component }
}
