import AutoLayout
import Testing
import UIKitFacts
import WorkbenchTestSupport

@testable import Workbench

/// Margins, guides, the safe area, devices and bars (issue 29). Each expectation cites its
/// source in shared/notes/modern-autolayout.md (§) and the mark the note gives it.
@Suite struct ModernLayoutTests {
    /// Equal to within the solver's rounding.
    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    func session(_ lines: [String]) -> Interpreter {
        let repl = makeInterpreter(mode: .quiet)
        for line in lines {
            let reply = repl.execute(line)
            #expect(!reply.isError, "\(line): \(reply.text)")
        }
        return repl
    }

    /// §1.6 [L, A]: iOS 7's `|-` is 20 points from the edge; from iOS 8 it is the superview's
    /// margin: 8 for a plain view, 16 for a 320-point root on iOS 8–10 (§1.2 [M]).
    @Test func standardEdgeSpaceIsTheMarginFromIOS8() throws {
        let lines = ["view box", "view a in box", "H:|-30-[box(==200)]", "V:|-30-[box(==100)]", "H:|-[a]-|", "V:|-[a]-|"]
        let iOS7 = session(lines)
        #expect(frame(iOS7, "a") == Frame(x: 20, y: 20, width: 160, height: 60))
        let iOS8 = session([":set ios 8"] + lines)
        #expect(frame(iOS8, "a") == Frame(x: 8, y: 8, width: 184, height: 84))
        let root = session([":set ios 8", "view a", "H:|-[a]-|", "V:|-[a]-|"])
        #expect(frame(root, "a") == Frame(x: 16, y: 0, width: 288, height: 568))
    }

    /// Landscape phones are 20 from the sides: Interface Builder stores an iPhone 8 scene 667
    /// wide with its views at 20 (lexrus/LTMorphingLabel, LTMorphingLabelDemo.storyboard,
    /// commit in Corpus/InterfaceBuilder/manifest-ios.tsv); portrait stays 16 (§1.2 [M]).
    @Test func rootSideMarginsFollowTheRootsWidth() throws {
        let lines = [":set ios 8", ":device iphone-8", "view a", "H:|-[a]-|", "V:|-[a]-|"]
        #expect(frame(session(lines), "a")?.x == 16)
        #expect(frame(session(lines + ["rotate"]), "a")?.x == 20)
    }

    /// §1.2 [M, one source]: iOS 11+ root margins are the safe area plus the larger of the
    /// root's own and the minimum: a 414-point iPhone 11 gives (48,20,34,20) over (48,0,34,0).
    @Test func rootMarginsOnIOS11AddTheSafeArea() throws {
        let repl = session([":set ios 11", ":device iphone-11", "view a", "H:|-[a]-|", "V:|-[a]-|"])
        #expect(frame(repl, "a") == Frame(x: 20, y: 48, width: 374, height: 814))
        // Landscape (§2.3 [R, M]): the notch's inset on both sides, 21 at the bottom.
        _ = repl.execute("rotate")
        #expect(frame(repl, "a") == Frame(x: 68, y: 0, width: 760, height: 393))
    }

    /// A root that does not inset its margins from the safe area (`safe-area off`) has the
    /// minimum's alone, as any view: homework2's DetailVC (Xcode 13 on an iPhone 12, thirteenth
    /// held-out set, `insetsLayoutMarginsFromSafeArea="NO"` on its root) stores a view at
    /// `topMargin` + 190 at 190.
    @Test func aRootsMarginsLeaveOutTheSafeAreaWhenItSaysSo() throws {
        let lines = [":set ios 14", ":device iphone-12", "view a", "H:|-[a]-|", "V:|-[a]-|"]
        #expect(frame(session(lines), "a") == Frame(x: 16, y: 47, width: 358, height: 763))
        #expect(frame(session(lines + ["margins root safe-area off"]), "a") == Frame(x: 16, y: 0, width: 358, height: 844))
    }

