import Foundation
import Workbench

/// Ctrl-C during `:play`: set by the signal handler, read by the player.
nonisolated(unsafe) private var playInterrupted: sig_atomic_t = 0

/// `:play`'s frames on the REPL's terminal: the screen cleared once, each frame drawn over the
/// last from the top-left corner, the cursor hidden; Ctrl-C stops the animation (not vfl)
/// while it plays.
final class TerminalPlayer: FramePlayer {
    private var previous: (@convention(c) (Int32) -> Void)?

    func begin() {
        playInterrupted = 0
        previous = signal(SIGINT) { _ in playInterrupted = 1 }
        emit("\u{1B}[?25l\u{1B}[2J")
    }

    func show(_ frame: String) {
        // Home, the frame with each line's rest erased, then the rest of the screen erased.
        emit(
            "\u{1B}[H" + frame.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\u{1B}[K\n") + "\u{1B}[K\u{1B}[J"
        )
    }

    var interrupted: Bool { playInterrupted != 0 }

    func end() {
        signal(SIGINT, previous)
        emit("\u{1B}[?25h\n")
    }

    private func emit(_ text: String) {
        fflush(nil)  // what print() buffered goes first
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
