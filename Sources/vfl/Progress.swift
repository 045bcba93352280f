import Foundation

/// A one-line progress note on standard error, shown only on a terminal and only once the
/// work has run for a second; `clear` erases it. Off a terminal nothing is written, so logs and
/// pipes stay clean.
final class Progress {
    private let enabled = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private var shown = false

    func show(_ text: String) {
        guard enabled, Date().timeIntervalSince(start) >= 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        shown = true
    }

    func clear() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