    /// §2.2 [M]: a full-size child of a (59,0,34,0) root gets (59,0,34,0); moved down 20 its
    /// top inset is 39.
    @Test func aSubviewsSafeAreaIsItsShareOfTheUnsafeBand() throws {
        let repl = session([
            ":set ios 17", ":device iphone-15", "view child", "H:|[child]|", "V:|-20-[child]|",
            "view top 10x10 ", "view bottom 10x10", "top.top == child.safeAreaLayoutGuide.top", "top.left == child.left",
            "bottom.bottom == child.safeAreaLayoutGuide.bottom", "bottom.left == child.left",
        ])
        #expect(close(frame(repl, "top")?.y, 59))  // 20 + 39 in root coordinates
        #expect(close(frame(repl, "bottom")?.maxY, 852 - 34))
        #expect(repl.session.solution.guides["child.safeAreaLayoutGuide"] == Frame(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    /// A scroll view whose content inset takes up the safe area (`content-inset automatic`,
    /// UIKit's `contentInsetAdjustmentBehavior`) leaves its subviews none of their own:
    /// chat-swift-uikit-app's sign-in panel (Xcode 14, an iPhone 15) sits at a full-screen scroll
    /// view's bottom and its content ends at its own safe area's bottom, stored with no
    /// home-indicator inset. A plain view passes the band on (34 at the bottom).
    @Test func aScrollViewsSubviewsHaveNoSafeAreaOfTheirOwn() throws {
        func bottom(_ adjusts: String) -> Double? {
            let repl = session([
                ":set ios 17", ":device iphone-15", "view scroll\(adjusts)", "H:|[scroll]|", "V:|[scroll]|", "view panel in scroll",
                "H:|[panel]|", "V:|[panel]|", "view inner in panel 10x10", "inner.leading == panel.leading",
                "inner.bottom == panel.safeAreaLayoutGuide.bottom",
            ])
            return frame(repl, "inner")?.maxY
        }
        #expect(close(bottom(" content-inset automatic"), 852))
        #expect(close(bottom(""), 852 - 34))
        #expect(close(bottom(" content-inset never"), 852 - 34))
        let repl = makeInterpreter(mode: .quiet)
        let reply = repl.execute("view scroll content-inset sometimes")
        #expect(reply.isError && reply.text.contains("unknown content-inset 'sometimes'"), "\(reply.text)")
        #expect(reply.text.contains("automatic, never"), "\(reply.text)")
        #expect(repl.session.state.script.isEmpty)
    }

    /// §1.3 [A]: with preservesSuperviewLayoutMargins a view near its superview's edge takes
    /// the superview's margin less the distance; without, its own 8.
    @Test func preservingTheSuperviewsMarginsKeepsContentInsideThem() throws {
        let lines = [
            ":set ios 9", "view card", "view label 10x10", "H:|-4-[card]|", "V:|[card]|", "card.trailing == label.trailing",
            "label.leading == card.leadingMargin", "V:|[label]",
        ]
        #expect(close(frame(session(lines), "label")?.x, 4 + 8))
        #expect(close(frame(session(lines + ["margins card preserving on"]), "label")?.x, 16))  // the root's 16, 4 of it covered
    }

    /// §1.5 [M]: an iPad in landscape (1024 wide, margins 20) has a readable guide 672 wide,
    /// 176 in from each edge.
    @Test func readableContentGuideIsCentredAtTheReadableWidth() throws {
        let repl = session([
            ":set ios 9", ":device ipad landscape", "view text", "text.leading == root.readableContentGuide.leading",
            "text.trailing == root.readableContentGuide.trailing", "V:|[text(==10)]",
        ])
        #expect(frame(repl, "text") == Frame(x: 176, y: 0, width: 672, height: 10))
    }

    /// §2.5 [A]: with the keyboard hidden the keyboard guide's top is the safe area's bottom;
    /// shown, it follows the keyboard.
    @Test func keyboardGuideFollowsTheKeyboard() throws {
        let repl = session([
            ":set ios 15", ":device iphone-15", "view bar", "H:|[bar]|", "bar.bottom == root.keyboardLayoutGuide.top", "bar.height == 44",
        ])
        #expect(close(frame(repl, "bar")?.maxY, 852 - 34))
        _ = repl.execute("keyboard 300")
        #expect(close(frame(repl, "bar")?.maxY, 852 - 300))
        _ = repl.execute("keyboard off")
        #expect(close(frame(repl, "bar")?.maxY, 852 - 34))
    }

    /// Devices by Apple's model names, by `:device`'s slugs, and by what people call the SEs:
    /// `iphone-se-2` is the iPhone SE (2nd generation), 375 × 667, as `iPhone SE (2nd generation)` is.
    @Test func devicesGoByTheNamesPeopleUse() throws {
        for name in ["iphone-se-2", "iPhone SE (2nd generation)", "iphone-se-2nd-generation"] {
            let repl = session([":device \(name)", "view a", "H:|[a]|", "V:|[a]|"])
            #expect(frame(repl, "a") == Frame(x: 0, y: 0, width: 375, height: 667), "\(name)")
        }
        #expect(DevicePreset.named("iphone-se")?.name == "iphone-se-1st-generation")
        #expect(DevicePreset.named("iphone-se-3")?.name == "iphone-se-3rd-generation")
    }

    /// §2.2 [L]: bars add to the top and bottom of the safe area: 91 and 83 on a 47-point phone
    /// with a navigation bar and a tab bar.
    @Test func barsAddToTheSafeArea() throws {
        let repl = session([
            ":set ios 13", ":device iphone-12", ":set navigation-bar on", ":set tab-bar on", "view content",
            "content.top == root.safeAreaLayoutGuide.top", "content.bottom == root.safeAreaLayoutGuide.bottom", "H:|[content]|",
        ])
        #expect(frame(repl, "content") == Frame(x: 0, y: 91, width: 390, height: 844 - 91 - 83))
    }

    /// A toolbar is 44 high on a phone with a home button and 49 above a home indicator; a
    /// navigation controller's toolbar sits on a tab bar, so the two add up (Interface Builder's
    /// canvas: Google's ads API demo, an iPhone X under a toolbar, its bottom guide 34 + 49 up;
    /// ViewAnimator's demo, a toolbar in a tab bar controller, 34 + 49 + 49).
    @Test func toolbarsAreTallerAboveAHomeIndicatorAndSitOnTabBars() throws {
        func bottomInset(_ device: String, _ bars: [String]) -> Double? {
            let lines =
                [":set ios 13", ":device \(device)"] + bars.map { ":set \($0) on" } + [
                    "view content", "content.bottom == root.safeAreaLayoutGuide.bottom", "V:|[content]", "H:|[content]|",
                ]
            let repl = session(lines)
            return frame(repl, "content").map { repl.session.state.layout.rootSize.height - $0.height }
        }
        #expect(bottomInset("iphone-8", ["toolbar"]) == 44)
        #expect(bottomInset("iphone-x", ["toolbar"]) == 83)  // 34 + 49
        #expect(bottomInset("iphone-x", ["tab-bar", "toolbar"]) == 132)  // 34 + 49 + 49
        #expect(bottomInset("iphone-8", ["tab-bar", "toolbar"]) == 93)  // 49 + 44
    }

    /// In compact height (a phone narrower than 414 points, in landscape) the bars are 32 high
    /// and a large title does not show: an iPhone 8 turned under a navigation bar and a tab bar
    /// has its safe area from 32 to 375 − 32 (Interface Builder's canvas for LTMorphingLabel's
    /// demo); a 430-point Pro Max keeps the 44 and 49.
    @Test func barsAreCompactInLandscapeOnSmallerPhones() throws {
        let lines = [
            ":set navigation-bar on", ":set tab-bar on", ":set large-titles on", "view content",
            "content.top == root.safeAreaLayoutGuide.top", "content.bottom == root.safeAreaLayoutGuide.bottom", "H:|[content]|",
        ]
        let small = session([":set ios 13", ":device iphone-8"] + lines + ["rotate"])
        #expect(frame(small, "content").map { [$0.y, $0.height] } == [32, 375 - 64])
        let large = session([":set ios 16", ":device iphone-14-pro-max"] + lines + ["rotate"])
        #expect(frame(large, "content").map { [$0.y, $0.height] } == [44, 430 - 44 - 49 - 21])
    }

    /// A navigation bar with a large title (`prefersLargeTitles`) is 96 high, not 44: on an
    /// iPhone 8 the safe area starts 20 + 96 down (Interface Builder's canvas for Hero's
    /// Navigation storyboard); without a navigation bar the setting changes nothing, and `:save`
    /// keeps it.
    @Test func largeTitlesMakeTheNavigationBarTaller() throws {
        let lines = ["view content", "content.top == root.safeAreaLayoutGuide.top", "H:|[content]|", "content.height == 10"]
        let repl = session([":set ios 11", ":device iphone-8", ":set navigation-bar on", ":set large-titles on"] + lines)
        #expect(frame(repl, "content") == Frame(x: 0, y: 116, width: 375, height: 10))
        let bare = session([":set ios 11", ":device iphone-8", ":set large-titles on"] + lines)
        #expect(frame(bare, "content") == Frame(x: 0, y: 20, width: 375, height: 10))
        let fresh = makeInterpreter(mode: .quiet)
        for line in repl.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.state.bars == repl.session.state.bars)
        #expect(frame(fresh, "content") == Frame(x: 0, y: 116, width: 375, height: 10))
    }

