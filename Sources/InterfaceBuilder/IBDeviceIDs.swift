import UIKitFacts

/// Interface Builder's device ids (`<device id="retina6_1">`, the older `simulatedScreenMetrics`
/// types) and the devices they stand for (shared/notes/modern-autolayout.md §5.2, from IBLinter's
/// table and real documents' root frames). An id not listed is laid out at its root's stored
/// size with no safe-area insets.
public enum IBDeviceIDs {
    /// Id → the model whose screen and safe area Interface Builder's canvas shows.
    public static let models: [String: String] = [
        "retina3_5": "iPhone 4s", "retina4": "iPhone 5", "retina4_0": "iPhone SE (1st generation)", "retina4_7": "iPhone 8",
        "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone X", "retina6_1": "iPhone 11", "retina6_5": "iPhone 11 Pro Max",
        "retina6_0": "iPhone 12", "retina6_12": "iPhone 15", "retina6_72": "iPhone 15 Pro Max", "retina6_7": "iPhone 14 Pro Max",
        "retina6_3": "iPhone 16 Pro", "retina6_9": "iPhone 16 Pro Max", "ipad9_7": "iPad",
        "ipad10_2": "iPad (9th generation)", "ipad10_5": "iPad Air (3rd generation)", "ipad10_9rounded": "iPad Air (4th generation)",
        "ipad11_0rounded": "iPad Pro (11-inch)", "ipad12_9": "iPad Pro (12.9-inch) (2nd generation)",
        "ipad12_9rounded": "iPad Pro (12.9-inch) (3rd generation)",
    ]

    /// The preset for an id, if it is one we know.
    public static func preset(for id: String) -> DevicePreset? {
        // The old simulated metrics add the adaptation: `retina4_7.fullscreen`.
        let base = id.split(separator: ".").first.map(String.init) ?? id
        return models[base].flatMap(DevicePreset.named)
    }
}
