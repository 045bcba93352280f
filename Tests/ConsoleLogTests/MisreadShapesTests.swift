import ConsoleLog
import Testing

/// Three shapes of real logs the reader misread (issue 29), each written here in the shape the
/// issue quotes, with addresses of our own: a quoted entry with a space after its `<`, older
/// SnapKit's nested description, and the broken entry printed again with new addresses.
@Suite struct MisreadShapesTests {
    func explain(_ text: String) throws -> LogExplanation {
        let paste = ConsoleLogReader.read(text)
        #expect(paste.unread.isEmpty, "\(paste.unread)")
        let log = try #require(paste.logs.first)
        return LogExplanation(log)
    }

    @Test func aSpaceAfterTheAngleBracketIsStillAnEntry() throws {
        let e = try explain(MisreadShapesTests.space)
        #expect(e.rebuilt.constraints.count == 2)
        #expect(e.conflict)
        #expect(e.appleBroke == 2)
    }

    @Test func snapKitsNestedDescriptionIsRead() throws {
        let e = try explain(MisreadShapesTests.snap)
        #expect(
            e.rebuilt.constraints.map { $0.constraint?.description } == [
                "View1.top == LayoutGuide.bottom", "View1.top == View2.top + 10", "LayoutGuide.height == 20",
                "LayoutGuide.top == View2.top",
            ])
        #expect(e.appleBroke == 2)
        #expect(e.conflict)
    }

    @Test func theBrokenEntryPrintedWithNewAddressesIsMatchedByItsText() throws {
        let e = try explain(MisreadShapesTests.readdressed)
        #expect(e.appleBroke == 1)
    }

    static let space = """
        2015-06-01 10:00:00.000 App[1:2] Unable to simultaneously satisfy constraints.
        	Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "< NSLayoutConstraint:0x1b70c5e0  V:[UIView:0x1b70b9d0(20)]>",
            "<NSLayoutConstraint:0x1b70c610 V:[UIView:0x1b70b9d0(30)]>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x1b70c610 V:[UIView:0x1b70b9d0(30)]>
        """
    static let snap = """
        2016-03-01 10:00:00.000 App[1:2] Unable to simultaneously satisfy constraints.
        	Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<<MyApp.LayoutConstraint:0x7f8a1c0> <UIView:0x7f8a2d0>.top == <_UILayoutGuide:0x7f8a3e0>.bottom>",
            "<<MyApp.LayoutConstraint:0x7f8a1c1> <UIView:0x7f8a2d0>.top == <UIView:0x7f8a4f0>.top + 10.0>",
            "<_UILayoutSupportConstraint:0x7f8a5a0 V:[_UILayoutGuide:0x7f8a3e0(20)]>",
            "<_UILayoutSupportConstraint:0x7f8a5b0 V:|-(0)-[_UILayoutGuide:0x7f8a3e0]   (Names: '|':UIView:0x7f8a4f0 )>"
        )

        Will attempt to recover by breaking constraint 
        <<MyApp.LayoutConstraint:0x7f8a1c1> <UIView:0x7f8a2d0>.top == <UIView:0x7f8a4f0>.top + 10.0>
        """
    static let readdressed = """
        2019-07-09 10:17:20.194912+0600 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        	Probably at least one of the constraints in the following list is one you don't want. 
        	Try this: 
        		(1) look at each constraint and try to figure out which you don't expect; 
        		(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:0x600002a8c0a0 UILabel:0x7fb1c2d0a1e0'Title'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600002a8c0f0 H:|-(20)-[UILabel:0x7fb1c2d0a1e0'Title']   (active, names: '|':UIView:0x7fb1c2d0a000 )>",
            "<NSLayoutConstraint:0x600002a8c140 H:[UILabel:0x7fb1c2d0a1e0'Title']-(20)-|   (active, names: '|':UIView:0x7fb1c2d0a000 )>",
            "<NSLayoutConstraint:0x600002a8c190 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c2d0a000.width == 320   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600002a9d3b0 UILabel:0x7fb1c2d1f110'Title'.width == 300   (active)>
        """
}
