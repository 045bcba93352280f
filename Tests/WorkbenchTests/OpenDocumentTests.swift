import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import WorkbenchTestSupport

@testable import Workbench

/// `:open FILE [SCENE]` (issue 30): an Interface Builder scene becomes the statements that build
/// it. Every scene of the Interface Builder seed corpus (`Corpus/FuzzInterfaceBuilder/`: stacks,
/// scroll views and their guides, bars, size-class variations, baselines, fixed frames, safe
/// areas, cells, a macOS XIB) must come out of the session exactly as `SceneLayout` lays the
/// document out, and again from the script `:save` writes.
@Suite struct OpenDocumentTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/FuzzInterfaceBuilder")

    static let seeds = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter {
        $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }.sorted()

    /// The views of `laid` whose frames in `repl`'s session differ from the document's solve.
    func differences(_ repl: Interpreter, _ laid: SceneLayout) -> [String] {
        let want = LayoutEngine().solve(laid.layout).frames
        return laid.items.dropFirst().compactMap { item in
            guard let w = want[item.name] else { return nil }
            guard let got = repl.session.solution.frames[item.name] else { return "\(item.name): missing" }
            return got.isClose(to: w, tolerance: 1e-6) ? nil : "\(item.name): \(got.text) instead of \(w.text)"
        }
    }

    @Test func theSeedCorpusIsThere() {
        #expect(Self.seeds.count >= 10)
    }

    @Test(arguments: seeds) func everySceneOpensAsTheDocumentLaysItOut(_ name: String) throws {
        let path = Self.corpus.appendingPathComponent(name).path
        let document = DocumentReader.read(contentsOf: URL(fileURLWithPath: path))
        for scene in document.scenes {
            let repl = makeInterpreter(mode: .quiet)
            let reply = repl.execute(":open \(path) \(scene.id)")
            #expect(!reply.isError, "\(name) \(scene.name): \(reply.text)")
            guard !reply.isError else { continue }
            let laid = SceneLayout(scene, of: document)
            #expect(differences(repl, laid) == [], "\(name) \(scene.name)")
            #expect(repl.session.solution.conflicts.count == LayoutEngine().solve(laid.layout).conflicts.count, "\(name) \(scene.name)")

            // What :save writes builds the same layout in a fresh session.
            let script = repl.scriptText()
            let again = makeInterpreter(mode: .quiet)
            for line in script.split(separator: "\n") {
                let r = again.execute(String(line))
                #expect(!r.isError, "\(name) \(scene.name): \(line): \(r.text)")
            }
            #expect(differences(again, laid) == [], "\(name) \(scene.name), from the saved script")
        }
    }

    /// The script is what a user would type: the device, the views with their content, the
    /// stack, the margins, the equations over readable names.
    @Test func theScriptReadsLikeASession() throws {
        let repl = makeInterpreter(mode: .quiet)
        let path = Self.corpus.appendingPathComponent("05-stack.storyboard").path
        let reply = repl.execute(":open \(path)")
        #expect(!reply.isError, "\(reply.text)")
        let script = repl.scriptText()
        #expect(script.contains(":device iphone-8\n"), "\(script)")
        #expect(script.contains("\nstack "), "\(script)")
        #expect(script.contains(" hugging 251"), "\(script)")
        #expect(!script.contains("UISV-"), "\(script)")
    }

    /// Views named like the words of `stack NAME add VIEW` (a button titled "Add" arranged first
    /// in a stack, as in zotero's share extension) are renamed in the script, so that
    /// `stack NAME add_, hide_` arranges them rather than reading as an edit.
    @Test func viewsNamedLikeStackEditsAreRenamed() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="st"><rect key="frame" x="0" y="100" width="375" height="30"/>
                                <subviews>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0" y="0" width="187.5" height="30"/><state key="normal" title="Add"/></button>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b2"><rect key="frame" x="187.5" y="0" width="187.5" height="30"/><state key="normal" title="Hide"/></button>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="root" firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="c3"/>
                        </constraints>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stack-edit-names-\(getpid()).storyboard")
        try Data(document.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let repl = makeInterpreter(mode: .quiet)
        let reply = repl.execute(":open \(url.path)")
        #expect(!reply.isError, "\(reply.text)")
        let script = repl.scriptText()
        #expect(script.contains("stack stackView add_, hide_"), "\(script)")
        let again = makeInterpreter(mode: .quiet)
        for line in script.split(separator: "\n") {
            let r = again.execute(String(line))
            #expect(!r.isError, "\(line): \(r.text)")
        }
        #expect(again.session.solution.frames["hide_"]?.x == 187.5)
    }

    /// One undo step: `:undo` gives back the session as it was.
    @Test func openIsOneUndoStep() throws {
        let repl = makeInterpreter(mode: .quiet)
        _ = repl.execute("view mine 10x10")
        let before = repl.session.state
        let reply = repl.execute(":open " + Self.corpus.appendingPathComponent("01-login.storyboard").path)
        #expect(!reply.isError, "\(reply.text)")
        #expect(repl.session.state != before)
        _ = repl.execute(":undo")
        #expect(repl.session.state == before)
    }

    /// A missing file, a scene that is not there: an error at the word, the session as it was.
    @Test func badOpensLoseNothing() throws {
        let repl = makeInterpreter(mode: .quiet)
        _ = repl.execute("view mine 10x10")
        let before = repl.session.state
        let missing = repl.execute(":open /nonexistent/Main.storyboard")
        #expect(missing.isError)
        #expect(missing.text.contains("cannot read /nonexistent/Main.storyboard"))
        #expect(missing.text.contains("      ^"), "\(missing.text)")
        let path = Self.corpus.appendingPathComponent("01-login.storyboard").path
        let noScene = repl.execute(":open \(path) Nowhere")
        #expect(noScene.isError)
        #expect(noScene.text.contains("no scene 'Nowhere' in 01-login.storyboard; scenes: "), "\(noScene.text)")
        let notADocument = repl.execute(":open " + URL(fileURLWithPath: #filePath).path)
        #expect(notADocument.isError)
        #expect(repl.session.state == before)
    }
}
