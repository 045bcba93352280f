/// Shows frames one after another in place, for `:play`. The REPL provides one on a terminal
/// (ANSI: the cursor home, the frame drawn over the last; Ctrl-C sets `interrupted`); without
/// one `:play` explains that it needs a terminal.
public protocol FramePlayer: AnyObject {
    /// Get the screen ready (hide the cursor, catch Ctrl-C).
    func begin()
    /// Show `frame` instead of the last one.
    func show(_ frame: String)
    /// True once the user asked to stop since `begin`.
    var interrupted: Bool { get }
    /// Give the screen back.
    func end()
}
