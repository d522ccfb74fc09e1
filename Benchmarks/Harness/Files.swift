#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Minimal file-system access through libc (the harness does not use Foundation).
enum Files {
    /// The whole file as UTF-8 text, or `nil` if it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names of the entries of directory `path` ending in `suffix`, sorted; empty on error.
    static func list(_ path: String, suffix: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(suffix) { names.append(name) }
        }
        return names.sorted()
    }

    /// The current working directory, or `.`.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The running executable's path (`/proc/self/exe`, else `argv[0]`).
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return CommandLine.arguments.first ?? "."
    }

    /// `path` without its last component (`/a/b` → `/a`), or `nil` at the root.
    static func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let head = String(path[..<slash])
        return head.isEmpty ? (path == "/" ? nil : "/") : head
    }

    /// The last path component.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Finds the default workloads directory, a `shared/bench/workloads` folder next to the
/// working directory or the executable or next to one of their ancestors.
enum WorkloadLocator {
    /// The workloads directory: for the current directory and its ancestors, then the
    /// executable's, the first `<folder>/shared/bench/workloads` that exists (the package
    /// checkout's parent folder, when it holds `shared/bench/workloads`, is one of them).
    static func find() -> String? {
        for start in [Files.currentDirectory(), Files.executablePath()] {
            var dir: String? = start.hasPrefix("/") ? start : Files.currentDirectory() + "/" + start
            while let d = dir {
                let candidate = (d == "/" ? "" : d) + "/shared/bench/workloads"
                if Files.isDirectory(candidate) { return candidate }
                dir = Files.parent(d)
            }
        }
        return nil
    }
}
