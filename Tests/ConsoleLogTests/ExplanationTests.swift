import AutoLayout
import ConsoleLog
import Testing

/// Logs explained in full: the constraints rebuilt, the verdict, the minimal set, the arithmetic,
/// Apple's broken constraint, the fixes. Sources are in each corpus file's header.
@Suite struct ExplanationTests {
    func explain(_ file: String, log: Int = 0) throws -> LogExplanation {
        let paste = try CorpusTests.paste(file)
        let withList = paste.logs.filter { !$0.constraints.isEmpty }
        return LogExplanation(try #require(withList.count > log ? withList[log] : nil))
    }

    func equations(_ e: LogExplanation) -> [String] { e.rebuilt.constraints.map { $0.constraint?.description ?? "-" } }

    /// github.com/wongzigii/Colo/issues/12 (iOS 8): a cell 44 high holding a view 100 high.
    @Test func encapsulatedHeight() throws {
        let e = try explain("001-colo-encapsulated-44-names.log")
        #expect(
            equations(e) == [
                "TableViewCellContentView.height == 44", "View.top == TableViewCellContentView.top",
                "View.height == 100", "TableViewCellContentView.bottom == View.bottom",
            ])
        #expect(e.rebuilt.constraints.map(\.origin) == [.encapsulated, .app, .app, .app])
        #expect(e.rebuilt.views.first { $0.name == "View" }?.parent == "TableViewCellContentView")
        #expect(e.conflict && e.minimal == [1, 2, 3, 4] && e.appleBroke == 4 && !e.needsNonNegativeSizes)
        #expect(e.arithmetic == "0 + 0 + 100 = 100, but TableViewCellContentView.height must be == 44 (UIView-Encapsulated-Layout-Height)")
        // Dropping the constraint Apple broke moves nothing against Apple's own recovery.
        #expect(e.fixes.first?.id == 4 && e.fixes.first?.priority == nil && e.fixes.first?.movement == 0)
        #expect(e.fixes.allSatisfy { $0.stillBroken.isEmpty })
        #expect(!e.fixes.contains { $0.id == 1 })  // the cell's height is not the app's to drop
    }

