import Testing

@testable import UIKitFacts

/// The system font against what Apple's software printed or stored
/// (shared/notes/measured-content.md §1.3, §2.1, §3): one exact device measurement and the
/// frames Interface Builder gives its default label and button.
@Suite struct SystemFontTests {
    /// iOS 11 measured "This is a test string" in the 17-point system font at 144.09326171875
    /// (an XCTest assertion in a public repository, note §2.1). The model leaves out the
    /// smaller kerning pairs, worth 0.29 points here.
    @Test func anExactMeasurementOfIOS11() {
        let w = SystemFont.width(of: "This is a test string", size: 17, tracking: .fontTables)
        #expect(abs(w - 144.09326171875) < 0.3, "\(w)")
        #expect(abs(SystemFont.lineHeight(17) - 20.287109375) < 1e-9)
    }

    /// Interface Builder's default "Label": 42 × 20.5 at 17 points, 35.5 at 14, 28.5 at 11 (the
    /// width rounded up to the @2x grid, note §1.4, §2.1); its default system "Button" at 15
    /// points is 46 × 30 (title width, line height + 12).
    @Test func interfaceBuildersDefaultFrames() {
        func label(_ size: Double) -> Double { SystemFont.ceil(SystemFont.width(of: "Label", size: size, tracking: .fontTables), scale: 2) }
        #expect(label(17) == 42)
        #expect(label(14) == 35.5)
        #expect(label(11) == 28.5)
        #expect(SystemFont.ceil(SystemFont.lineHeight(17), scale: 2) == 20.5)
        #expect(SystemFont.ceil(SystemFont.lineHeight(17), scale: 3) == 61.0 / 3)
        #expect(SystemFont.ceil(SystemFont.width(of: "Button", size: 15, tracking: .fontTables), scale: 2) == 46)
        #expect(SystemFont.ceil(SystemFont.lineHeight(15), scale: 2) + 12 == 30)
    }

    /// Xcode 12 and later lay text out with the variable font's tracking: a configured
    /// "Button" (17 points, 12 on each side) is 75 wide in those documents, which only that
    /// tracking gives; the static fonts' tracking would make it 75.5.
    @Test func theGuidelinesTrackingOfIOS14() {
        let guidelines = SystemFont.width(of: "Button", size: 17, tracking: .guidelines) + 24
        let fontTables = SystemFont.width(of: "Button", size: 17, tracking: .fontTables) + 24
        #expect(SystemFont.ceil(guidelines, scale: 2) == 75)
        #expect(SystemFont.ceil(fontTables, scale: 2) == 75.5)
        #expect(SystemFont.Tracking.of(iOS: 13) == .fontTables && SystemFont.Tracking.of(iOS: 14) == .guidelines)
    }

    /// The variable font of iOS 14 and later blends SF Pro Text's advances into SF Pro Display's
    /// between 17 and 28 points: single-line labels Interface Builder stored at these widths
    /// (superheroPodvirnyi's "Supergirl", 24 points on a 3x iPhone 12, nineteenth held-out set;
    /// AnnaLaurier's RickAndMorty "Gender", 20 on a 3x iPhone 15; Sampada0808's ExpenseTracker
    /// "Category", 22 on a 3x iPhone 15; NewsApp-IOS's "Label", 19 on a 3x iPhone 12; Weather-
    /// KSA's "pressure :", 25, and esp-idf-provisioning's "Set Username", 18, on a 2x iPhone 11).
    @Test func theVariableFontBlendsItsCutsByOpticalSize() {
        func width(_ text: String, _ size: Double, scale: Double) -> Double {
            SystemFont.ceil(SystemFont.width(of: text, size: size, tracking: .guidelines), scale: scale)
        }
        #expect(abs(width("Supergirl", 24, scale: 3) - 278.0 / 3) < 1e-9)
        #expect(abs(width("Gender", 20, scale: 3) - 196.0 / 3) < 1e-9)
        #expect(width("Category", 22, scale: 3) == 88)
        #expect(width("pressure :", 25, scale: 2) == 104.5)
        #expect(width("Set Username", 18, scale: 2) == 114)
        #expect(width("Label", 19, scale: 3) == 46)
        #expect(SystemFont.displayShare(size: 17) == 0 && SystemFont.displayShare(size: 28) == 1)
    }

