// Freeing a deep tree without recursing once per level: a freed view hands its subviews to the
// thread's active graveyard instead of releasing them from inside its own deallocation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Releases the subviews of freed views one at a time, from a loop, so that dropping a tree of
/// any depth uses a bounded amount of the thread's stack.
///
/// The first view freed on a thread opens a graveyard and releases its subviews from a loop;
/// every view freed meanwhile (on that thread) adds its own subviews to the same graveyard and
/// returns at once. Views that someone else still holds simply stay alive.
final class SubviewGraveyard {
    private var pending: [View] = []

    /// The thread-specific slot that points to the thread's open graveyard (`nil` when the key
    /// could not be created: views are then released the ordinary, recursive way).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Takes every view out of `views` (leaving it empty) and releases them, with their subtrees,
    /// without recursing per level.
    static func bury(_ views: inout [View]) {
        guard !views.isEmpty, let key else { return }
        if let open = pthread_getspecific(key) {
            Unmanaged<SubviewGraveyard>.fromOpaque(open).takeUnretainedValue().pending.append(contentsOf: views)
            views.removeAll()
            return
        }
        let graveyard = SubviewGraveyard()
        graveyard.pending = views
        views.removeAll()  // the graveyard now holds the only references
        guard pthread_setspecific(key, Unmanaged.passUnretained(graveyard).toOpaque()) == 0 else { return }
        defer { pthread_setspecific(key, nil) }
        while let view = graveyard.pending.popLast() {
            // Dropping `view` here may free it; its deinit adds its subviews to `pending`.
            _ = view
        }
    }
}
