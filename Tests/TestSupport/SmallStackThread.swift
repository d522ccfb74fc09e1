// Runs work on a thread with a small stack (512 KB, the size of a secondary thread on Apple
// platforms), so that a recursion over a deep tree overflows here instead of passing on a big
// main-thread stack. No Foundation: a plain pthread. Shared by the test targets.
#if canImport(Glibc)
import Glibc

/// The stack size of the threads of `onSmallStack`: 512 KB.
public let smallStackSize = 512 * 1024

/// The closure and its result, shared with the thread.
private final class SmallStackWork<Result>: @unchecked Sendable {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) { self.body = body }
}

/// Runs `body` on a new thread whose stack is `stackSize` bytes and returns its result once the
/// thread ended; `nil` when the thread could not be started. Keep `#expect` out of `body` (it
/// runs outside the test's task): return values and check them in the test.
public func onSmallStack<Result>(stackSize: Int = smallStackSize, _ body: @escaping () -> Result) -> Result? {
    let work = SmallStackWork(body)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let context = Unmanaged.passRetained(work).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { context in
        guard let context else { return nil }
        let work = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
        (work as? any SmallStackRunnable)?.run()
        return nil
    }, context)
    guard started == 0 else {
        Unmanaged<SmallStackWork<Result>>.fromOpaque(context).release()
        return nil
    }
    pthread_join(thread, nil)
    return work.result
}

/// Type-erased entry point of the thread (a C function pointer cannot capture `Result`).
private protocol SmallStackRunnable: AnyObject {
    func run()
}

extension SmallStackWork: SmallStackRunnable {
    func run() { result = body() }
}
#else
/// The stack size the Linux implementation uses: 512 KB.
public let smallStackSize = 512 * 1024

/// Elsewhere the body runs on the calling thread (the stack-size check is Linux-only).
public func onSmallStack<Result>(stackSize: Int = smallStackSize, _ body: @escaping () -> Result) -> Result? {
    body()
}
#endif