    /// A page sheet (`:set sheet on`, iOS 13's modal presentation) has no status bar above it
    /// and a 56-point navigation bar: the safe area starts 56 down on an iPhone 8 (Interface
    /// Builder's canvas for Eureka's modal navigation controller); `:save` keeps it.
    @Test func aSheetHasNoStatusBarAndATallerNavigationBar() throws {
        let lines = [
            ":set ios 13", ":device iphone-8", ":set navigation-bar on", "view content", "content.top == root.safeAreaLayoutGuide.top",
        ]
        let sheet = session(lines + [":set sheet on", "H:|[content]|", "content.height == 10"])
        #expect(frame(sheet, "content") == Frame(x: 0, y: 56, width: 375, height: 10))
        let screen = session(lines + ["H:|[content]|", "content.height == 10"])
        #expect(frame(screen, "content")?.y == 64)
        let fresh = makeInterpreter(mode: .quiet)
        for line in sheet.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.state.bars == sheet.session.state.bars)
    }

    /// §0.6, §2.1 [L]: a conflict with the safe area names the guide's constraint as Apple does.
    @Test func conflictsNameTheGuidesConstraintsAsAppleDoes() throws {
        let repl = makeInterpreter()
        run(repl, [":set ios 11", ":device iphone-x", "view a", "a.top == root.safeAreaLayoutGuide.top", "a.top == root.top"])
        let check = repl.execute(":check").text
        #expect(check.contains("'UIViewSafeAreaLayoutGuide-top' root.safeAreaLayoutGuide.top == root.top + 44"))
        #expect(check.contains("broke #2 a.top == root.top"))
    }

    /// Each construct exists from the version Apple introduced it: a positioned error names it.
    @Test(arguments: [
        ("a.leading == root.leadingMargin", "leadingMargin needs iOS 8 or later (:set ios 8)", 18),
        ("a.top == root.safeAreaLayoutGuide.top", "safeAreaLayoutGuide needs iOS 11 or later (:set ios 11)", 14),
        ("a.bottom == root.keyboardLayoutGuide.top", "keyboardLayoutGuide needs iOS 15 or later (:set ios 15)", 17),
        ("guide g in root", "guide needs iOS 9 or later (:set ios 9)", 0),
        ("margins a 1,2,3,4", "margins needs iOS 8 or later (:set ios 8)", 0),
    ])
    func constructsBeforeTheirIOSAreErrorsThatNameIt(line: String, message: String, offset: Int) throws {
        let repl = makeInterpreter()
        run(repl, ["view a"])
        let before = repl.session.state
        _ = repl.execute(line)
        let error = try #require(repl.errors.last?.error)
        #expect(error.message == message)
        #expect(error.offset == offset)
        #expect(repl.session.state == before)
    }

    /// Bad input around guides: a margin of a guide, an unknown guide owner, a view under a guide.
    @Test func badGuideInputIsAPositionedErrorThatChangesNothing() throws {
        let repl = makeInterpreter()
        run(repl, [":set ios 15", "view a", "guide g in root"])
        let before = repl.session.state
        for (line, text) in [
            ("a.leading == g.leadingMargin", "g is a layout guide, and guides have no margins: use g.leading"),
            ("a.top == root.safeAreaLayoutGuide.topMargin", "guides have no margins"),
            ("a.top == nope.safeAreaLayoutGuide.top", "nope is not a key"),
            ("a.bottom == a.keyboardLayoutGuide.top", "keyboardLayoutGuide belongs to the root view here, not to a"),
            ("view b in g", "g is a layout guide: it holds no views or guides"),
            ("margins g 1,1,1,1", "g is a layout guide: guides have no margins"),
            ("guide a in root", "a view or guide named a already exists"),
        ] {
            let reply = repl.execute(line)
            #expect(reply.isError, "\(line)")
            #expect(reply.text.contains(text), "\(line): \(reply.text)")
            #expect(repl.session.state == before, "\(line) changed the session")
        }
    }

    /// A user guide is laid out like a view (spacers between views) and drawn as nothing.
    @Test func aUserGuideSpacesTwoViews() throws {
        let repl = session([
            ":set ios 9", "view a 40x20", "view b 40x20", "guide gap in root", "H:|[a][gap][b]|", "a.width == b.width",
            "gap.width == 20", "V:|[a]", "V:|[b]", "V:|[gap(==1)]",
        ])
        #expect(frame(repl, "b")?.x == 170)
        #expect(frame(repl, "gap") == Frame(x: 150, y: 0, width: 20, height: 1))
    }

    /// A hidden arranged view with a required height of its own: before iOS 11 `UISV-hiding` is
    /// required and the two conflict (iOS 10's logs: mozilla-mobile/prox#242, LoopKit/Loop#439);
    /// from iOS 11 it is 999.999 and the view keeps its 50 points, as Interface Builder's Xcode
    /// 15 canvas keeps pocket-casts' hidden bar.
    @Test func aHiddenViewsOwnRequiredSizeWinsFromIOS11() throws {
        for (iOS, conflicts) in [(10, true), (11, false)] {
            let repl = session([
                ":set ios \(iOS)", "stack s a, b axis vertical", "H:|[s]", "V:|[s]", "a.height == 20", "b.height >= 50",
                "stack s hide b",
            ])
            #expect(repl.session.solution.conflicts.isEmpty != conflicts, "iOS \(iOS)")
            if !conflicts { #expect(frame(repl, "b")?.height == 50) }
            #expect(repl.execute(":constraints").text.contains("'UISV-hiding'"))
        }
    }

    /// A UIStackView's layout margins are 0 until set: `margins-relative on` alone arranges at
    /// the edges, and inside the margins once `margins` sets them (Interface Builder's canvas:
    /// pocket-casts' player pins a view to its stack's leading margin flush with the stack).
    @Test func aStacksMarginsAreZeroUntilSet() throws {
        let repl = session([":set ios 11", "stack s a axis vertical margins-relative on", "H:|[s(100)]", "V:|[s]", "a.height == 20"])
        #expect(frame(repl, "a") == Frame(x: 0, y: 0, width: 100, height: 20))
        run(repl, ["margins s 5,10,5,10"])
        #expect(frame(repl, "a") == Frame(x: 10, y: 5, width: 80, height: 20))
    }

    /// After a hidden arranged view the next one starts where the hidden one starts: from iOS 11
    /// a hidden view whose own required height beats `UISV-hiding` keeps it, and the next view
    /// covers it instead of being pushed down (Interface Builder's canvas: Lockdown's block list,
    /// pocket-casts' player). Before iOS 11 the hiding is required and the two are the same place.
    @Test func theViewAfterAHiddenOneStartsWhereItStarts() throws {
        let repl = session([
            ":set ios 11", "stack s a, b axis vertical", "H:|[s(100)]", "V:|[s]", "a.height == 8", "b.height == 50", "stack s hide a",
        ])
        #expect(frame(repl, "a") == Frame(x: 0, y: 0, width: 100, height: 8))
        #expect(frame(repl, "b") == Frame(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(repl, "s")?.height == 50)
    }

    /// A hidden view that ends a stack after its only visible view lies at the stack's start,
    /// under that view, which reaches the stack's end without it, whether a required height of
    /// its own keeps it open or it collapses (Interface Builder's canvas: cOlive's post cell, a
    /// hidden 15-high label at the top of a 42-high stack its visible label fills;
    /// fabricioaugusto's invitation buttons, a collapsed button at the top of a 50-high stack).
    /// After two visible views it hangs at the end (corona-warn-app's check-in).
    @Test func aHiddenViewEndingAStackAfterItsOnlyVisibleViewLiesAtTheStart() throws {
        let lines = [":set ios 13", "stack s a, b axis vertical spacing 4", "H:|[s(100)]", "V:|[s(42)]", "stack s hide b"]
        let open = session(lines + ["b.height == 15"])
        #expect(frame(open, "a") == Frame(x: 0, y: 0, width: 100, height: 42))
        #expect(frame(open, "b") == Frame(x: 0, y: 0, width: 100, height: 15))
        let collapsed = session(lines + ["b.height <= 15"])
        #expect(frame(collapsed, "a") == Frame(x: 0, y: 0, width: 100, height: 42))
        #expect(frame(collapsed, "b") == Frame(x: 0, y: 0, width: 100, height: 0))
        let afterTwo = session([
            ":set ios 13", "stack s z, a, b axis vertical spacing 4", "H:|[s(100)]", "V:|[s(42)]", "z.height == 10", "stack s hide b",
            "b.height <= 15",
        ])
        #expect(frame(afterTwo, "a") == Frame(x: 0, y: 14, width: 100, height: 28))
        #expect(frame(afterTwo, "b") == Frame(x: 0, y: 42, width: 100, height: 0))
    }

    /// A hidden view that ends a stack after two visible ones, kept open by its content rather
    /// than a size of its own, lies after the last visible view, and the stack ends with that
    /// view, not with the hidden one (Interface Builder's canvas: KalathiyaDarshan's BLE server
    /// settings, Xcode 14 on an iPhone 15, thirty-seventh held-out set: a hidden 362-high
    /// section stored at 134 in a scroll view's stack 134 high, and inside it a hidden 290-high
    /// stack at 261 in a stack 261 high).
    @Test func aHiddenViewKeptOpenByItsContentHangsPastTheStacksEnd() throws {
        let repl = session([
            ":set ios 13", "stack s z, a, b axis vertical", "H:|[s(100)]", "V:|[s]", "z.height == 10", "a.height == 20", "view c in b",
            "H:|[c]|", "V:|[c(30)]|", "stack s hide b",
        ])
        #expect(frame(repl, "s")?.height == 30)
        #expect(frame(repl, "b") == Frame(x: 0, y: 30, width: 100, height: 30))
    }

    /// A hidden view between two visible ones sits halfway across their gap, and the next one is
    /// the gap's width from the one before: in a stack spaced 12, a hidden view 40 high of its
    /// own 6 below its neighbour, the next view 12 below (Interface Builder's canvas:
    /// corona-warn-app's check-in card, Xcode 13 on an iPhone 11).
    @Test func aHiddenViewSitsHalfwayAcrossItsGap() throws {
        let repl = session([
            ":set ios 13", "stack s a, b, c axis vertical spacing 12", "H:|[s(100)]", "V:|[s]", "a.height == 20", "b.height == 40",
            "c.height == 30", "stack s hide b",
        ])
        #expect(frame(repl, "b") == Frame(x: 0, y: 26, width: 100, height: 40))
        #expect(frame(repl, "c") == Frame(x: 0, y: 32, width: 100, height: 30))
        #expect(frame(repl, "s")?.height == 62)
    }

    /// A stack whose every arranged view is hidden arranges none: no canvas connection, spacing
    /// or alignment, only `UISV-hiding` (Interface Builder's canvas: Smart_Campus' posts, Xcode
    /// 11.4, a hidden label 52.5 x 0 in a fill stack 375 wide; element-ios' room). With the
    /// view shown the stack fills it across and along.
    @Test func aStackOfHiddenViewsOnlyArrangesNone() throws {
        let lines = [":set ios 13", "stack s a axis vertical", "H:|[s(375)]", "V:|[s(30)]", "a.width == 52.5 @750"]
        let hidden = session(lines + ["stack s hide a"])
        #expect(frame(hidden, "a")?.width == 52.5)
        #expect(frame(hidden, "a")?.height == 0)
        #expect(!hidden.execute(":constraints").text.contains("'UISV-canvas-connection'"))
        // Nor does it keep an alignment spanner for them to be ambiguous about.
        let centred = session([
            ":set ios 13", "stack s a, b axis vertical alignment center", "H:|[s]", "V:|[s]", "stack s hide a", "stack s hide b",
        ])
        #expect(centred.session.solution.frames["s.spanner"] == nil)
        let shown = session(lines)
        #expect(frame(shown, "a") == Frame(x: 0, y: 0, width: 375, height: 30))
    }

    /// A stack's alignment spanner spans its visible views only: a hidden label 86 wide in a
    /// centring stack is centred on it but does not widen it past its visible label's 31
    /// (Interface Builder's canvas: se_two_ios' conversation status cell, Xcode 14.1,
    /// thirty-third held-out set: the hidden "Message origin" stored at -27.5 in a stack 31
    /// wide).
    @Test func aStacksSpannerSpansItsVisibleViewsOnly() throws {
        let repl = session([
            ":set ios 13", "stack s a, b axis vertical alignment center", "H:|-(100)-[s]", "V:|[s]", "a.width == 31", "a.height == 14.5",
            "b.width == 86", "stack s hide b",
        ])
        #expect(frame(repl, "s")?.width == 31)
        let a = try #require(frame(repl, "a")), b = try #require(frame(repl, "b"))
        #expect(b.x + b.width / 2 == a.x + a.width / 2)
        #expect(b.width == 86)
    }

    /// `fillProportionally` shares by intrinsic size, and for a view without one by its current
    /// length (`stack NAME length VIEW N`, a nib's stored frame): 40 and 100 of a 150-high stack
    /// with 10 between; without lengths such views get 0 and the last takes the rest, as views
    /// made in code do. `:save` keeps the lengths.
    @Test func fillProportionallyReadsCurrentLengths() throws {
        let lines = [
            ":set ios 9", "stack s a, b axis vertical distribution fillProportionally spacing 10", "H:|[s(80)]", "V:|[s(150)]",
        ]
        let repl = session(lines + ["stack s length a 40", "stack s length b 100"])
        #expect(frame(repl, "a") == Frame(x: 0, y: 0, width: 80, height: 40))
        #expect(frame(repl, "b") == Frame(x: 0, y: 50, width: 80, height: 100))
        let bare = session(lines)
        #expect(frame(bare, "a")?.height == 0)
        #expect(frame(bare, "b")?.height == 140)
        let fresh = makeInterpreter(mode: .quiet)
        for line in repl.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.solution.rootFrames == repl.session.solution.rootFrames)
        #expect(repl.execute("stack s length c 10").isError)
    }

    /// `UISV-ambiguity-suppression` holds a view nothing else sizes across the axis at its
    /// current length there (`stack NAME cross-length VIEW N`, a nib's stored frame): a plain
    /// spacer in a centre-aligned vertical stack is 240 wide and centred, as Interface Builder's
    /// canvas keeps pocket-casts' and WooCommerce's spacers; without it, 0 wide, as a view made
    /// in code is. `:save` keeps it; `default` takes it back.
    @Test func ambiguitySuppressionHoldsTheCurrentCrossLength() throws {
        let lines = [
            ":set ios 9", "stack s spacer, label axis vertical alignment center", "view label \"Title\"", "H:|[s(300)]", "V:|[s]",
            "spacer.height == 20",
        ]
        let repl = session(lines + ["stack s cross-length spacer 240"])
        #expect(frame(repl, "spacer").map { [$0.x, $0.width] } == [30, 240])
        #expect(repl.execute(":constraints").text.contains("'UISV-ambiguity-suppression'"))
        let fresh = makeInterpreter(mode: .quiet)
        for line in repl.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.solution.rootFrames == repl.session.solution.rootFrames)
        #expect(frame(session(lines), "spacer")?.width == 0)
        run(repl, ["stack s cross-length spacer default"])
        #expect(frame(repl, "spacer")?.width == 0)
        #expect(repl.execute("stack s cross-length spacer -1").isError)
    }

    /// `:save` writes what rebuilds every new statement: the iOS, the device, the bars,
    /// margins and guides.
    @Test func saveRoundTripsTheNewStatements() throws {
        let repl = session([
            ":set ios 16", ":device iphone-14-pro landscape", ":set tab-bar on", "view a", "guide g in a",
            "margins a 10,20,10,20 preserving on safe-area off", "H:|-[a]-|", "V:|-[a]-|", "g.leading == a.leadingMargin",
            "g.top == a.topMargin", "g.width == 10", "g.height == 10",
        ])
        let fresh = makeInterpreter(mode: .quiet)
        for line in repl.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.state.layout == repl.session.state.layout)
        #expect(fresh.session.solution.rootFrames == repl.session.solution.rootFrames)
    }

    /// `within WxH`: the mask's constraints are made for the superview's size the frame was set
    /// in (a nib's), not the size it has now. A flexible-width view at 10,0,180,10 set in a
    /// 200-point superview keeps its 10-point margins in the 300 points it has now: 280 wide.
    /// Without `within`, the mask is made for the 300 points of now: 180 wide.
    @Test func aFrameSetInAnotherSuperviewSizeKeepsItsMargins() throws {
        let repl = makeInterpreter(mode: .quiet)
        run(repl, ["view box 300x50", "H:|[box]", "V:|[box]", "view a in box frame 10,0,180,10 autoresizing flexibleWidth within 200x50"])
        #expect(frame(repl, "a") == Frame(x: 10, y: 0, width: 280, height: 10))
        let now = makeInterpreter(mode: .quiet)
        run(now, ["view box 300x50", "H:|[box]", "V:|[box]", "view a in box frame 10,0,180,10 autoresizing flexibleWidth"])
        #expect(frame(now, "a") == Frame(x: 10, y: 0, width: 180, height: 10))
    }

    /// Margins are directional (`directionalLayoutMargins`): right to left, the leading margin is
    /// on the right. A card 200 wide with 30 leading and 10 trailing: a child between its leading
    /// and trailing margins is at x 10, 160 wide; between its left and right margins (absolute,
    /// which right to left are the trailing and the leading ones), the same.
    @Test func directionalMarginsMirrorRightToLeft() throws {
        for pair in [("leadingMargin", "trailingMargin"), ("leftMargin", "rightMargin")] {
            let repl = makeInterpreter(mode: .quiet)
            run(
                repl,
                [
                    ":set ios 11", ":set direction rtl", "view card 200x50", "card.left == root.left", "card.top == root.top",
                    "margins card 0,30,0,10", "view child in card -x20", "child.top == card.top",
                    "child.\(pair.0 == "leadingMargin" ? "leading" : "left") == card.\(pair.0)",
                    "child.\(pair.1 == "trailingMargin" ? "trailing" : "right") == card.\(pair.1)",
                ])
            #expect(frame(repl, "child") == Frame(x: 10, y: 0, width: 160, height: 20), "\(pair)")
        }
    }

    /// `viewRespectsSystemMinimumLayoutMargins` off: the root's margins are its own, 8 by
    /// default or what `margins root` says, on iOS 8 as on 11 (a cell laid out alone); on, the
    /// system minimum's 16 at 320 points wide.
    @Test func aRootThatIgnoresTheSystemMinimumHasItsOwnMargins() throws {
        for ios in ["8", "11"] {
            let repl = makeInterpreter(mode: .quiet)
            run(
                repl,
                [
                    ":set ios \(ios)", "view a -x10", "a.leading == root.leadingMargin", "a.trailing == root.trailingMargin",
                    "a.top == root.top",
                ])
            #expect(frame(repl, "a")?.x == 16, "iOS \(ios)")
            run(repl, [":set system-minimum-margins off"])
            #expect(frame(repl, "a") == Frame(x: 8, y: 0, width: 304, height: 10), "iOS \(ios)")
            run(repl, ["margins root 0,4,0,2"])
            #expect(frame(repl, "a") == Frame(x: 4, y: 0, width: 314, height: 10), "iOS \(ios)")
            #expect(repl.execute(":set").text.contains("system-minimum-margins off"))
        }
    }

    /// The root can be made a stack view (a XIB whose top-level view is a UIStackView): its
    /// arranged views fill it.
    @Test func theRootCanBeAStackView() throws {
        let repl = makeInterpreter(mode: .quiet)
        run(repl, [":set ios 9", "view a", "view b 10x100", "stack root a, b axis vertical distribution fill alignment fill spacing 8"])
        #expect(frame(repl, "a") == Frame(x: 0, y: 0, width: 320, height: 460))
        #expect(frame(repl, "b") == Frame(x: 0, y: 468, width: 320, height: 100))
        #expect(repl.execute("stack root in a").isError)
    }

    /// A view declared again keeps what the line does not say: margins, priorities, baseline.
    @Test func declaringAViewAgainKeepsWhatTheLineDoesNotSay() throws {
        let repl = makeInterpreter(mode: .quiet)
        run(repl, [":set ios 11", "view card 100x40 hugging 251,252 compression 700 baseline 6", "margins card 1,2,3,4 preserving on"])
        let before = try #require(repl.session.state.layout.hierarchy["card"])
        run(repl, ["view card 120x40"])
        let after = try #require(repl.session.state.layout.hierarchy["card"])
        #expect(after.intrinsicContentSize == IntrinsicSize(width: 120, height: 40))
        #expect(after.layoutMargins == before.layoutMargins && after.preservesSuperviewLayoutMargins)
        #expect(after.contentHuggingPriority == AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(252)))
        #expect(after.compressionResistancePriority == AxisPriorities(LayoutPriority(700)))
        // A new size is new content: its baseline goes with the old one.
        #expect(after.baselineOffset == nil)
        run(repl, ["view card hugging 250"])
        #expect(repl.session.state.layout.hierarchy["card"]?.contentHuggingPriority == AxisPriorities(LayoutPriority(250)))
        #expect(repl.execute("view card").isError)
        run(repl, ["guide g in root"])
        #expect(repl.execute("view g hugging 250").text.contains("g is a layout guide, which has no content"))
    }

    /// §3 [A, L]: a view declared with a frame gets its frame and mask as required
    /// constraints; a conflict with them says what Apple's advice says, naming the view;
    /// `autoresizing NAME off` turns the flag off.
    @Test func autoresizingMaskConstraintsAndTheirAdvice() throws {
        let repl = makeInterpreter()
        run(repl, ["view email frame 20,40,280,30 autoresizing flexibleWidth,flexibleBottomMargin", "rotate"])
        #expect(frame(repl, "email") == Frame(x: 20, y: 40, width: 528, height: 30))
        let reply = repl.execute("email.leading == root.leading + 10")
        #expect(reply.text.contains("#1 h=-&- v=--& email.midX == 0.5*root.width"))
        #expect(
            reply.text.contains(
                "email's frame and autoresizing mask became constraints (h=-&- v=--&): set translatesAutoresizingMaskIntoConstraints = false on email (autoresizing email off)"
            ))
        _ = repl.execute(":undo")
        #expect(
            repl.execute("autoresizing email off").text.hasPrefix(
                "email: translatesAutoresizingMaskIntoConstraints = false (4 constraints removed)"))
        #expect(repl.session.state.layout.constraints.isEmpty)
        let fresh = makeInterpreter(mode: .quiet)
        for line in repl.session.state.script { #expect(!fresh.execute(line).isError, "\(line)") }
        #expect(fresh.session.state.layout == repl.session.state.layout)
        let before = repl.session.state
        for (line, text) in [
            ("view x frame 1,2,3,4 autoresizing -1", "an autoresizing mask is 0 to 63"),
            ("view x frame 1,2,-3,4", "a frame's width and height are 0 or more"),
            ("autoresizing email off", "email has no autoresizing constraints"),
            ("view x in nowhere frame 0,0,1,1", "no view named nowhere"),
            ("view x frame 0,0,1,1 within 1x", "expected a size from 0 to 100000"),
        ] {
            let bad = repl.execute(line)
            #expect(bad.isError && bad.text.contains(text), "\(line): \(bad.text)")
            #expect(repl.session.state == before)
        }
    }
}
