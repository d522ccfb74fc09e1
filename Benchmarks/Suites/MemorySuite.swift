#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StackLayout

/// `--memory N`: resident memory of a 100-view stack over `N` hide/show cycles.
///
/// Each cycle hides one arranged view, lays out, shows it again and lays out; the view
/// changes from cycle to cycle. Resident memory is read from `/proc/self/statm` (Linux only)
/// after 0, 10, 100, 1000, … cycles and at the end.
enum MemorySuite {
    /// Resident memory in KiB, or nil where `/proc/self/statm` does not exist.
    static func residentKiB() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 255) }
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Runs `cycles` hide/show cycles and prints one line per checkpoint.
    static func run(cycles: Int) {
        let live = StackSuite.makeFlatStack(count: 100)
        live.window.layoutIfNeeded()
        var checkpoint = 0
        for cycle in 0...cycles {
            if cycle == checkpoint || cycle == cycles {
                let rss = residentKiB().map { "\($0) KiB" } ?? "unavailable"
                print("memory  api-stack-100 hide/show cycles \(cycle): resident \(rss)")
                checkpoint = checkpoint == 0 ? 10 : checkpoint * 10
            }
            if cycle == cycles { break }
            let view = live.views[(cycle * 7) % live.views.count]
            view.isHidden = true
            live.window.layoutIfNeeded()
            view.isHidden = false
            live.window.layoutIfNeeded()
        }
    }
}