    /// From 20 points the Display cut's advances and positive tracking apply; wide characters
    /// take an em; kerning pulls "To" together.
    @Test func displaySizesWideCharactersAndKerning() {
        #expect(SystemFont.width(of: "a", size: 20, tracking: .fontTables) == (1028.0 + 37) * 20 / 2048)
        #expect(SystemFont.width(of: "漢", size: 17, tracking: .fontTables) == (2048.0 - 47) * 17 / 2048)
        let kerned = SystemFont.width(of: "To", size: 17, tracking: .fontTables)
        let apart = SystemFont.width(of: "T", size: 17, tracking: .fontTables) + SystemFont.width(of: "o", size: 17, tracking: .fontTables)
        #expect(abs(apart - kerned - 200.0 * 17 / 2048) < 1e-9)
    }

    /// Hangul is set at 0.865 em, untracked, in every era: single-line labels of Hangul alone
    /// that Interface Builder stored at these widths (DiaryApp's and DCM's 2 syllables at 15
    /// points on a 2x phone, 26; imanager's 4 at 17, 59, Xcode 10; wakmusic's 4 at 12 on a 3x
    /// phone, 41.67; UIkit-Storyboard-ChatList's 2 at 18, 31.33; relay_iOS' 2 at 20, 35), each
    /// a few points narrower than a tracked em made it.
    @Test func hangulIsNarrowerThanAnEm() {
        func width(_ text: String, _ size: Double, scale: Double, _ tracking: SystemFont.Tracking = .guidelines) -> Double {
            SystemFont.ceil(SystemFont.width(of: text, size: size, tracking: tracking, wide: .fallback), scale: scale)
        }
        #expect(width("기쁨", 15, scale: 2) == 26)
        #expect(width("회원가입", 17, scale: 2, .fontTables) == 59)
        #expect(abs(width("전체선택", 12, scale: 3) - 125.0 / 3) < 1e-9)
        #expect(abs(width("날짜", 18, scale: 3) - 94.0 / 3) < 1e-9)
        #expect(width("시간", 20, scale: 2) == 35)
        #expect(SystemFont.width(of: "기쁨", size: 15, tracking: .fontTables) == 2 * 1772.0 * 15 / 2048)
    }

    /// CJK ideographs and kana are one em, tracked, on iOS 9 (Xcode 7's documents: Health's 4
    /// characters at 13 points 52 wide on whole points), and from iOS 10 one em and 0.31 point
    /// each, untracked, at every size (paotui's 4 at 15 points 61.5, lit-monster's 5 at 17, 87,
    /// and 9 at 16, 147, Trip's 3 at 22, 67, HikingHiking's "選擇地點：" at 30, 152).
    @Test func cjkFromIOS10TakesAnEmAndAThirdOfAPoint() {
        func width(_ text: String, _ size: Double) -> Double {
            SystemFont.ceil(SystemFont.width(of: text, size: size, tracking: .fontTables, wide: .fallback), scale: 2)
        }
        #expect(SystemFont.ceil(SystemFont.width(of: "不倦行者", size: 13, tracking: .fontTables, wide: .trackedEm), scale: 1) == 52)
        #expect(width("出发时间", 15) == 61.5)
        #expect(width("パスワード", 17) == 87)
        #expect(width("おすすめの集中度合", 16) == 147)
        #expect(width("出発日", 22) == 67)
        #expect(width("選擇地點：", 30) == 152)
        #expect(SystemFont.WideGlyphs.of(iOS: 9) == .trackedEm && SystemFont.WideGlyphs.of(iOS: 10) == .fallback)
    }
}