    /// github.com/trustwallet/trust-wallet-ios/issues/279: a bar 0 wide (encapsulated) with
    /// 4 and 10 points of insets: only a negative width fits.
    @Test func negativeWidthOnly() throws {
        let e = try explain("005-trust-navbar-encapsulated-width-0.log")
        #expect(
            equations(e) == [
                "StackView.leading == Superview.leading + 4", "StackView.trailing == Superview.trailing - 10", "Superview.width == 0",
            ])
        #expect(e.conflict && e.minimal == [1, 2, 3] && e.appleBroke == 2 && e.needsNonNegativeSizes)
        #expect(e.arithmetic == "these constraints hold only if StackView.width = -14, and sizes cannot be negative")
    }

    /// github.com/munki/munki/issues/1241 (macOS): 6 + 30 + 3 + 152 + 8 = 199 in a cell 194 wide.
    @Test func macOSInequality() throws {
        let paste = try CorpusTests.paste("008-munki-macos-itemcell-names.log")
        let log = try #require(paste.logs.first { !$0.constraints.isEmpty })
        #expect(log.platform == .macOS)
        let e = LogExplanation(log)
        #expect(e.minimal == [1, 2, 3, 4, 5, 6] && e.appleBroke == 1)
        #expect(e.arithmetic == "30 + 152 + 8 + 3 + 6 ≥ 199, but Superview.width must be == 194 (#4)")
        #expect(e.rebuilt.constraints[3].origin == .autoresizing)
    }

    /// github.com/Mr-Alex-R/CVCalendar (the multiplier case): 0.4 × 667 = 266.8, not 267.
    @Test func multiplierBelowAPoint() throws {
        let e = try explain("028-cvcalendar-multiplier-rounding-266.8.log")
        #expect(equations(e) == ["CVCalendarView.height == 0.4*View.height", "CVCalendarView.height == 267", "View.height == 667"])
        #expect(e.conflict && e.minimal == [1, 2, 3])
        let drop2 = try #require(e.fixes.first { $0.id == 2 && $0.priority == nil })
        #expect(drop2.frames["CVCalendarView"].map { abs($0.height - 266.8) < 1e-9 } == true)
    }

    /// SpringBoard's own log (iOS 8, syslog prefix): margins that the log does not list.
    @Test func implicitMargins() throws {
        let e = try explain("030-springboard-syslog-implicit-margins.log")
        #expect(e.rebuilt.assumptions.first?.contains("margins of 8 are assumed") == true)
        #expect(equations(e)[0] == "Label.leading == SPUISearchTableHeaderView.leading + 8")
        #expect(e.arithmetic == "these constraints hold only if ShowMore.width = -24, and sizes cannot be negative")
        let noMargins = LogExplanation(
            try #require(CorpusTests.paste("030-springboard-syslog-implicit-margins.log").logs.first), margins: 0)
        #expect(noMargins.rebuilt.constraints[0].constraint?.description == "Label.leading == SPUISearchTableHeaderView.leading")
    }

    /// A list Apple printed whose constraints all hold: said plainly, nothing invented.
    @Test func consistentAsPrinted() throws {
        let e = try explain("058-datepickercell-consistent-as-printed.log")
        #expect(!e.conflict && e.minimal.isEmpty && e.fixes.isEmpty)
        #expect(e.note?.hasPrefix("consistent as printed") == true)
        let twice = try explain("066-sdcalert-duplicate-entries-u2019-escape.log")
        #expect(twice.note?.contains("printed twice") == true)
    }

    // MARK: Pastes made here

    static let entryA = #"<NSLayoutConstraint:0x600000a1 UILabel:0x7f01'Title'.leading == UIView:0x7f02.leading + 20   (active)>"#
    static let entryB = #"<NSLayoutConstraint:0x600000a2 UILabel:0x7f01'Title'.width == 300   (active)>"#
    static let entryC = #"<NSLayoutConstraint:0x600000a3 UIView:0x7f02.trailing == UILabel:0x7f01'Title'.trailing + 20   (active)>"#
    static let entryD = #"<NSLayoutConstraint:0x600000a4 'UIView-Encapsulated-Layout-Width' UIView:0x7f02.width == 320   (active)>"#

    static func log(_ stamp: String) -> String {
        """
        \(stamp) Demo[123:4567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "\(entryA)",
            "\(entryB)",
            "\(entryC)",
            "\(entryD)"
        )

        Will attempt to recover by breaking constraint
        \(entryB)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
    }

    @Test func threeLogsWithTimestamps() {
        let paste = ConsoleLogReader.read(
            [
                ExplanationTests.log("2019-07-09 10:17:20.194912+0600"), "unrelated output",
                ExplanationTests.log("2019-07-09 10:17:20.301000+0600"), ExplanationTests.log("2019-07-09 10:17:21.000001+0600"),
            ].joined(separator: "\n"))
        #expect(paste.logs.count == 3 && paste.unread.isEmpty)
        for log in paste.logs {
            #expect(log.constraints.count == 4 && log.platform == .iOS)
            let e = LogExplanation(log)
            #expect(e.minimal == [1, 2, 3, 4] && e.appleBroke == 2)
            #expect(e.arithmetic == "20 + 300 + 20 = 340, but View.width must be == 320 (UIView-Encapsulated-Layout-Width)")
            #expect(e.rebuilt.views.map(\.name) == ["Title", "View"])
        }
    }

    @Test func aLogCutInTheMiddleOfAnEntry() {
        let text = ExplanationTests.log("2019-07-09 10:17:20.194912+0600")
        let cut = String(text.prefix(text.firstRange(of: "UIView:0x7f02.trailing")?.lowerBound.utf16Offset(in: text) ?? 0))
        let paste = ConsoleLogReader.read(cut)
        #expect(paste.logs.first?.constraints.count == 2)
        #expect(paste.unread.count == 1 && paste.unread.first?.message == "the constraint is cut off here")
        #expect(paste.unread.first?.line == 6)
        #expect(LogExplanation(paste.logs[0]).note?.contains("the paste stops before the log ends") == true)
    }

    @Test func unreadLinesPointAtTheTroubleAndTheRestIsRead() {
        let bad = #"    "<NSLayoutConstraint:0x600000b1 UILabel:0x7f01.leading === UIView:0x7f02.leading>","#
        let paste = ConsoleLogReader.read([ExplanationTests.log("Mar  4 18:25:38 host Demo[12]:"), bad].joined(separator: "\n"))
        #expect(paste.logs.first?.constraints.count == 4)
        #expect(paste.unread.count == 1)
        let u = paste.unread[0]
        // `===`: the relation reads `==`, and the caret stands under the third `=`.
        let scalars = Array(u.text.unicodeScalars)
        #expect(u.message.hasPrefix("expected a view"))
        #expect(scalars[u.column] == "=" && scalars[u.column - 1] == "=" && scalars[u.column - 2] == "=")
    }

    /// macOS 14's form: the list opens on the header line and closes with `).`.
    @Test func macOS14ConflictingConstraintsDetected() {
        let text = """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x6000031a89b0 H:|-(5)-[NSVisualEffectView:0x7fd7bfc05da0](LTR)   (active, names: '|':Demo.ItemView:0x7fd7bfc05b20 )>",
                "<NSLayoutConstraint:0x6000031a8a00 NSVisualEffectView:0x7fd7bfc05da0.right == Demo.ItemView:0x7fd7bfc05b20.right - 5   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6000031c2120 h=--& v=--& Demo.ItemView:0x7fd7bfc05b20.width == 0   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x6000031a8a00 NSVisualEffectView:0x7fd7bfc05da0.right == Demo.ItemView:0x7fd7bfc05b20.right - 5   (active)>.
            """
        let paste = ConsoleLogReader.read(text)
        let log = paste.logs[0]
        #expect(log.platform == .macOS && log.constraints.count == 3 && log.broken?.address == "0x6000031a8a00")
        #expect(log.constraints[0].direction == .leftToRight && log.constraints[0].second?.name == "|")
        #expect(
            LogExplanation(log).arithmetic == "these constraints hold only if VisualEffectView.width = -10, and sizes cannot be negative")
    }

    /// Entry forms: SnapKit's source, Masonry, a multiplier after the item, NSSpace, margins,
    /// names with dots, apostrophes in quoted text, autoresizing frame forms.
    @Test func entryForms() {
        let lines = [
            #"<SnapKit.LayoutConstraint:0x6000002b4b00@ViewController.swift#61 UIView:0x7f1.left == UIView:0x7f2.left + 20.0>"#,
            #"<MASLayoutConstraint:0x1c02ab940 UICollectionView:0x100835600.height == 200>"#,
            #"<NSLayoutConstraint:0x1 UIImageView:0x7f3.width == UIView:0x7f2.width * 0.7   (active)>"#,
            #"<NSLayoutConstraint:0x2 UIImageView:0x7f3.height == 0.4*UIView:0x7f2.height   (active)>"#,
            #"<NSLayoutConstraint:0x3 V:[UILabel:0x7f4]-(NSSpace(8))-[UITextView:0x7f5]>"#,
            #"<NSLayoutConstraint:0x4 UILabel:0x7f4'Aujourd'hui'.leading == UIView:0x7f2.leadingMargin   (active)>"#,
            #"<NSLayoutConstraint:0x5 Toolbar.lock.icon.width == - 16   (active, names: Toolbar.lock.icon:0x7f6 )>"#,
            #"<NSAutoresizingMaskLayoutConstraint:0x6 h=--& v=--& UIButton:0x7f7.midY == + 70>"#,
            #"<NSLayoutConstraint:0x7 H:[UIView:0x7f8(>=100@750)]>"#,
            #"<NSLayoutConstraint:0x8 UIView:0x7f8.height == 44 priority: 999   (active)>"#,
        ]
        let paste = ConsoleLogReader.read(lines.joined(separator: "\n"))
        #expect(paste.unread.isEmpty, "\(paste.unread)")
        let c = paste.logs.first?.constraints ?? []
        #expect(c.count == lines.count)
        guard c.count == lines.count else { return }
        #expect(c[0].type == "SnapKit.LayoutConstraint" && c[0].sourceLocation == "ViewController.swift#61" && c[0].constant == 20)
        #expect(c[2].multiplier == 0.7 && c[3].multiplier == 0.4 && c[3].second?.address == "0x7f2")
        #expect(c[4].constant == 8 && c[4].firstAttribute.attribute == .top && c[4].secondAttribute?.attribute == .bottom)
        #expect(c[5].first.text == "Aujourd'hui" && c[5].secondAttribute?.marginSign == 1)
        #expect(c[6].first.name == "Toolbar.lock.icon" && c[6].constant == -16)
        #expect(c[7].autoresizingMask == "h=--& v=--&" && c[7].firstAttribute.attribute == .centerY && c[7].constant == 70)
        #expect(c[8].relation == .greaterThanOrEqual && c[8].constant == 100 && c[8].priority == 750)
        #expect(c[9].constant == 44 && c[9].priority == 999)
    }

    /// What is recognised as an entry: heads, never angle brackets alone.
    @Test func onlyHeadsAreEntries() {
        let paste = ConsoleLogReader.read(
            """
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            <private>
            <Warning>: something
            """)
        #expect(paste.logs.isEmpty && paste.unread.isEmpty)
    }
}
