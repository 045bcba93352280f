import AutoLayout
import SeededRandom
import UIKitFacts
import Workbench

/// Which variations a stress campaign tries, in order: first every single change on its own
/// (each device in both orientations, the iPad's Split View and Slide Over widths, every text
/// size, each title in each pseudo-localisation, the other writing direction, the keyboard
/// shown or hidden), then random mixes of one to three changes, sizes anywhere between the
/// smallest iPhone and the largest iPad included. The same seed gives the same sequence.
struct StressPlan {
    let written: SessionState
    private var random: SeededGenerator
    private var systematic: [StressVariation]
    private var next = 0

    init(_ written: SessionState, seed: UInt64) {
        self.written = written
        random = SeededGenerator(seed: seed)
        systematic = StressPlan.singleChanges(of: written)
    }

    /// How many single changes come first.
    var singleChangeCount: Int { systematic.count }

    /// The next variation to try.
    mutating func nextVariation() -> StressVariation {
        defer { next += 1 }
        return next < systematic.count ? systematic[next] : randomMix()
    }

    /// iPad windows in Split View and Slide Over (points, width × height), both orientations of
    /// the 9.7", 10.5", 11" and 12.9" models; the fixed sizes before Stage Manager.
    static let splitViewSizes: [Size] = [
        (694, 768), (507, 768), (320, 768), (438, 1024), (320, 1024), (782, 834), (551, 834), (320, 834),
        (504, 1112), (809, 834), (592, 834), (375, 834), (504, 1194), (981, 1024), (678, 1024), (375, 1024),
        (639, 1366), (375, 1366),
    ].map { Size(width: $0.0, height: $0.1) }

    /// The pseudo-localisations tried on each title.
    static func titleVariants(of title: String) -> [TitleVariant] {
        [.expanded(title, percent: 30), .expanded(title, percent: 60), .accented, .doubled, .cjk, .empty]
    }

    private static func singleChanges(of written: SessionState) -> [StressVariation] {
        var out: [StressVariation] = []
        var sizes: [Size] = []
        if written.iOS >= 11 {
            // Devices with their safe areas, both ways up, and each bar on (or off).
            for preset in DevicePreset.all {
                for landscape in [false, true] {
                    var v = StressVariation()
                    v.device = preset
                    v.landscape = landscape
                    out.append(v)
                }
            }
            // Large titles only change a layout under a navigation bar.
            let largeTitles = written.bars.navigationBar ? [\Bars.largeTitles] : []
            for bar in [\Bars.navigationBar, \Bars.tabBar, \Bars.toolbar] + largeTitles {
                var bars = written.bars
                bars[keyPath: bar].toggle()
                var v = StressVariation()
                v.bars = bars
                out.append(v)
            }
        }
        for preset in DevicePreset.classic { sizes += [preset.size, preset.size.rotated] }
        sizes += splitViewSizes
        var seen = Set<Size>([written.layout.rootSize])
        for size in sizes where seen.insert(size).inserted { out.append(StressVariation(size: size)) }
        for category in ContentSizeCategory.allCases where category != written.textSize {
            out.append(StressVariation(textSize: category))
        }
        for (view, title) in written.titles.sorted(by: { $0.key < $1.key }) {
            var texts = Set<String>([title])
            for variant in titleVariants(of: title) {
                let text = variant.apply(to: title)
                if texts.insert(text).inserted { out.append(StressVariation(titles: [view: text])) }
            }
        }
        out.append(StressVariation(direction: otherDirection(of: written)))
        out.append(StressVariation(keyboard: otherKeyboard(of: written)))
        return out
    }

    private static func otherDirection(of state: SessionState) -> LayoutDirection {
        state.layout.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
    }

    private static func otherKeyboard(of state: SessionState) -> KeyboardRequest {
        state.keyboard == .off ? .standard : .off
    }

    /// One to three changes drawn at random.
    private mutating func randomMix() -> StressVariation {
        var v = StressVariation()
        let titled = written.titles.keys.sorted()
        let count = 1 + random.below(3)
        for _ in 0..<count {
            switch random.below(titled.isEmpty ? 4 : 5) {
            case 0 where written.iOS >= 11 && random.below(2) == 0:
                v.device = DevicePreset.all[random.below(DevicePreset.all.count)]
                v.landscape = random.below(2) == 0
                var bars = Bars()
                bars.navigationBar = random.below(2) == 0
                bars.largeTitles = bars.navigationBar && random.below(2) == 0
                bars.tabBar = random.below(2) == 0
                v.bars = bars == written.bars ? nil : bars
            case 0: v.size = randomSize()
            case 1: v.textSize = ContentSizeCategory.allCases[random.below(ContentSizeCategory.allCases.count)]
            case 2: v.direction = StressPlan.otherDirection(of: written)
            case 3: v.keyboard = StressPlan.otherKeyboard(of: written)
            default:
                let view = titled[random.below(titled.count)]
                let title = written.titles[view] ?? ""
                let variants = StressPlan.titleVariants(of: title)
                v.titles[view] = variants[random.below(variants.count)].apply(to: title)
            }
        }
        if v.textSize == written.textSize { v.textSize = nil }
        return v
    }

    /// A device (either orientation), a Split View window, or any size from the smallest
    /// iPhone to the largest iPad.
    private mutating func randomSize() -> Size {
        switch random.below(10) {
        case 0..<4:
            let preset = DevicePreset.classic[random.below(DevicePreset.classic.count)]
            return random.below(2) == 0 ? preset.size : preset.size.rotated
        case 4..<7:
            return StressPlan.splitViewSizes[random.below(StressPlan.splitViewSizes.count)]
        default:
            return Size(width: Double(320 + random.below(1366 - 320 + 1)), height: Double(480 + random.below(1366 - 480 + 1)))
        }
    }
}
