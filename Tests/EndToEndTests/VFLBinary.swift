import Foundation

/// The `vfl` executable next to the test bundle, run with arguments; its exit status and output.
struct VFLBinary {
    let url: URL

    /// The binary built with the tests (same build directory), if there is one.
    static func built() -> VFLBinary? {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var dir = URL(fileURLWithPath: first).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(dir.appendingPathComponent("vfl"))
                dir = dir.deletingLastPathComponent()
            }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/vfl"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }.map(VFLBinary.init)
    }

    /// Run with `arguments`, `input` on standard input (none: an empty pipe) and `environment`
    /// added to this process's.
    func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes at once so neither fills up while the other is read.
        nonisolated(unsafe) var stderr = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stderr = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
