import Foundation
import TextSupport
import Workbench

/// A one-line progress note on standard error, shown only on a terminal, only once the work
/// has run for a second, and at most ten times a second; `clear` erases it. Off a terminal
/// nothing is written, so logs and pipes stay clean.
final class Progress {
    private let enabled = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private var lastShown = Date.distantPast
    private var shown = false

    func show(_ text: @autoclosure () -> String) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastShown) >= 0.1 else { return }
        lastShown = now
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text())".utf8))
        shown = true
    }

    func clear() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}

/// A script's lines, counted on a `Progress` line as they are read.
final class CountedLines: LineSource {
    private let lines: LineSource
    private let progress: Progress
    private let label: String
    private var count = 0

    init(_ lines: LineSource, progress: Progress, label: String) {
        self.lines = lines
        self.progress = progress
        self.label = label
    }

    func readLine(prompt: String) -> LineInput {
        count += 1
        progress.show("\(label): line \(count)")
        return lines.readLine(prompt: prompt)
    }
}
