import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares `contents` byte for byte with the golden file `Tests/Golden/<folder>/<name>.txt`
/// (outside the test target, so SwiftPM does not treat it as a resource). With the environment
/// variable `STACKLAYOUT_RECORD_GOLDEN=1` the file is (re)written with `contents` instead.
func expectGolden(
    _ contents: String, named name: String, in folder: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testsDirectory = String(#filePath.dropLast("StackLayoutTests/Support/Golden.swift".count))
    let path = testsDirectory + "Golden/" + folder + "/" + name + ".txt"
    if let flag = getenv("STACKLAYOUT_RECORD_GOLDEN"), String(cString: flag) == "1" {
        guard let file = fopen(path, "w") else {
            Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
            return
        }
        fputs(contents, file)
        fclose(file)
        return
    }
    guard let file = fopen(path, "r") else {
        Issue.record("missing golden file \(path); record it with STACKLAYOUT_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    fclose(file)
    let golden = String(decoding: bytes, as: UTF8.self)
    #expect(contents == golden, "golden \(folder)/\(name) differs:\n\(contents)", sourceLocation: sourceLocation)
}
