import Foundation
import Testing

/// The REPL as a person uses it: the real binary in a tmux pane (a real terminal), typed into
/// key by key, the screen read back. `./run-tests` installs tmux.
@Suite(.serialized) struct TerminalREPLTests {
    /// One private tmux server with one 100×30 pane running a clean interactive bash.
    final class Pane {
        let socket = "vfl-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let home: URL

        init(environment: [String] = []) throws {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-home-\(UUID())")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            try tmux(
                [
                    "new-session", "-d", "-s", "S", "-x", "100", "-y", "30", "env", "-i", "PATH=\(path)",
                    "TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(home.path)", "EDITRC=/dev/null",
                ]
                    + environment + ["bash", "--norc", "--noprofile", "-i"])
        }

        deinit {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: home)
        }

        /// Run tmux on this pane's server; its standard output. Spawned with posix_spawn and
        /// waited for with waitpid: Foundation's Process waits for descriptors that the tmux
        /// server (started by new-session) inherits and never closes.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let output = home.appendingPathComponent("tmux-output").path
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = ["tmux", "-L", socket] + arguments
            var cArguments = argv.map { strdup($0) } + [nil]
            defer { for a in cArguments { free(a) } }
            // The server and so the shell inherit signal dispositions and the mask: give them
            // the defaults, as a terminal would, whatever the test runner set.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), all = sigset_t()
            sigemptyset(&none)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid = pid_t()
            let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }

        /// Type text literally.
        func type(_ text: String) throws { try tmux(["send-keys", "-t", "S", "-l", text]) }
        /// Press keys by name (`Enter`, `Tab`, `Up`, `C-c`, `C-d`).
        func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "S"] + keys) }
        /// The screen, trailing spaces trimmed (`escapes`: with colour codes).
        func screen(escapes: Bool = false) throws -> String {
            try tmux(["capture-pane", "-t", "S", "-p"] + (escapes ? ["-e"] : []))
        }

        /// Poll the screen until `condition` holds (10 s at most); the screen it held on.
        @discardableResult
        func waitFor(_ what: String, escapes: Bool = false, _ condition: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(10)
            var last = ""
            while Date() < deadline {
                last = try screen(escapes: escapes)
                if condition(last) { return last }
                Thread.sleep(forTimeInterval: 0.05)
            }
            Issue.record("timed out waiting for \(what); the screen:\n\(last)")
            return last
        }

        func waitFor(_ text: String) throws {
            try waitFor("'\(text)'") { $0.contains(text) }
        }

        /// Wait for an empty prompt on the last line: libedit is reading again, in raw mode. Keys
        /// sent earlier are echoed by the terminal in cooked mode first and the line is drawn
        /// twice, as in any line editor when one types ahead.
        func waitForPrompt() throws {
            try waitFor("an empty prompt") { _ in (try? lastLine()) == "vfl>" }
        }

        /// The last non-empty line on the screen.
        func lastLine() throws -> String {
            try screen().split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    /// A pane running `vfl --no-timing` at its prompt; `nil`, with the issue recorded, without tmux.
    static func startedREPL() throws -> Pane? {
        guard tmuxInstalled else {
            Issue.record("tmux is not installed (./run-tests installs it)")
            return nil
        }
        let vfl = try #require(VFLBinary.built())
        let pane = try Pane()
        try pane.type("PS1='$ '; \(vfl.url.path) --no-timing; echo \"[exit=$?]\"")
        try pane.press("Enter")
        try pane.waitForPrompt()
        return pane
    }

    /// A file of the repository's `Corpus/`.
    static func corpus(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/" + path)
    }

    static var tmuxInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    @Test func typingAtTheREPL() throws {
        guard TerminalREPLTests.tmuxInstalled else {
            Issue.record("tmux is not installed (./run-tests installs it)")
            return
        }
        let vfl = try #require(VFLBinary.built())
        let pane = try Pane()
        try pane.type("PS1='$ '; \(vfl.url.path) --no-timing; echo \"[exit=$?]\"")
        try pane.press("Enter")
        try pane.waitForPrompt()

        // A view with a title, sized by its text.
        try pane.type("view button \"Button\"")
        try pane.press("Enter")
        try pane.waitFor("view button in root (44x30)")
        try pane.waitForPrompt()

        // Tab completes a view name after `[`; the line solves live.
        try pane.type("H:|-[but")
        try pane.press("Tab")
        try pane.waitFor("the completed name") { _ in (try? pane.lastLine()) == "vfl> H:|-[button" }
        try pane.type("]-|")
        try pane.press("Enter")
        try pane.waitFor("button  (0, 0, 44x30)  →  (20, 0, 280x30)")
        try pane.waitForPrompt()

        // A bad line: the line again, a caret under the column, what was expected.
        try pane.type("V:|-[nope]")
        try pane.press("Enter")
        // The message, the line and the caret reach the screen in separate writes: read it once the
        // prompt is back, not as soon as the first line shows.
        try pane.waitFor("error: nope is not a key")
        try pane.waitForPrompt()
        #expect(try pane.screen().contains("error: nope is not a key in the views dictionary.\n  V:|-[nope]\n           ^\n"))

        // UTF-8 typed in is kept.
        try pane.type("view b \"héllo→\"")
        try pane.press("Enter")
        try pane.waitFor("view b in root (")
        #expect(try pane.screen().contains("vfl> view b \"héllo→\""))
        try pane.waitForPrompt()

        // Up recalls the last statement; Ctrl-C drops it without running it.
        try pane.press("Up")
        try pane.waitFor("the recalled line") { _ in (try? pane.lastLine()) == "vfl> view b \"héllo→\"" }
        try pane.type(" more")
        try pane.press("C-c")
        try pane.waitFor("a fresh prompt after ^C") { _ in (try? pane.lastLine()) == "vfl>" }
        #expect(try !pane.screen().contains("already exists"))

        // Colour on a terminal: the prompt is bold green.
        #expect(try pane.screen(escapes: true).contains("\u{1B}[1m\u{1B}[32mvfl>"))

        // Ctrl-D leaves with status 0.
        try pane.press("C-d")
        try pane.waitFor("[exit=0]")

        // History survives a restart: the file is libedit's, Up recalls the last statement.
        let history = try String(contentsOf: pane.home.appendingPathComponent(".vfl_history"), encoding: .utf8)
        #expect(history.hasPrefix("_HiStOrY_V2_"))
        try pane.type("clear; NO_COLOR=1 \(vfl.url.path) --no-timing; echo \"[exit=$?]\"")
        try pane.press("Enter")
        try pane.waitForPrompt()
        try pane.press("Up")
        try pane.waitFor("history from the last run") { _ in (try? pane.lastLine()) == "vfl> view b \"héllo→\"" }
        try pane.press("C-u")
        try pane.type("view c")
        try pane.press("Enter")
        try pane.waitFor("view c in root")
        // NO_COLOR: no colour anywhere.
        #expect(try !pane.screen(escapes: true).contains("\u{1B}[1m"))
        try pane.press("C-d")
        // The screen was cleared before the second run: this is its exit.
        try pane.waitFor("[exit=0]")
    }

    /// `:play` draws the cookbook's scene in place as it runs; Ctrl-C stops the animation, not
    /// vfl, and what was played stays (as a `:simulate`, one undo step).
    @Test func playAndStopWithControlC() throws {
        guard let pane = try TerminalREPLTests.startedREPL() else { return }
        let scene = TerminalREPLTests.corpus("Dynamics/cookbook-2.6-elasticity.vfl").path
        try pane.type(":load \(scene)")
        try pane.press("Enter")
        try pane.waitFor("loaded")
        try pane.waitForPrompt()
        try pane.type(":play 20")
        try pane.press("Enter")
        // The root and the two views, drawn as boxes (their names cut to fit).
        try pane.waitFor("a frame of the animation") {
            $0.contains("(Ctrl-C stops)") && $0.contains("┌root") && $0.components(separatedBy: "┌").count >= 4
        }
        try pane.press("C-c")
        try pane.waitFor("stopped after ")
        try pane.waitForPrompt()
        #expect(try pane.screen().contains("kept as :simulate "))
        try pane.type(":history")
        try pane.press("Enter")
        try pane.waitFor("the kept run in the history") { $0.contains("15  :simulate ") }
        // Ctrl-D once the prompt is back: pressed while the listing was still being drawn, it
        // left the REPL waiting (a fresh clone's run timed out on the exit).
        try pane.waitForPrompt()
        try pane.press("C-d")
        try pane.waitFor("[exit=0]")
    }

    /// A real log whose end was cut off (no "Will attempt to recover by breaking constraint"):
    /// two empty lines in a row end the paste; a second paste ended with Ctrl-D is loaded too
    /// and the REPL goes on, with the layout (Ctrl-D inside a paste ends the paste only).
    @Test func pasteACutOffLogEndedByTwoEmptyLinesOrControlD() throws {
        guard let pane = try TerminalREPLTests.startedREPL() else { return }
        let log = TerminalREPLTests.corpus("ConsoleLogs/002-folding-cell-two-heights.log")
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.map { $0.replacingOccurrences(of: "\t", with: "    ") }  // a typed Tab completes
        let cut = Array(lines.prefix { !$0.hasPrefix("Will attempt") }.dropLast())  // up to the closing ")"
        #expect(cut.last == ")")
        func paste() throws {
            try pane.type(":paste")
            try pane.press("Enter")
            try pane.waitFor("paste>")
            for line in cut {
                try pane.type(line)
                try pane.press("Enter")
            }
        }
        try paste()
        try pane.press("Enter")
        try pane.press("Enter")
        try pane.waitFor("loaded log 1 of 1")
        try pane.waitForPrompt()
        try pane.type(":reset")
        try pane.press("Enter")
        try pane.waitFor("reset: an empty root")
        try pane.waitForPrompt()
        try paste()
        try pane.press("C-d")
        try pane.waitFor("the second paste loaded") { $0.components(separatedBy: "^D").last?.contains("loaded log 1 of 1") == true }
        try pane.waitForPrompt()
        try pane.type(":frames")
        try pane.press("Enter")
        try pane.waitFor("the frames of the loaded layout") { $0.contains("View  root") }
        #expect(!(try pane.screen()).contains("[exit="))
        try pane.waitForPrompt()
        try pane.press("C-d")
        try pane.waitFor("[exit=0]")
    }
}
